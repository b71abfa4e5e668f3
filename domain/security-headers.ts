/**
 * The response headers that protect pages, the API and stored uploads, written once as pure
 * functions of the site's settings: the Node server sets them on every response, and the
 * `_headers` file of the Cloudflare Worker's static assets is generated from the same functions,
 * so both agree.
 */

export interface SecurityHeaderSettings {
  /** SITE_URL: https turns on HSTS. */
  siteUrl: string;
  /** S3_PUBLIC_URL: where stored images are served from when they are not under /uploads. */
  storagePublicUrl?: string;
  /** GA_MEASUREMENT_ID: the analytics origins are allowed only when it is set. */
  gaMeasurementId?: string;
  /**
   * CSP source expressions ('sha256-…') of the inline scripts the site build emitted (Astro's
   * island hydration scripts, the layout's `is:inline` scripts), hashed at build time.
   */
  inlineScriptHashes?: readonly string[];
}

export type HeaderMap = Record<string, string>;

/** The file in the site build that lists the inline scripts' hashes: `{ scripts: string[] }`. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** The only origins a page may frame: the clean embeds built from parsed YouTube video ids. */
export const FRAME_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'] as const;

/** Google tag manager / analytics: loaded only when a measurement id is configured. */
const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** One year, without includeSubDomains: the site may live beside other hosts of its domain that are not ours to pin. */
const HSTS = 'max-age=31536000';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function policy(directives: ReadonlyArray<readonly [name: string, sources: ReadonlyArray<string | undefined | false>]>): string {
  return directives.map(([name, sources]) => [name, ...sources.filter((source): source is string => Boolean(source))].join(' ')).join('; ');
}

const quoted = (hashes: readonly string[] = []) => hashes.map((hash) => `'${hash}'`);

/** HSTS only over https: a browser ignores it on http, and a local http site must stay reachable. */
function transportHeaders(settings: SecurityHeaderSettings): HeaderMap {
  return settings.siteUrl.startsWith('https://') ? { 'Strict-Transport-Security': HSTS } : {};
}

const COMMON: HeaderMap = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/**
 * The page policy. Scripts come from the site itself plus the exact inline scripts of the build,
 * by hash: no injected script can run. Styles allow 'unsafe-inline': Radix positions popovers
 * with style attributes and its scroll lock inserts a `<style>` element computed at run time
 * (react-remove-scroll-bar), which no hash can name; CSS can run no code. Images may come from
 * anywhere on https (expert photos link to their institutions) and from the storage bucket.
 */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): string {
  const analytics = Boolean(settings.gaMeasurementId);
  return policy([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...quoted(settings.inlineScriptHashes), ...(analytics ? ANALYTICS_SCRIPT_ORIGINS : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'https:', 'blob:', originOf(settings.storagePublicUrl)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(analytics ? ANALYTICS_CONNECT_ORIGINS : [])]],
    ['frame-src', [...FRAME_ORIGINS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/** Every HTML page of the site. */
export function pageSecurityHeaders(settings: SecurityHeaderSettings): HeaderMap {
  return { ...COMMON, 'Content-Security-Policy': contentSecurityPolicy(settings), ...transportHeaders(settings) };
}

/** JSON from /api: nothing in it may ever run, load or be framed. */
export function apiSecurityHeaders(settings: SecurityHeaderSettings): HeaderMap {
  return { ...COMMON, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'", ...transportHeaders(settings) };
}

/**
 * Stored images (and every non-HTML file of the site): opened on their own, an uploaded SVG must
 * not run script, so the document is sandboxed and may load nothing but itself.
 */
export function uploadSecurityHeaders(settings: SecurityHeaderSettings): HeaderMap {
  return {
    ...COMMON,
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    ...transportHeaders(settings),
  };
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\stype=["']?application\/(ld\+)?json/;

/**
 * The bodies of the inline `<script>`s a page runs (island hydration, the layout's `is:inline`
 * scripts): what `inlineScriptHashes` must name. Data blocks (JSON-LD) never run and need no hash.
 */
export function inlineScriptBodies(html: string): string[] {
  const found = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\ssrc=/.test(attributes) && !DATA_TYPE.test(attributes) && body !== '') found.add(body);
  }
  return [...found];
}
