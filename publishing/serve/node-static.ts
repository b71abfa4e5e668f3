import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { CLAIM_PAGE, claimedSlug } from '../../domain/public-paths.ts';
import { sameOriginPath } from '../../domain/same-origin-path.ts';
import { pageFile, parsePagePath, type PageRef } from '../../domain/site-pages.ts';
import { CSP_HASHES_FILE, pageSecurityHeaders, uploadSecurityHeaders, type HeaderMap, type SecurityHeaderSettings } from '../../domain/security-headers.ts';
import { contentTypeOf, onDemandHeaders, type LiveSite, type RenderedPage } from './on-demand.ts';
import { isPreviewPath, PREVIEW_HEADERS, renderPreviewPage, type PreviewReader } from './preview-page.ts';

/**
 * Serves the live build folder (swapped after each publish) with clean URLs the way Cloudflare
 * Pages does: /x → x.html, /x/ → /x, unknown paths → the nearest 404.html with status 404.
 * Hashed assets are immutable; everything else is revalidated with its ETag.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_NAME = /\.[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The security headers of one build folder: pages allow exactly the inline scripts that build hashed. */
export interface FolderHeaders {
  page: HeaderMap;
  other: HeaderMap;
}

const headersByFolder = new Map<string, Promise<FolderHeaders>>();

export function folderHeaders(root: string, settings: SecurityHeaderSettings): Promise<FolderHeaders> {
  let headers = headersByFolder.get(root);
  if (!headers) {
    headers = readFile(join(root, CSP_HASHES_FILE), 'utf8')
      .then((text) => JSON.parse(text) as { scripts?: string[] })
      .catch(() => ({ scripts: [] }))
      .then(({ scripts = [] }) => ({
        page: pageSecurityHeaders({ ...settings, inlineScriptHashes: scripts }),
        other: uploadSecurityHeaders(settings),
      }));
    headersByFolder.set(root, headers);
  }
  return headers;
}

/** A path inside `root`, or undefined when the request tries to leave it. */
function within(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // Hidden files and folders (build leftovers such as .prerender) are never served.
  if (decoded.includes('\0') || /(^|\/)\./.test(decoded)) return undefined;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root + sep) ? full : undefined;
}

async function fileInfo(path: string | undefined) {
  if (!path) return undefined;
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { path, size: info.size, mtime: info.mtime } : undefined;
}

async function sendFile(
  c: Context,
  file: { path: string; size: number; mtime: Date },
  options: { status?: 200 | 404 | 410; cacheControl: string; security: FolderHeaders },
) {
  const etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': options.cacheControl,
    ETag: etag,
    'Last-Modified': file.mtime.toUTCString(),
    ...(type.startsWith('text/html') ? options.security.page : options.security.other),
  };
  const status = options.status ?? 200;
  if (status === 200 && c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, status, { ...headers, 'Content-Length': String(file.size) });
  const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return c.body(stream, status, { ...headers, 'Content-Length': String(file.size) });
}

function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/_astro/') || HASHED_NAME.test(urlPath) ? IMMUTABLE : 'public, no-cache';
}

/** The nearest 404.html above the requested path, as Cloudflare's static assets pick it. */
async function notFoundPage(root: string, urlPath: string) {
  const segments = urlPath.split('/').filter(Boolean).slice(0, -1);
  for (let depth = segments.length; depth >= 0; depth--) {
    const candidate = await fileInfo(within(root, `/${segments.slice(0, depth).join('/')}/404.html`));
    if (candidate) return candidate;
  }
  return undefined;
}

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Preparing the site</title></head><body style="font-family:system-ui;padding:3rem;text-align:center"><h1>The site is being built</h1><p>This page refreshes itself in a few seconds.</p></body></html>`;

const GONE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Gone</title></head><body style="font-family:system-ui;padding:3rem;text-align:center"><h1>This page was removed</h1><p><a href="/">Back to the directory</a></p></body></html>`;

/** An old public path: where it moved to (301), or null when its item was deleted (410). */
export type RetiredPathLookup = (path: string) => Promise<{ targetPath: string | null } | undefined>;

/**
 * Old links keep working: a retired path answers 301 to its new place, or 410 Gone (with the 404
 * page's body) when its item was deleted. Only paths on this site are redirected to.
 */
async function retiredAnswer(c: Context, root: string, urlPath: string, lookup: RetiredPathLookup, query: string, security: FolderHeaders) {
  const retired = await lookup(urlPath);
  if (!retired) return undefined;
  if (retired.targetPath !== null) {
    const location = sameOriginPath(retired.targetPath + query);
    return location ? c.redirect(location, 301) : undefined;
  }
  const page = await notFoundPage(root, urlPath);
  if (page) return sendFile(c, page, { status: 410, cacheControl: 'no-cache', security });
  return c.html(GONE_PAGE, 410, { ...security.page, 'Cache-Control': 'no-cache' });
}

/** The build being served: its folder, and its renderer when it has one (site builds do; test stand-ins may not). */
export interface ServedBuild {
  dir: string;
  site?: LiveSite | undefined;
}

/** Pages outside the static set, or stale in it, rendered on demand (on-demand.ts). */
export interface OnDemandSite {
  /** The content generation now: a build read at an older one serves its data pages on demand. */
  generation(): Promise<number>;
  render(site: LiveSite, generation: number, ref: PageRef): Promise<RenderedPage | undefined>;
  /** A data page was served (for the most-visited part of the static set). */
  visited?(path: string): void;
}

/** Profiles and articles: the pages ranked by their views for the static set. */
function isEntityPage(ref: PageRef): boolean {
  return ref.kind === 'expert' || ref.kind === 'article';
}

