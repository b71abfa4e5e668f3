import { IMMUTABLE } from '../../api/adapters/site/node-static.ts';
import type { HeaderMap } from '../../domain/security-headers.ts';

/**
 * Cloudflare Pages serves dist/ itself, so the headers the Node server sets on the site's pages
 * travel in a `_headers` file written by every build, from the same functions
 * (domain/security-headers.ts) and the same inline-script hashes (csp-hashes.json).
 * (Answers of the Pages Functions carry their own headers from the same functions.)
 * Pages joins the values of a header that several rules set, so Cache-Control is set by one rule
 * only: hashed assets under /_astro/ and share cards under /og/ (named by a hash of what they show)
 * are immutable; everything else keeps Pages' default
 * (revalidate every time), the same as Node's `public, no-cache`.
 */
export function pagesHeadersFile(pageHeaders: HeaderMap): string {
  const rule = (path: string, headers: HeaderMap) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[rule('/*', pageHeaders), rule('/_astro/*', { 'Cache-Control': IMMUTABLE }), rule('/og/*', { 'Cache-Control': IMMUTABLE })].join('\n')}\n`;
}
