/**
 * The compact list of published articles that the articles page searches and pages through in
 * the browser: what a card shows, plus the distinct words of the body for search (not the body
 * itself). The build writes it as /data/articles.<hash>.json (publishing/search/node-search-index-files.ts);
 * the content hash in the name lets browsers and CDNs cache it forever.
 */
import type { Article } from '../../domain/entities.ts';
import type { ArticleCardData, ArticleIndexEntry, ArticleListItem } from '../../domain/site-pages.ts';
import { distinctWords } from '../../domain/search-terms.ts';
import { safeImageUrl } from '../../domain/safe-url.ts';

export function toIndexEntry(article: ArticleListItem): ArticleCardData {
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

export function toArticleIndexEntry(article: ArticleListItem & Pick<Article, 'content'>): ArticleIndexEntry {
  return { ...toIndexEntry(article), body: distinctWords(article.content) };
}

export function articleIndexUrl(version: string): string {
  return `/data/articles.${version}.json`;
}
