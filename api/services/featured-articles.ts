import { eq } from 'drizzle-orm';
import { getArticleById, toArticle } from '../../db/queries/articles.ts';
import { articles } from '../../db/schema.ts';
import type { Article } from '../../domain/entities.ts';
import { LIMITS } from '../../domain/limits.ts';
import { ARTICLE_MESSAGES } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { saveFeaturedOrder, setFeatured, type FeaturedEntity } from './featured-order.ts';

type FeaturedDeps = Pick<AppDeps, 'db' | 'rebuild'>;

/** The featured articles: up to LIMITS.featuredArticles, published ones only. */
export const FEATURED_ARTICLES: FeaturedEntity<typeof articles, Article> = {
  list: { table: articles, limit: LIMITS.featuredArticles, eligible: eq(articles.status, 'published') },
  toEntity: toArticle,
  find: getArticleById,
  refusal: (article) => (article.status === 'published' ? undefined : ARTICLE_MESSAGES.onlyPublishedFeatured),
  messages: {
    notFound: ARTICLE_MESSAGES.notFound,
    tooMany: ARTICLE_MESSAGES.tooManyFeatured,
    unknownIds: () => ARTICLE_MESSAGES.featuredOrderMismatch,
    orderMismatch: ARTICLE_MESSAGES.featuredOrderMismatch,
  },
  reasons: {
    featured: (article) => `article ${article.id} featured`,
    unfeatured: (article) => `article ${article.id} unfeatured`,
    saved: 'featured articles reordered',
  },
};

/** The Featured switch of the article list. */
export function setArticleFeatured(deps: FeaturedDeps, input: { id: number; featured: boolean }): Promise<Article> {
  return setFeatured(deps, FEATURED_ARTICLES, input);
}

/** The drag-and-drop order: exactly the featured articles, each once; answers them in their new order. */
export function reorderFeaturedArticles(deps: FeaturedDeps, articleIds: readonly number[]): Promise<Article[]> {
  return saveFeaturedOrder(deps, FEATURED_ARTICLES, articleIds, 'reorder');
}
