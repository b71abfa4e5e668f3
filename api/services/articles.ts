import { deleteArticle, getArticleById, updateArticle, type ArticleChanges } from '../../db/queries/articles.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { retireGonePath, retirePath } from '../../db/queries/retired-paths.ts';
import type { Article } from '../../domain/entities.ts';
import { ARTICLE_MESSAGES } from '../../domain/messages.ts';
import { articlePath } from '../../domain/public-paths.ts';
import type { ArticleUpdate } from '../../domain/schemas/article.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';

type ArticleDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

export async function findArticle(deps: Pick<AppDeps, 'db'>, id: number): Promise<Article> {
  const article = await getArticleById(deps.db, id);
  if (!article) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  return article;
}

/**
 * The editor's save. Publishing stamps publishedAt the first time only; leaving published takes the
 * article out of the featured list (only published articles are featured). Pages are rebuilt when
 * the article was or becomes public.
 */
export async function editArticle(deps: ArticleDeps, input: { id: number; changes: ArticleUpdate }): Promise<Article> {
  const current = await findArticle(deps, input.id);
  const { changes } = input;
  if (changes.expertId != null && !(await getExpertById(deps.db, changes.expertId))) {
    throw new BadRequestError(ARTICLE_MESSAGES.unknownExpert);
  }
  const status = changes.status ?? current.status;
  const row: ArticleChanges = { ...changes };
  if (status === 'published' && current.publishedAt === null) row.publishedAt = currentTime(deps);
  if (status !== 'published' && current.featured) Object.assign(row, { featured: false, featuredOrder: null });
  if (Object.keys(row).length === 0) return current;

  const updated = await updateArticle(deps.db, current, row);
  if (!updated) throw new ConflictError(ARTICLE_MESSAGES.slugTaken);
  // Links to a public article keep working after its slug changes.
  if (current.status === 'published' && updated.slug !== current.slug) {
    await retirePath(deps.db, articlePath(current.slug), articlePath(updated.slug), { type: 'article', id: current.id });
  }
  if (current.status !== status) {
    if (current.status === 'published' || status === 'published') {
      deps.rebuild.request(`article ${current.id} ${status === 'published' ? 'published' : 'unpublished'}`);
    }
  } else if (status === 'published') {
    deps.rebuild.request(`article ${current.id} edited`);
  }
  return updated;
}

/** Deletes the article (closing its place in the featured list); a published one leaves the site. */
export async function removeArticle(deps: ArticleDeps, id: number): Promise<void> {
  const current = await findArticle(deps, id);
  await deleteArticle(deps.db, current);
  if (current.status !== 'published') return;
  await retireGonePath(deps.db, articlePath(current.slug), { type: 'article', id });
  deps.rebuild.request(`article ${id} deleted`);
}
