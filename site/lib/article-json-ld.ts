/**
 * Build-time only: schema.org Article data for an article page (the breadcrumb comes from
 * breadcrumbList in seo.ts).
 */
import type { Article, Expert } from '../../domain/entities.ts';
import { articleDescription } from '../../domain/text.ts';
import { personJsonLd } from './person-json-ld.ts';
import { safeImageUrl } from '../../domain/safe-url.ts';
import { DEFAULT_OG_IMAGE, organization, type JsonLd } from './seo.ts';
import { absoluteUrl } from '../../publishing/render/settings.ts';

export function articleJsonLd(article: Article, author: Expert | undefined): JsonLd {
  const url = absoluteUrl(`/articles/${article.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: articleDescription(article),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    image: [absoluteUrl(safeImageUrl(article.featuredImageUrl) ?? DEFAULT_OG_IMAGE)],
    ...(article.seoTags.length ? { keywords: article.seoTags.join(', ') } : {}),
    // The expert as their profile describes them (same @id and sameAs); without one, the site itself.
    author: author ? personJsonLd(author) : organization(),
    publisher: organization(),
  };
}
