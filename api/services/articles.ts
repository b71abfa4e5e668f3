import {
  articleSlugsLike,
  deleteArticle,
  getArticleById,
  insertArticleUnlessSlugTaken,
  listAllArticles,
  updateArticle,
  type ArticleChanges,
} from '../../db/queries/articles.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { retireGonePath, retirePath } from '../../db/queries/retired-paths.ts';
import { captureArticle } from '../../db/queries/undo.ts';
import { changedFields } from '../../domain/activity.ts';
import type { Article, PublicUser } from '../../domain/entities.ts';
import { ARTICLE_MESSAGES } from '../../domain/messages.ts';
import { articlePath } from '../../domain/public-paths.ts';
import type { ArticleCreate, ArticleUpdate } from '../../domain/schemas/article.ts';
import { RESERVED_ARTICLE_SLUGS, slugify, uniqueSlug } from '../../domain/slugs.ts';
import type { UndoOffer } from '../../domain/undo.ts';
import type { VersionReason } from '../../domain/versions.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { assertMayEdit, assertMayPublish, ownListFilter } from './ownership.ts';
import { inTransaction } from './transaction.ts';
import { offerUndo } from './undo.ts';

type ArticleDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

export async function findArticle(deps: Pick<AppDeps, 'db'>, id: number): Promise<Article> {
  const article = await getArticleById(deps.db, id);
  if (!article) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  return article;
}

export interface ArticleSave {
  id: number;
  changes: ArticleUpdate;
  /** Who saves: named in the version the save keeps. */
  actor: Actor;
  /** Why, for the version: an editor's edit unless said otherwise (an accepted correction, a restore). */
  reason?: Extract<VersionReason, 'edit' | 'correction' | 'restore'>;
  /** For a restore: the version brought back. */
  restoredFrom?: number;
}

/**
 * Every save of an article's fields: the editor, accepted corrections, restores; each keeps a
 * version. Publishing stamps publishedAt the first time only and makes a scheduled publication
 * moot; leaving published takes the article out of the featured list (only published articles are
 * featured) and makes a scheduled unpublication moot. Pages are rebuilt when the article was or
 * becomes public.
 */
export async function editArticle(deps: ArticleDeps, input: ArticleSave): Promise<Article> {
  return inTransaction(deps, async (deps) => {
    await assertMayEdit(deps, input.actor, 'article', input.id);
    if (input.changes.status && input.changes.status !== 'draft') assertMayPublish(input.actor, 'article');
    const current = await findArticle(deps, input.id);
    const updated = await saveArticleChanges(deps, current, input);
    // A correction or a restore is logged by its own service, under its own action.
    if ((input.reason ?? 'edit') !== 'edit') return updated;
    const published = current.status !== 'published' && updated.status === 'published';
    await recordActivity(deps, input.actor, {
      action: published ? 'article.published' : 'article.edited',
      entityType: 'article',
      entityId: updated.id,
      summary: `${published ? 'Published' : 'Edited'} "${updated.title}"`,
      ...changedFields(current, updated),
    });
    return updated;
  });
}

async function saveArticleChanges(deps: ArticleDeps, current: Article, input: ArticleSave): Promise<Article> {
  const { changes } = input;
  if (changes.expertId != null && !(await getExpertById(deps.db, changes.expertId))) {
    throw new BadRequestError(ARTICLE_MESSAGES.unknownExpert);
  }
  const status = changes.status ?? current.status;
  const row: ArticleChanges = { ...changes };
  if (status === 'published' && current.publishedAt === null) row.publishedAt = currentTime(deps);
  if (status === 'published' && current.publishAt !== null) Object.assign(row, { publishAt: null, publishScheduledBy: null });
  if (status !== 'published' && current.unpublishAt !== null && current.publishAt === null)
    Object.assign(row, { unpublishAt: null, unpublishScheduledBy: null });
  if (status !== 'published' && current.featured) Object.assign(row, { featured: false, featuredOrder: null });
  if (Object.keys(row).length === 0) return current;

  const note = {
    reason: input.reason ?? 'edit',
    actor: input.actor,
    at: currentTime(deps),
    ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}),
  };
  const updated = await updateArticle(deps.db, current, row, note);
  if (!updated) throw new ConflictError(ARTICLE_MESSAGES.slugTaken);
  // Links to a public article keep working after its slug changes.
  if (current.status === 'published' && updated.slug !== current.slug) {
    await retirePath(deps.db, articlePath(current.slug), articlePath(updated.slug), { type: 'article', id: current.id });
  }
  if (current.status !== status) {
    if (current.status === 'published' || status === 'published') {
      await deps.rebuild.request(`article ${current.id} ${status === 'published' ? 'published' : 'unpublished'}`);
    }
  } else if (status === 'published') {
    await deps.rebuild.request(`article ${current.id} edited`);
  }
  return updated;
}

