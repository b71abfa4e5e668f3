import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CSP_HASHES_FILE } from '../../domain/security-headers.ts';

/**
 * After a build, hashes every inline `<script>` the pages carry (Astro's island hydration
 * scripts, the layout's few `is:inline` scripts) and writes the CSP source expressions to
 * `csp-hashes.json` in the output. The servers read it to allow exactly those scripts, so the
 * policy needs no 'unsafe-inline' for scripts. Data blocks (JSON-LD) never run and need no hash.
 */

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\stype=["']?application\/(ld\+)?json/;

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

function addInlineScriptHashes(html: string, into: Set<string>): void {
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\ssrc=/.test(attributes) && !DATA_TYPE.test(attributes) && body !== '') into.add(sha256(body));
  }
}

export function cspHashes(): AstroIntegration {
  return {
    name: 'csp-hashes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const outDir = fileURLToPath(dir);
        const found = new Set<string>();
        for (const file of await htmlFiles(outDir)) addInlineScriptHashes(await readFile(file, 'utf8'), found);
        const hashes = { scripts: [...found].sort() };
        await writeFile(join(outDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
      },
    },
  };
}
