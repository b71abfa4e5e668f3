import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig, securityHeaderSettings } from '../../api/config.ts';

/**
 * What the site's output is made from besides the data: the page code, the domain rules and
 * queries it reads through, the site build itself, the dependencies, and the settings the pages
 * show (baked into the renderer). The same key means the same fixed pages, assets and renderer,
 * so the site build may reuse them and every page whose data did not change. Contents are hashed,
 * not dates: a checkout or a copy must not look like a change, and an edit must never look like none.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = [
  'site',
  'publishing',
  'domain',
  'db/queries',
  'db/schema.ts',
  'api/config.ts',
  'scripts/build-site.ts',
  'astro.config.mjs',
  'package-lock.json',
];

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const source of SOURCES) {
    const path = join(ROOT, source);
    const info = await stat(path).catch(() => undefined);
    if (!info) continue;
    if (!info.isDirectory()) {
      files.push(path);
      continue;
    }
    for (const entry of await readdir(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
    }
  }
  return files.sort();
}

let memo: Promise<string> | undefined;

async function computeSources(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node}\nastro ${(createRequire(import.meta.url)('astro/package.json') as { version: string }).version}\n`);
  for (const file of await sourceFiles())
    hash
      .update(`${relative(ROOT, file)}\n`)
      .update(await readFile(file))
      .update('\n');
  return hash.digest('hex');
}

/**
 * The key of the code and the site settings in `env`. The sources are read once per process: the
 * code does not change under a running server.
 */
export async function codeFingerprint(env: Record<string, string | undefined> = process.env): Promise<string> {
  memo ??= computeSources();
  // What the pages show and the headers they are served with, as resolved from the settings.
  const config = parseConfig(env);
  const settings = JSON.stringify([config.siteName, securityHeaderSettings(config)]);
  return createHash('sha256')
    .update(await memo)
    .update(settings)
    .digest('hex')
    .slice(0, 20);
}
