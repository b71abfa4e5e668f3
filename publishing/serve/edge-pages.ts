import type { Db } from '../../db/client.ts';
import { getRetiredPath } from '../../db/queries/retired-paths.ts';
import { CLAIM_PAGE, claimedSlug } from '../../domain/public-paths.ts';
import { sameOriginPath } from '../../domain/same-origin-path.ts';
import type { HeaderMap, SecurityHeaderSettings } from '../../domain/security-headers.ts';
import { CSP_HASHES_FILE } from '../../domain/security-headers.ts';
import { PUBLISH_INFO_FILE, parsePagePath, type RenderPage, type SitePublishInfo } from '../../domain/site-pages.ts';
import type { ContentGeneration } from '../rebuild/generation.ts';
import { contentTypeOf, isShareCardPath, onDemandHeaders, renderOnDemand, type LiveSite, type PageCache, type RenderedPage } from './on-demand.ts';
import { isPreviewPath, PREVIEW_HEADERS, renderPreviewPage, type PreviewReader } from './preview-page.ts';

/**
 * The public pages of the Cloudflare Worker (api/worker.ts) that its static assets do not answer:
 * pages outside the static set, rendered on demand by the deployment's renderer from Turso and
 * kept in the edge cache (the Cache API), the private previews, old addresses (301, 410) and the
 * nearest 404 page. A data page the Worker is asked for while the deployment is current is first
 * looked up in the assets (the static set answers its own pages before the Worker runs, unless
 * wrangler.toml sends them to the Worker); while the data is newer than the deployment, it is
 * rendered. Rendered copies are keyed by what they show (on-demand.ts), so an edit renders again
 * only the pages it changed, in every location, without the zone purge API.
 */

/** Static files of the deployment, without running the Worker again (the ASSETS binding). */
export interface AssetFetcher {
  fetch(input: Request | string): Promise<Response>;
}

export interface EdgePagesDeps {
  db: Db;
  generation: ContentGeneration;
  settings: SecurityHeaderSettings;
  render: RenderPage;
  assets: AssetFetcher;
  /** The edge cache: caches.default in workerd. */
  cache: Cache;
  /** Reads preview links (preview-page.ts); without it (no SECRET_KEY) every /preview address is a 404. */
  preview?: PreviewReader | undefined;
}

/** Rendered pages (and the pointers to them) in the Cache API under made-up URLs of the site, for a day. */
function edgePageCache(cache: Cache, origin: string, waitUntil: (promise: Promise<unknown>) => void): PageCache {
  const keyUrl = (key: string) => `${origin}/.page-cache/${encodeURIComponent(key)}`;
  return {
    async get(key) {
      const hit = await cache.match(keyUrl(key));
      return hit ? hit.text() : undefined;
    },
    async put(key, html) {
      waitUntil(cache.put(keyUrl(key), new Response(html, { headers: { 'Cache-Control': 'public, max-age=86400', 'Content-Type': 'text/plain' } })));
    },
  };
}

export type EdgePages = (request: Request, waitUntil: (promise: Promise<unknown>) => void) => Promise<Response>;

