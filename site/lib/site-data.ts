/**
 * Build-time only: everything the static pages show, read once per build through db/queries
 * (the same functions the API uses) and indexed for the page templates.
 */
import { createDb } from '../../db/client.ts';
import { listPublishedArticlesWithContent } from '../../db/queries/articles.ts';
import { listPublicExperts } from '../../db/queries/experts.ts';
import type { Article, Expert } from '../../domain/entities.ts';
import { featuredInOrder } from '../../domain/featured-order.ts';
import { config } from './settings.ts';

export interface SiteData {
  /** Every expert the public may see when the site is built (db/queries/visibility.ts), by name. */
  experts: Expert[];
  expertBySlug: Map<string, Expert>;
  expertById: Map<number, Expert>;
  /** Featured experts in featuredOrder. */
  featuredExperts: Expert[];
  /** Published articles with their bodies, newest first. */
  articles: Article[];
  articleBySlug: Map<string, Article>;
  articlesByExpert: Map<number, Article[]>;
  /** Featured published articles in featuredOrder. */
  featuredArticles: Article[];
}

async function load(): Promise<SiteData> {
  const db = createDb(config.database);
  try {
    // One moment for the whole build, so every page, list, index and sitemap agrees on what is public.
    const now = new Date();
    const [experts, articles] = await Promise.all([listPublicExperts(db, now), listPublishedArticlesWithContent(db, now)]);
    const articlesByExpert = new Map<number, Article[]>();
    for (const article of articles) {
      if (article.expertId === null) continue;
      const list = articlesByExpert.get(article.expertId) ?? [];
      list.push(article);
      articlesByExpert.set(article.expertId, list);
    }
    return {
      experts,
      expertBySlug: new Map(experts.map((expert) => [expert.slug, expert])),
      expertById: new Map(experts.map((expert) => [expert.id, expert])),
      featuredExperts: featuredInOrder(experts),
      articles,
      articleBySlug: new Map(articles.map((article) => [article.slug, article])),
      articlesByExpert,
      featuredArticles: featuredInOrder(articles),
    };
  } finally {
    db.$client.close();
  }
}

let cached: Promise<SiteData> | undefined;

export function siteData(): Promise<SiteData> {
  cached ??= load();
  return cached;
}
