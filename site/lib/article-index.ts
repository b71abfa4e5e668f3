/**
 * Build-time only: the compact list of published articles that the articles page searches and
 * pages through in the browser: what a card shows, plus the distinct words of the body for
 * search (not the body itself). Its file name carries a hash of its content, so browsers and
 * CDNs may cache it forever.
 */
import { createHash } from 'node:crypto';
import type { Article } from '../../domain/entities.ts';
import { distinctWords } from '../../domain/search-terms.ts';
import type { ArticleCardData } from '../islands/article-card.tsx';
import type { ArticleIndexEntry } from './search-engine.ts';
import { safeImageUrl } from './safe-url.ts';
import { siteData } from './site-data.ts';

export interface ArticleIndex {
  /** Cards, newest first, as the list shows them. */
  entries: ArticleCardData[];
  json: string;
  /** The content hash in the file name. */
  version: string;
  /** Where the page fetches it, e.g. /data/articles.1a2b3c4d5e6f.json. */
  url: string;
}

export function toIndexEntry(article: Article): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    // Cards show the excerpt, else the meta description: it is only carried when it would show.
    metaDescription: article.excerpt ? null : article.metaDescription,
    contentType: article.contentType,
    featuredImageUrl: safeImageUrl(article.featuredImageUrl),
    publishedAt: article.publishedAt,
    seoTags: article.seoTags,
  };
}

export function toArticleIndexEntry(article: Article): ArticleIndexEntry {
  return { ...toIndexEntry(article), body: distinctWords(article.content) };
}

async function build(): Promise<ArticleIndex> {
  const { articles } = await siteData();
  const entries = articles.map(toIndexEntry);
  const json = JSON.stringify(articles.map(toArticleIndexEntry));
  const version = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { entries, json, version, url: `/data/articles.${version}.json` };
}

let cached: Promise<ArticleIndex> | undefined;

export function articleIndex(): Promise<ArticleIndex> {
  cached ??= build();
  return cached;
}
