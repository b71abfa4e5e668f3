/**
 * Build-time helpers for page metadata and schema.org JSON-LD.
 */
import { SITE_NAME, SITE_URL, absoluteUrl } from '../../publishing/render/settings.ts';

export type JsonLd = Record<string, unknown>;

/** JSON safe inside a <script> element: '<' is escaped so no content can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function breadcrumbList(items: Array<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function organization(): JsonLd {
  return { '@type': 'Organization', name: SITE_NAME, url: SITE_URL, logo: absoluteUrl('/favicon.svg') };
}

export const DEFAULT_OG_IMAGE = '/og-default.png';