export interface SiteOptions {
  retiredPath?: RetiredPathLookup | undefined;
  onDemand?: OnDemandSite | undefined;
  /** Serves /preview/{token} (preview-page.ts) when given. */
  preview?: PreviewReader | undefined;
}

/** A private preview rendered by the build's renderer, else the site's 404 page; never cached (preview-page.ts). */
async function previewAnswer(c: Context, build: ServedBuild, settings: SecurityHeaderSettings, security: FolderHeaders, read: PreviewReader) {
  const page = build.site ? await renderPreviewPage(read, build.site, settings, c.req.path) : undefined;
  if (page) return c.req.method === 'HEAD' ? c.body(null, 200, page.headers) : c.body(page.html, 200, page.headers);
  const privately = { page: { ...security.page, ...PREVIEW_HEADERS }, other: { ...security.other, ...PREVIEW_HEADERS } };
  const notFoundFile = await notFoundPage(build.dir, '/');
  if (notFoundFile) return sendFile(c, notFoundFile, { status: 404, cacheControl: PREVIEW_HEADERS['Cache-Control'], security: privately });
  return c.text('Not found', 404, privately.other);
}

export function serveSite(current: () => ServedBuild | undefined, settings: SecurityHeaderSettings, options: SiteOptions = {}) {
  const buildingHeaders = pageSecurityHeaders(settings);
  const { retiredPath, onDemand, preview } = options;
  return async (c: Context) => {
    const build = current();
    if (!build) return c.html(BUILDING_PAGE, 503, { ...buildingHeaders, 'Retry-After': '5', 'Cache-Control': 'no-store' });
    const root = build.dir;
    const security = await folderHeaders(root, settings);
    const urlPath = c.req.path;
    const query = new URL(c.req.url).search;
    if (preview && isPreviewPath(urlPath)) return previewAnswer(c, build, settings, security, preview);
    // /claim/{slug}: one page answers for every profile; its island reads the slug from the address.
    const claimPage = claimedSlug(urlPath) === undefined ? undefined : await fileInfo(within(root, `${CLAIM_PAGE}.html`));
    if (claimPage) return sendFile(c, claimPage, { cacheControl: cacheControlFor(CLAIM_PAGE), security });

    const canonical = canonicalPath(urlPath);
    if (canonical !== undefined) {
      // A path that cannot be redirected within the site (//host, /\host, control characters) is simply not found.
      const location = sameOriginPath(canonical + query);
      return location ? c.redirect(location, 301) : notFound(c, root, urlPath, security);
    }

    const ref = parsePagePath(urlPath);
    const site = ref && onDemand ? build.site : undefined;
    // A data page's file is only as new as the data its build read: after a change, render it.
    const generation = site && onDemand ? await onDemand.generation() : undefined;
    const fresh = !site || generation === site.info.generation;

    const file = !fresh
      ? undefined
      : ((await fileInfo(within(root, urlPath === '/' ? '/index.html' : urlPath))) ??
        (urlPath === '/' ? undefined : await fileInfo(within(root, `${urlPath}.html`))));
    if (file) {
      if (ref && isEntityPage(ref)) onDemand?.visited?.(urlPath);
      return sendFile(c, file, { cacheControl: cacheControlFor(urlPath), security });
    }

    if (site && ref && onDemand && generation !== undefined) {
      let page: RenderedPage | undefined;
      try {
        page = await onDemand.render(site, generation, ref);
      } catch (error) {
        // A page that fails to render is a bug; the build's copy, even if older, beats an error page.
        console.error(`[site] rendering ${urlPath} failed:`, error);
        const stale = await fileInfo(within(root, `/${pageFile(urlPath)}`));
        if (stale) return sendFile(c, stale, { cacheControl: cacheControlFor(urlPath), security });
        throw error;
      }
      if (page) {
        if (isEntityPage(ref)) onDemand.visited?.(urlPath);
        const headers = await onDemandHeaders(settings, site, page.html, contentTypeOf(ref));
        const answerHeaders = { ...headers, 'X-Page-Render': page.cached ? 'cache' : 'fresh' };
        return c.req.method === 'HEAD' ? c.body(null, 200, answerHeaders) : c.body(page.html, 200, answerHeaders);
      }
    }

    const retired = retiredPath && (await retiredAnswer(c, root, urlPath, retiredPath, query, security));
    if (retired) return retired;

    return notFound(c, root, urlPath, security);
  };
}

/** The clean URL of `/x/` and `/x.html` (`/x`), of `/a/index.html` (`/a/`); undefined when the path is already clean. */
function canonicalPath(urlPath: string): string | undefined {
  if (urlPath.length > 1 && urlPath.endsWith('/')) return urlPath.replace(/\/+$/, '');
  if (!urlPath.endsWith('.html')) return undefined;
  const clean = urlPath.slice(0, -'.html'.length);
  return clean.endsWith('/index') ? clean.slice(0, -'index'.length) || '/' : clean;
}

async function notFound(c: Context, root: string, urlPath: string, security: FolderHeaders) {
  const page = await notFoundPage(root, urlPath);
  if (page) return sendFile(c, page, { status: 404, cacheControl: 'no-cache', security });
  return c.text('Not found', 404, security.other);
}

/** Stored uploads: names are random and never reused, so they cache forever. */
export function serveUploads(folder: string, prefix: string, settings: SecurityHeaderSettings) {
  const headers = uploadSecurityHeaders(settings);
  const security = { page: headers, other: headers };
  return async (c: Context) => {
    const file = await fileInfo(within(folder, c.req.path.slice(prefix.length - 1)));
    if (!file) return c.json({ message: 'Not found' }, 404, headers);
    return sendFile(c, file, { cacheControl: IMMUTABLE, security });
  };
}
