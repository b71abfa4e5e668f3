import { pageDataOf, previewTokenParams, type Preview } from '../../domain/previews.ts';
import type { HeaderMap, SecurityHeaderSettings } from '../../domain/security-headers.ts';
import { onDemandHeaders, type LiveSite } from './on-demand.ts';

/**
 * /preview/{token}, the same on the Node server (node-static.ts) and the Cloudflare Worker
 * (edge-pages.ts): the previewed article or profile rendered by the build's own renderer from the
 * item as stored now (the API's readPreview, handed in as a PreviewReader), with `noindex`, so it is the page the item will have, under a
 * banner that says it is a preview (and whether the item is published). Never
 * kept in a page cache (the link may be revoked at any moment), never indexed, never sent on as a
 * referrer. Every refused token, and /preview itself, is the caller's 404 page with status 404.
 */

/** On every answer under /preview, found or not. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const satisfies HeaderMap;

const PREFIX = '/preview/';

/** Paths the preview answers (a 404 for all but a working /preview/{token}). */
export function isPreviewPath(path: string): boolean {
  return path === '/preview' || path.startsWith(PREFIX);
}

/** What a working token opens, or undefined for any refused token (api/services/previews.ts, previewReader). */
export type PreviewReader = (token: string) => Promise<Preview | undefined>;

export interface PreviewPage {
  html: string;
  headers: HeaderMap;
}

/** The preview page at `path`, or undefined when its token is refused (any reason: one answer). */
export async function renderPreviewPage(read: PreviewReader, site: LiveSite, settings: SecurityHeaderSettings, path: string): Promise<PreviewPage | undefined> {
  const parsed = path.startsWith(PREFIX) ? previewTokenParams.safeParse({ token: path.slice(PREFIX.length) }) : undefined;
  if (!parsed?.success) return undefined;
  const preview = await read(parsed.data.token);
  if (!preview) return undefined;
  const html = await site.render(pageDataOf(preview), { noindex: true, preview: { published: preview.published } });
  return { html, headers: { ...(await onDemandHeaders(settings, site, html, 'text/html; charset=utf-8')), ...PREVIEW_HEADERS } };
}