/** How often a slug taken by a concurrent insert is chosen again. */
const SLUG_ATTEMPTS = 5;

/**
 * 'New Article': a draft unless another status is chosen; without a slug one is made from the
 * title and made unique ('-2', '-3', ...); a slug typed by the admin that is taken is refused. A
 * published article is stamped and rebuilds the site.
 */
export async function createArticle(deps: ArticleDeps, input: { article: ArticleCreate; actor: Actor }): Promise<Article> {
  // Someone who may not publish (a contributor) creates drafts only.
  if (input.article.status && input.article.status !== 'draft') assertMayPublish(input.actor, 'article');
  return inTransaction(deps, async (deps) => {
    const created = await insertNewArticle(deps, input.article, input.actor);
    await recordActivity(deps, input.actor, {
      action: 'article.created',
      entityType: 'article',
      entityId: created.id,
      summary: `Created "${created.title}"`,
      after: { title: created.title, slug: created.slug, status: created.status },
    });
    return created;
  });
}

async function insertNewArticle(deps: ArticleDeps, input: ArticleCreate, actor: Actor): Promise<Article> {
  const { slug: typedSlug, status = 'draft', title = '', content = '', ...fields } = input;
  if (fields.expertId != null && !(await getExpertById(deps.db, fields.expertId))) {
    throw new BadRequestError(ARTICLE_MESSAGES.unknownExpert);
  }
  const values = { ...fields, title, content, status, publishedAt: status === 'published' ? currentTime(deps) : null, createdBy: actor?.id ?? null };
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const base = slugify(title) || 'article';
    const slug = typedSlug || uniqueSlug(base, await articleSlugsLike(deps.db, base), 'article', RESERVED_ARTICLE_SLUGS);
    const created = await insertArticleUnlessSlugTaken(deps.db, { ...values, slug }, { reason: 'create', actor, at: currentTime(deps) });
    if (created) {
      if (status === 'published') await deps.rebuild.request(`article ${created.id} published`);
      return created;
    }
    if (typedSlug) break;
  }
  throw new ConflictError(ARTICLE_MESSAGES.slugTaken);
}

/** The admin's article list: every article, or for someone who edits only their own drafts, the articles they created. */
export function listArticlesFor(deps: Pick<AppDeps, 'db'>, actor: PublicUser): Promise<Article[]> {
  return listAllArticles(deps.db, ownListFilter(actor, 'article'));
}

/**
 * Deletes the article (closing its place in the featured list); a published one leaves the site.
 * Answers the undo offer (the article, its place and its links are kept for the undo window).
 */
export async function removeArticle(deps: ArticleDeps, input: { id: number; actor: Actor }): Promise<UndoOffer | undefined> {
  return inTransaction(deps, async (deps) => {
    const current = await findArticle(deps, input.id);
    const snapshot = await captureArticle(deps.db, current.id, articlePath(current.slug));
    await deleteArticle(deps.db, current);
    const undo = snapshot ? await offerUndo(deps, input.actor, 'article', `"${current.title}"`, snapshot) : undefined;
    if (current.status === 'published') {
      await retireGonePath(deps.db, articlePath(current.slug), { type: 'article', id: current.id });
      await deps.rebuild.request(`article ${current.id} deleted`);
    }
    await recordActivity(deps, input.actor, {
      action: 'article.deleted',
      entityType: 'article',
      entityId: current.id,
      summary: `Deleted "${current.title}"`,
      before: { title: current.title, slug: current.slug, status: current.status },
    });
    return undo;
  });
}
