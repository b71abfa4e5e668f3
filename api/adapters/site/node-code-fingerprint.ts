import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** What the pages are built from besides the data: a changed template means a stale build. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['site', 'domain', 'db/queries', 'astro.config.mjs', 'package-lock.json'];

let memo: Promise<string> | undefined;

async function compute(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const path = join(ROOT, source);
    const info = await stat(path).catch(() => undefined);
    if (!info) continue;
    const files = info.isDirectory() ? (await readdir(path, { recursive: true })).sort().map((file) => join(path, file)) : [path];
    for (const file of files) {
      const fileStat = await stat(file);
      if (fileStat.isFile()) hash.update(`${file}:${fileStat.size}:${fileStat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Computed once per process: the code does not change under a running server. */
export function codeFingerprint(): Promise<string> {
  memo ??= compute();
  return memo;
}
