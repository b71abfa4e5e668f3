import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { IMMUTABLE, PAGE_HEADERS } from '../../api/adapters/site/node-static.ts';

/**
 * Cloudflare Pages serves dist/ itself, so the headers the Node server sets on the site's files
 * travel in a `_headers` file written at the end of every build, from the same constants.
 * (Pages Functions answers, /api/*, carry their own headers from the app.)
 * Pages joins the values of a header that several rules set, so Cache-Control is set by one rule
 * only: hashed assets under /_astro/ are immutable; everything else keeps Pages' default
 * (revalidate every time), the same as Node's `public, no-cache`.
 */
export function pagesHeadersFile(pageHeaders: Record<string, string> = PAGE_HEADERS): string {
  const rule = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[rule('/*', pageHeaders), rule('/_astro/*', { 'Cache-Control': IMMUTABLE })].join('\n')}\n`;
}

export function pagesHeaders(): AstroIntegration {
  return {
    name: 'pages-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_headers', dir), pagesHeadersFile());
      },
    },
  };
}
