import { featureArticle, listFeaturedArticlesInOrder, saveFeaturedOrder, updateArticle } from '../../db/queries/articles.ts';
import type { Article } from '../../domain/entities.ts';
import { LIMITS } from '../../domain/limits.ts';
import { ARTICLE_MESSAGES } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError } from '../errors.ts';
import { findArticle } from './articles.ts';

type FeaturedDeps = Pick<AppDeps, 'db' | 'rebuild'>;

/**
 * The Featured switch. Only published articles are featured, at most LIMITS.featuredArticles; a
 * newly featured article goes to the end, and unfeaturing closes its place. Setting the state it
 * already has changes nothing.
 */
export async function setArticleFeatured(deps: FeaturedDeps, input: { id: number; featured: boolean }): Promise<Article> {
  const current = await findArticle(deps, input.id);
  if (current.featured === input.featured) return current;
  if (!input.featured) {
    const updated = await updateArticle(deps.db, current, { featured: false, featuredOrder: null });
    if (!updated) throw new Error(`Article ${current.id}: slug clash reported while unfeaturing`);
    await deps.rebuild.request(`article ${current.id} unfeatured`);
    return updated;
  }
  if (current.status !== 'published') throw new BadRequestError(ARTICLE_MESSAGES.onlyPublishedFeatured);
  // The guarded update re-checks status and the limit in one statement, so a race cannot pass them.
  const featured = await featureArticle(deps.db, current.id, LIMITS.featuredArticles);
  if (!featured) throw new ConflictError(ARTICLE_MESSAGES.tooManyFeatured);
  await deps.rebuild.request(`article ${current.id} featured`);
  return featured;
}

/** The drag-and-drop order: exactly the featured articles, each once; answers them in their new order. */
export async function reorderFeaturedArticles(deps: FeaturedDeps, articleIds: readonly number[]): Promise<Article[]> {
  const featured = await listFeaturedArticlesInOrder(deps.db);
  const featuredIds = featured.map((article) => article.id);
  const featuredSet = new Set(featuredIds);
  const exact =
    articleIds.length === featuredIds.length &&
    new Set(articleIds).size === articleIds.length &&
    articleIds.every((id) => featuredSet.has(id));
  if (!exact) throw new BadRequestError(ARTICLE_MESSAGES.featuredOrderMismatch);
  if (articleIds.every((id, index) => featuredIds[index] === id)) return featured;
  await saveFeaturedOrder(deps.db, articleIds);
  await deps.rebuild.request('featured articles reordered');
  return listFeaturedArticlesInOrder(deps.db);
}
