import type { Db } from '../../db/client.ts';
import { loadPageData } from '../../db/queries/site-pages.ts';
import { inlineScriptBodies, pageSecurityHeaders, type HeaderMap, type SecurityHeaderSettings } from '../../domain/security-headers.ts';
import { pagePath, pageSignature, type PageRef, type RenderPage, type ShareCardCheck, type SitePublishInfo } from '../../domain/site-pages.ts';

/**
 * Pages rendered on demand, the same way on Node and on Cloudflare: every data page outside the
 * static set, and every data page while the build being served is older than the data. The page
 * is read fresh from the database and rendered by the renderer of the build being served, so it
 * is the HTML that build would have written.
 *
 * A rendered copy is kept under what it shows: the renderer (the code key), the page's path and
 * the signature of its data (domain/site-pages.ts `pageSignature`), so an edit renders again only
 * the pages whose data it changed, whatever else changed, and a new build of the same code keeps
 * the copies. So that a page view costs no database read while nothing changed, a second, small
 * entry points from (build, content generation, path) to that copy: it is read first, and a change
 * (a new generation) or a new build only costs each page one read of its data to find its copy.
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

/** Where rendered pages are kept: memory on Node, the Cache API at the edge. Values are text. */
export interface PageCache {
  get(key: string): Promise<string | undefined>;
  put(key: string, value: string): Promise<void>;
}

export interface RenderedPage {
  html: string;
  /** Served from the cache rather than rendered now. */
  cached: boolean;
}

/** The entry that names the copy a path showed in one build at one content generation. */
export function pagePointerKey(site: LiveSite, generation: number, path: string): string {
  return `${site.id}/${generation}${path}`;
}

/** The entry of a rendered copy: the renderer, the path, what the page shows. */
export function pageContentKey(site: LiveSite, path: string, signature: string): string {
  return `${site.info.codeKey}${path}#${signature}`;
}

/**
 * A copy as kept: the share cards the page asked about with the answers it got (first line, JSON),
 * then its HTML. A copy made while another build was served is used only if this build gives the
 * same answers (it holds the cards that copy names, and none that copy left out).
 */
function encodeCopy(cards: Record<string, boolean>, html: string): string {
  return `${JSON.stringify(cards)}\n${html}`;
}

async function readCopy(cache: PageCache, key: string, site: LiveSite): Promise<string | undefined> {
  const value = await cache.get(key);
  const newline = value?.indexOf('\n') ?? -1;
  if (value === undefined || newline < 0) return undefined;
  const cards = JSON.parse(value.slice(0, newline)) as Record<string, boolean>;
  for (const [path, present] of Object.entries(cards)) if ((await site.hasShareCard(path)) !== present) return undefined;
  return value.slice(newline + 1);
}

/**
 * The page's HTML, from the cache or rendered now; undefined when there is no such page (nor one
 * the public may see now: db/queries/visibility.ts). The pointer of a generation is trusted within
 * it: a due scheduled change counts a new one when the scheduler makes it.
 */
export async function renderOnDemand(
  deps: { db: Db; cache: PageCache; now?: () => Date },
  site: LiveSite,
  generation: number,
  ref: PageRef,
): Promise<RenderedPage | undefined> {
  const path = pagePath(ref);
  const pointer = pagePointerKey(site, generation, path);
  const known = await deps.cache.get(pointer);
  const hit = known === undefined ? undefined : await readCopy(deps.cache, known, site);
  if (hit !== undefined) return { html: hit, cached: true };

  const data = await loadPageData(deps.db, ref, site.info.indexUrls, deps.now?.() ?? new Date());
  if (!data) return undefined;
  const key = pageContentKey(site, path, await pageSignature(data));
  let html = await readCopy(deps.cache, key, site);
  const cached = html !== undefined;
  if (html === undefined) {
    const cards: Record<string, boolean> = {};
    const shareCardExists = async (card: string) => (cards[card] = await site.hasShareCard(card));
    html = await site.render(data, { shareCardExists });
    await deps.cache.put(key, encodeCopy(cards, html));
  }
  await deps.cache.put(pointer, key);
  return { html, cached };
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

/** A share card's site path as the build names it (publishing/cards/share-cards.ts): nothing else is looked up. */
const SHARE_CARD_PATH = /^\/og\/(experts|articles)\/[a-z0-9-]+\.[0-9a-f]{16}\.jpg$/;

export function isShareCardPath(path: string): boolean {
  return SHARE_CARD_PATH.test(path);
}
