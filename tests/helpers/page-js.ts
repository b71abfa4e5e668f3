import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a built page loads before any interaction: its script tags (inline and
 * external), its islands' component and renderer modules, and every module those import
 * statically. Left out, because they load only when a visitor acts: dynamic `import()` (the
 * search library) and islands hydrated `client:interact` (site/lib/interact-directive.ts).
 */
export interface PageJs {
  /** Site paths of the modules, in discovery order. */
  files: string[];
  /** Gzipped bytes of the modules plus the inline scripts. */
  gzipBytes: number;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const ISLAND = /<astro-island\b([^>]*)>/g;
const ISLAND_URL = /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
// `import x from "…"`, `import"…"`, `export{…}from"…"`; never `import(…)`, which is lazy.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function gzipSize(text: string): number {
  return gzipSync(text, { level: 9 }).length;
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

export async function pageJs(outDir: string, html: string): Promise<PageJs> {
  const queue: string[] = [];
  let gzipBytes = 0;
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    const type = attribute(attributes, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const src = attribute(attributes, 'src');
    if (src) queue.push(src);
    else if (body.trim()) gzipBytes += gzipSize(body);
  }
  for (const [, attributes = ''] of html.matchAll(ISLAND)) {
    if (attribute(attributes, 'client') === 'interact') continue;
    for (const [, url = ''] of attributes.matchAll(ISLAND_URL)) queue.push(url);
  }

  const files: string[] = [];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    // Third-party tags (the analytics tag) are not the site's own bundle.
    if (!url.startsWith('/') || url.startsWith('//') || files.includes(url)) continue;
    files.push(url);
    const code = await readFile(join(outDir, url), 'utf8');
    gzipBytes += gzipSize(code);
    const base = new URL(url, 'http://site.invalid');
    for (const [, specifier = ''] of code.matchAll(STATIC_IMPORT)) queue.push(new URL(specifier, base).pathname);
  }
  return { files, gzipBytes };
}
