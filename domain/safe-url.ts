/**
 * Stored URLs are rendered into href and src attributes. Astro escapes them, but escaping does
 * not stop a `javascript:` or `data:` URL, so only web addresses are let through.
 */
import { isHttpUrl } from './links.ts';

/** An http(s) URL, else undefined. */
export function safeLinkUrl(url: string | null | undefined): string | undefined {
  return url && isHttpUrl(url) ? url.trim() : undefined;
}

/** An http(s) URL or a path on this site (uploads are served at /uploads/...), else null. */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return isHttpUrl(value) ? value : null;
}

/** The site a web address is on, as source lists name it ('en.wikipedia.org'; 'www.' dropped). */
export function siteOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
