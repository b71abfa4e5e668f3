import { eq } from 'drizzle-orm';
import { getArticleById, toArticle } from '../../db/queries/articles.ts';
import { articles } from '../../db/schema.ts';
import type { Article } from '../../domain/entities.ts';
import { LIMITS } from '../../domain/limits.ts';
import { ARTICLE_MESSAGES } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';
import { listFeatured, saveFeaturedOrder, setFeatured, type FeaturedEntity } from './featured-order.ts';

type FeaturedDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

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
export async function setArticleFeatured(deps: FeaturedDeps, input: { id: number; featured: boolean; actor: Actor }): Promise<Article> {
  return inTransaction(deps, async (deps) => {
    const article = await setFeatured(deps, FEATURED_ARTICLES, input);
    await recordActivity(deps, input.actor, {
      action: article.featured ? 'article.featured' : 'article.unfeatured',
      entityType: 'article',
      entityId: article.id,
      summary: `${article.featured ? 'Featured' : 'Unfeatured'} "${article.title}"`,
      after: { featured: article.featured, featuredOrder: article.featuredOrder },
    });
    return article;
  });
}

/** The drag-and-drop order: exactly the featured articles, each once; answers them in their new order. */
export async function reorderFeaturedArticles(deps: FeaturedDeps, input: { articleIds: readonly number[]; actor: Actor }): Promise<Article[]> {
  return inTransaction(deps, async (deps) => {
    const before = (await listFeatured(deps.db, FEATURED_ARTICLES)).map((article) => article.id);
    const articles = await saveFeaturedOrder(deps, FEATURED_ARTICLES, input.articleIds, 'reorder');
    await recordActivity(deps, input.actor, {
      action: 'article.reordered',
      entityType: 'article',
      summary: `Reordered the featured articles (${articles.length})`,
      before: { articleIds: before },
      after: { articleIds: articles.map((article) => article.id) },
    });
    return articles;
  });
}
