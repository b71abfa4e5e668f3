import type { Db } from '../../../db/client.ts';
import { getRetiredPath } from '../../../db/queries/retired-paths.ts';
import { sameOriginPath } from '../../../domain/same-origin-path.ts';
import type { SecurityHeaderSettings } from '../../../domain/security-headers.ts';
import { CSP_HASHES_FILE } from '../../../domain/security-headers.ts';
import { PUBLISH_INFO_FILE, parsePagePath, type RenderPage, type SitePublishInfo } from '../../../domain/site-pages.ts';
import type { PreviewReadDeps } from '../../services/previews.ts';
import type { ContentGeneration } from '../rebuild/generation.ts';
import { contentTypeOf, isShareCardPath, onDemandHeaders, renderOnDemand, type LiveSite, type PageCache, type RenderedPage } from './on-demand.ts';
import { isPreviewPath, PREVIEW_HEADERS, renderPreviewPage } from './preview-page.ts';

/**
 * The data pages on Cloudflare Pages (functions/[[path]].ts): the deployment's static file while
 * it is current, else the page rendered on demand by the deployment's renderer from Turso and
 * kept in the edge cache (the Cache API) under the deployment and the content generation. A
 * change counts a new generation, so no location serves the old copy once it has read the new
 * number: that is the purge, and it reaches every location without the zone purge API.
 */

/** What a Pages Function receives (the part used here). */
export interface PagesRequestContext {
  request: Request;
  next(): Promise<Response>;
  waitUntil(promise: Promise<unknown>): void;
}

/** Static files of the deployment, without running the Function again (the ASSETS binding). */
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
  preview?: PreviewReadDeps | undefined;
}

/** Rendered pages in the Cache API under made-up URLs of the site; a day, then they are rendered again. */
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

export function createEdgePages(deps: EdgePagesDeps) {
  let live: Promise<LiveSite | undefined> | undefined;

  /** The deployment's publish info, read once per isolate (a deployment never changes). */
  function liveSite(origin: string): Promise<LiveSite | undefined> {
    live ??= (async () => {
      const [info, hashes] = await Promise.all([deps.assets.fetch(`${origin}/${PUBLISH_INFO_FILE}`), deps.assets.fetch(`${origin}/${CSP_HASHES_FILE}`)]);
      if (!info.ok) return undefined;
      const publish = (await info.json()) as SitePublishInfo;
      const { scripts = [] } = hashes.ok ? ((await hashes.json()) as { scripts?: string[] }) : {};
      // A card is a static file of the deployment; the assets binding answers 404 for one it does not hold.
      const hasShareCard = async (path: string) => isShareCardPath(path) && (await deps.assets.fetch(new Request(`${origin}${path}`, { method: 'HEAD' }))).ok;
      return { id: `${publish.codeKey}-${publish.generation}`, info: publish, scriptHashes: scripts, render: deps.render, hasShareCard };
    })().catch(() => {
      live = undefined;
      return undefined;
    });
    return live;
  }

  /** A private preview rendered by the deployment's renderer, else the site's 404 page; never put in the edge cache. */
  async function previewAnswer(request: Request, url: URL): Promise<Response> {
    const site = deps.preview ? await liveSite(url.origin) : undefined;
    const page = site && deps.preview ? await renderPreviewPage(deps.preview, site, deps.settings, url.pathname) : undefined;
    const body = (html: BodyInit | null) => (request.method === 'HEAD' ? null : html);
    if (page) return new Response(body(page.html), { status: 200, headers: page.headers });
    const notFound = await deps.assets.fetch(`${url.origin}/404`);
    const headers = new Headers(notFound.headers);
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
    return new Response(body(notFound.body), { status: 404, headers });
  }

  return async function handle(context: PagesRequestContext): Promise<Response> {
    const { request } = context;
    if (request.method !== 'GET' && request.method !== 'HEAD') return context.next();
    const url = new URL(request.url);
    if (isPreviewPath(url.pathname)) return previewAnswer(request, url);
    const ref = parsePagePath(url.pathname);
    if (!ref) return context.next();
    const site = await liveSite(url.origin);
    if (!site) return context.next();

    const generation = await deps.generation.current();
    let staticAnswer: Response | undefined;
    if (generation === site.info.generation) {
      staticAnswer = await context.next();
      if (staticAnswer.status !== 404) return staticAnswer;
    }

    const cache = edgePageCache(deps.cache, url.origin, (promise) => context.waitUntil(promise));
    let page: RenderedPage | undefined;
    try {
      page = await renderOnDemand({ db: deps.db, cache }, site, generation, ref);
    } catch (error) {
      // A page that fails to render is a bug; the deployment's copy, even if older, beats an error page.
      console.error(`[site] rendering ${url.pathname} failed:`, error);
      return staticAnswer ?? context.next();
    }
    if (page) {
      const headers = { ...(await onDemandHeaders(deps.settings, site, page.html, contentTypeOf(ref))), 'X-Page-Render': page.cached ? 'cache' : 'fresh' };
      return new Response(request.method === 'HEAD' ? null : page.html, { status: 200, headers });
    }

    // No such page now: an old address answers as on Node (301 to where it moved, 410 when deleted).
    const retired = await getRetiredPath(deps.db, url.pathname);
    if (retired?.targetPath) {
      const location = sameOriginPath(retired.targetPath + url.search);
      if (location) return new Response(null, { status: 301, headers: { Location: location } });
    }
    if (staticAnswer && !retired) return staticAnswer;
    // Not the deployment's own answer: its file for this path may be the stale page itself.
    const notFound = await deps.assets.fetch(`${url.origin}${nearestNotFoundPage(url.pathname)}`);
    return new Response(notFound.body, { status: retired ? 410 : 404, headers: notFound.headers });
  };
}

/** The not-found page Pages would pick for a path: its folder's 404 page (articles, directory) or the site's. */
function nearestNotFoundPage(path: string): string {
  const folder = /^\/(articles|directory)\//.exec(path)?.[1];
  return folder ? `/${folder}/404` : '/404';
}