export function createEdgePages(deps: EdgePagesDeps): EdgePages {
  let live: Promise<LiveSite | undefined> | undefined;

  /** The deployment's publish info, read once per isolate (a deployment never changes, nor do its answers). */
  function liveSite(origin: string): Promise<LiveSite | undefined> {
    live ??= (async () => {
      const [info, hashes] = await Promise.all([deps.assets.fetch(`${origin}/${PUBLISH_INFO_FILE}`), deps.assets.fetch(`${origin}/${CSP_HASHES_FILE}`)]);
      if (!info.ok) return undefined;
      const publish = (await info.json()) as SitePublishInfo;
      const { scripts = [] } = hashes.ok ? ((await hashes.json()) as { scripts?: string[] }) : {};
      // A card is a static file of the deployment; the assets binding answers 404 for one it does not hold.
      const cards = new Map<string, Promise<boolean>>();
      const hasShareCard = (path: string) => {
        if (!isShareCardPath(path)) return false;
        let known = cards.get(path);
        if (!known) cards.set(path, (known = deps.assets.fetch(new Request(`${origin}${path}`, { method: 'HEAD' })).then((res) => res.ok)));
        return known;
      };
      return { id: `${publish.codeKey}-${publish.generation}`, info: publish, scriptHashes: scripts, render: deps.render, hasShareCard };
    })().catch(() => {
      live = undefined;
      return undefined;
    });
    return live;
  }

  const body = (request: Request, content: BodyInit | null) => (request.method === 'HEAD' ? null : content);

  /** The nearest not-found page of the deployment (its folder's, else the site's) with `status` and `extra` headers. */
  async function notFound(request: Request, url: URL, status: 404 | 410, extra: HeaderMap = {}): Promise<Response> {
    const page = await deps.assets.fetch(`${url.origin}${nearestNotFoundPage(url.pathname)}`);
    const headers = new Headers(page.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return new Response(body(request, page.body), { status, headers });
  }

  /** The deployment's own file for the request, else its nearest 404 page. */
  async function fromAssets(request: Request, url: URL): Promise<Response> {
    const res = await deps.assets.fetch(request);
    if (res.status !== 404) return res;
    await res.body?.cancel();
    return notFound(request, url, 404);
  }

  /** A private preview rendered by the deployment's renderer, else the site's 404 page; never put in the edge cache. */
  async function previewAnswer(request: Request, url: URL): Promise<Response> {
    const site = deps.preview ? await liveSite(url.origin) : undefined;
    const page = site && deps.preview ? await renderPreviewPage(deps.preview, site, deps.settings, url.pathname) : undefined;
    if (page) return new Response(body(request, page.html), { status: 200, headers: page.headers });
    return notFound(request, url, 404, PREVIEW_HEADERS);
  }

  return async function handle(request, waitUntil) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return deps.assets.fetch(request);
    const url = new URL(request.url);
    if (isPreviewPath(url.pathname)) return previewAnswer(request, url);
    // /claim/{slug}: the one claim page of the deployment answers for every profile (its island reads the slug).
    if (claimedSlug(url.pathname) !== undefined) return fromAssets(new Request(new URL(CLAIM_PAGE, url.origin), request), url);
    const ref = parsePagePath(url.pathname);
    const site = ref ? await liveSite(url.origin) : undefined;
    if (!ref || !site) return fromAssets(request, url);

    const generation = await deps.generation.current();
    if (generation === site.info.generation) {
      const staticAnswer = await deps.assets.fetch(request);
      if (staticAnswer.status !== 404) return staticAnswer;
      await staticAnswer.body?.cancel();
    }

    const cache = edgePageCache(deps.cache, url.origin, waitUntil);
    let page: RenderedPage | undefined;
    try {
      page = await renderOnDemand({ db: deps.db, cache }, site, generation, ref);
    } catch (error) {
      // A page that fails to render is a bug; the deployment's copy, even if older, beats an error page.
      console.error(`[site] rendering ${url.pathname} failed:`, error);
      return fromAssets(request, url);
    }
    if (page) {
      const headers = { ...(await onDemandHeaders(deps.settings, site, page.html, contentTypeOf(ref))), 'X-Page-Render': page.cached ? 'cache' : 'fresh' };
      return new Response(body(request, page.html), { status: 200, headers });
    }

    // No such page now: an old address answers as on Node (301 to where it moved, 410 when deleted).
    const retired = await getRetiredPath(deps.db, url.pathname);
    if (retired?.targetPath) {
      const location = sameOriginPath(retired.targetPath + url.search);
      if (location) return new Response(null, { status: 301, headers: { Location: location } });
    }
    // Not the deployment's file for this path: it may be the stale page itself.
    return notFound(request, url, retired ? 410 : 404);
  };
}

/** The not-found page for a path, as Node picks it: its folder's 404 page (articles, directory) or the site's. */
function nearestNotFoundPage(path: string): string {
  const folder = /^\/(articles|directory)\//.exec(path)?.[1];
  return folder ? `/${folder}/404` : '/404';
}
