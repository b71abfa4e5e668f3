import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CSP_HASHES_FILE } from '../../domain/security-headers.ts';

/**
 * After a build, hashes every inline `<script>` and `<style>` the pages carry (Astro's island
 * hydration scripts, inlined small stylesheets, the layout's few `is:inline` scripts) and writes
 * the CSP source expressions to `csp-hashes.json` in the output. The servers read it to allow
 * exactly those blocks, so the policy needs no 'unsafe-inline' for scripts or styles. Data blocks
 * (JSON-LD) are never executed and need no hash.
 */

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;
const DATA_TYPE = /\stype=["']?application\/(ld\+)?json/;

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

export function inlineBlockHashes(html: string, into: { scripts: Set<string>; styles: Set<string> }): void {
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\ssrc=/.test(attributes) && !DATA_TYPE.test(attributes) && body !== '') into.scripts.add(sha256(body));
  }
  for (const [, , body = ''] of html.matchAll(INLINE_STYLE)) into.styles.add(sha256(body));
}

export function cspHashes(): AstroIntegration {
  return {
    name: 'csp-hashes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const outDir = fileURLToPath(dir);
        const found = { scripts: new Set<string>(), styles: new Set<string>() };
        for (const file of await htmlFiles(outDir)) inlineBlockHashes(await readFile(file, 'utf8'), found);
        const hashes = { scripts: [...found.scripts].sort(), styles: [...found.styles].sort() };
        await writeFile(join(outDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
      },
    },
  };
}
