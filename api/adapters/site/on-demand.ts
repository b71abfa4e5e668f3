import type { Db } from '../../../db/client.ts';
import { loadPageData } from '../../../db/queries/site-pages.ts';
import { inlineScriptBodies, pageSecurityHeaders, type HeaderMap, type SecurityHeaderSettings } from '../../../domain/security-headers.ts';
import { pagePath, type PageRef, type RenderPage, type ShareCardCheck, type SitePublishInfo } from '../../../domain/site-pages.ts';

/**
 * Pages rendered on demand, the same way on Node and on Cloudflare: every data page outside the
 * static set, and every data page while the build being served is older than the data. The page
 * is read fresh from the database and rendered by the renderer of the build being served, so it
 * is the HTML that build would have written; it is then kept in a cache under the build and the
 * content generation, so any change (a new generation) or a new build moves on to fresh copies.
 */

/** One build as the servers use it. */
export interface LiveSite {
  /** Names the build in cache keys. */
  id: string;
  info: SitePublishInfo;
  /** The inline-script hashes of its static pages (csp-hashes.json). */
  scriptHashes: readonly string[];
  render: RenderPage;
  /** Whether the build holds this share card (/og/…): a page it did not draw the card of names the default one. */
  hasShareCard: ShareCardCheck;
}

/** Where rendered pages are kept: memory on Node, the Cache API at the edge. */
export interface PageCache {
  get(key: string): Promise<string | undefined>;
  put(key: string, html: string): Promise<void>;
}

export interface RenderedPage {
  html: string;
  /** Served from the cache rather than rendered now. */
  cached: boolean;
}

export function pageCacheKey(site: LiveSite, generation: number, path: string): string {
  return `${site.id}/${generation}${path}`;
}

/**
 * The page's HTML, from the cache or rendered now; undefined when there is no such page (nor one
 * the public may see now: db/queries/visibility.ts). A copy stays valid within its generation: a
 * due scheduled change counts a new one when the scheduler makes it.
 */
export async function renderOnDemand(
  deps: { db: Db; cache: PageCache; now?: () => Date },
  site: LiveSite,
  generation: number,
  ref: PageRef,
): Promise<RenderedPage | undefined> {
  const key = pageCacheKey(site, generation, pagePath(ref));
  const hit = await deps.cache.get(key);
  if (hit !== undefined) return { html: hit, cached: true };
  const data = await loadPageData(deps.db, ref, site.info.indexUrls, deps.now?.() ?? new Date());
  if (!data) return undefined;
  const html = await site.render(data, { shareCardExists: site.hasShareCard });
  await deps.cache.put(key, html);
  return { html, cached: false };
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}

/**
 * The headers of a page rendered on demand: those of the static pages, with the policy also
 * allowing this page's own inline scripts (a kind of page the static set may not hold).
 */
export async function onDemandHeaders(settings: SecurityHeaderSettings, site: LiveSite, html: string, contentType: string): Promise<HeaderMap> {
  const own = await Promise.all(inlineScriptBodies(html).map(sha256Source));
  const inlineScriptHashes = [...new Set([...site.scriptHashes, ...own])].sort();
  return { 'Content-Type': contentType, 'Cache-Control': 'public, no-cache', ...pageSecurityHeaders({ ...settings, inlineScriptHashes }) };
}

export function contentTypeOf(ref: PageRef): string {
  return ref.kind === 'rss' ? 'application/xml; charset=utf-8' : 'text/html; charset=utf-8';
}

/** A small least-recently-used cache in memory, bounded by entries and by total characters. */
export function createMemoryPageCache(limits: { entries: number; chars: number }): PageCache {
  const entries = new Map<string, string>();
  let chars = 0;
  return {
    async get(key) {
      const html = entries.get(key);
      if (html !== undefined) {
        entries.delete(key);
        entries.set(key, html);
      }
      return html;
    },
    async put(key, html) {
      if (html.length > limits.chars) return;
      const previous = entries.get(key);
      if (previous !== undefined) chars -= previous.length;
      entries.delete(key);
      entries.set(key, html);
      chars += html.length;
      for (const [oldest, value] of entries) {
        if (entries.size <= limits.entries && chars <= limits.chars) break;
        entries.delete(oldest);
        chars -= value.length;
      }
    },
  };
}

/** A share card's site path as the build names it (site/lib/share-cards.ts): nothing else is looked up. */
const SHARE_CARD_PATH = /^\/og\/(experts|articles)\/[a-z0-9-]+\.[0-9a-f]{16}\.jpg$/;

export function isShareCardPath(path: string): boolean {
  return SHARE_CARD_PATH.test(path);
}
