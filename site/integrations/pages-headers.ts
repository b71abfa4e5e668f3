import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { IMMUTABLE } from '../../api/adapters/site/node-static.ts';
import { parseConfig, securityHeaderSettings } from '../../api/config.ts';
import { CSP_HASHES_FILE, pageSecurityHeaders, type HeaderMap, type SecurityHeaderSettings } from '../../domain/security-headers.ts';

/**
 * Cloudflare Pages serves dist/ itself, so the headers the Node server sets on the site's pages
 * travel in a `_headers` file written at the end of every build, from the same functions
 * (domain/security-headers.ts) and the same inline-block hashes (written first by csp-hashes).
 * (Pages Functions answers, /api/*, carry their own headers from the app.)
 * Pages joins the values of a header that several rules set, so Cache-Control is set by one rule
 * only: hashed assets under /_astro/ and share cards under /og/ are immutable; everything else keeps Pages' default
 * (revalidate every time), the same as Node's `public, no-cache`.
 */
export function pagesHeadersFile(pageHeaders: HeaderMap): string {
  const rule = (path: string, headers: HeaderMap) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  // Share cards are named by a hash of what they show, like the hashed assets.
  return `${[rule('/*', pageHeaders), rule('/_astro/*', { 'Cache-Control': IMMUTABLE }), rule('/og/*', { 'Cache-Control': IMMUTABLE })].join('\n')}\n`;
}

/** The page headers of one build folder: the site's settings plus the hashes that build wrote. */
export async function buildPageHeaders(dir: URL | string, settings: SecurityHeaderSettings): Promise<HeaderMap> {
  const hashesFile = typeof dir === 'string' ? `${dir.replace(/\/$/, '')}/${CSP_HASHES_FILE}` : new URL(CSP_HASHES_FILE, dir);
  const { scripts = [] } = JSON.parse(await readFile(hashesFile, 'utf8')) as { scripts?: string[] };
  return pageSecurityHeaders({ ...settings, inlineScriptHashes: scripts });
}

/** Must come after cspHashes() in the integrations: it reads the hashes that one writes. */
export function pagesHeaders(): AstroIntegration {
  return {
    name: 'pages-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const settings = securityHeaderSettings(parseConfig(process.env));
        await writeFile(new URL('_headers', dir), pagesHeadersFile(await buildPageHeaders(dir, settings)));
      },
    },
  };
}
