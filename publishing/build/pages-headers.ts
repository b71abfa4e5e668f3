import { IMMUTABLE } from '../serve/node-static.ts';
import type { HeaderMap } from '../../domain/security-headers.ts';

/**
 * On Cloudflare the Worker's static assets serve dist/ themselves, so the headers the Node server
 * sets on the site's pages travel in a `_headers` file written by every build, from the same
 * functions (domain/security-headers.ts) and the same inline-script hashes (csp-hashes.json).
 * (Answers of the Worker carry their own headers from the same functions.) Workers static assets
 * join the values of a header that several rules set, as Pages did, so Cache-Control is set by one
 * rule only: hashed assets under /_astro/ and share cards under /og/ (named by a hash of what they
 * show) are immutable; everything else keeps the assets' default (revalidate every time), the same
 * as Node's `public, no-cache`.
 */
export function pagesHeadersFile(pageHeaders: HeaderMap): string {
  const rule = (path: string, headers: HeaderMap) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[rule('/*', pageHeaders), rule('/_astro/*', { 'Cache-Control': IMMUTABLE }), rule('/og/*', { 'Cache-Control': IMMUTABLE })].join('\n')}\n`;
}
