import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createNodeRebuilder } from '../../api/adapters/rebuild/node-build.ts';
import type { Db } from '../../db/client.ts';

export const BUILD_SITE_URL = 'http://localhost:4321';

/**
 * Code builds (astro build) shared by the test builds of this checkout: they depend on the code
 * and the site settings only, so one serves every test file; each build still renders its own data.
 */
export const SHARED_CODE_CACHE = join(tmpdir(), `lx-code-cache-${createHash('sha256').update(resolve(import.meta.dirname, '..', '..')).digest('hex').slice(0, 12)}`);

/** Builds the real site from a test database through the real publishing pipeline. */
export async function buildSite(db: Db, databaseUrl: string, dir: string, env: Record<string, string> = {}) {
  const logs: string[] = [];
  const rebuild = await createNodeRebuilder({
    db,
    buildsDir: join(dir, 'builds'),
    env: { DATABASE_URL: databaseUrl, SITE_URL: BUILD_SITE_URL, SITE_NAME: 'Longevity Experts', ...env },
    fingerprint: async () => String(Date.now()),
    codeCacheDir: SHARED_CODE_CACHE,
    log: (line) => logs.push(line),
  });
  await rebuild.request('test');
  await rebuild.whenIdle();
  const outDir = rebuild.currentDir();
  if (!outDir) throw new Error(`Site build failed:\n${(await rebuild.status()).lastError ?? logs.join('\n')}`);
  return {
    outDir,
    rebuild,
    /** The text of a built file, e.g. read('articles/my-slug.html'). */
    read: (path: string) => readFile(join(outDir, path), 'utf8'),
  };
}
