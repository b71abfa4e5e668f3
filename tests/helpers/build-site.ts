import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createNodeRebuilder } from '../../publishing/rebuild/node-build.ts';
import type { Db } from '../../db/client.ts';

export const BUILD_SITE_URL = 'http://localhost:4321';
const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Code builds (astro build) shared by the test builds of this checkout: they depend on the code
 * and the site settings only, so one serves every test file; each build still renders its own data.
 */
export const SHARED_CODE_CACHE = join(tmpdir(), `lx-code-cache-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);

/**
 * The data folder of test builds that name none: where the build keeps its image caches (image
 * sizes, share cards) and finds stored images. Outside the checkout, shared like the code builds.
 */
export const SHARED_BUILD_DATA = join(tmpdir(), `lx-build-data-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);

/** The test builds' settings (the code key depends on them, so every test build shares one code build). */
export function buildEnv(env: Record<string, string> = {}): Record<string, string> {
  return { SITE_URL: BUILD_SITE_URL, SITE_NAME: 'Longevity Experts', DATA_DIR: SHARED_BUILD_DATA, ...env };
}

/** The code half of the test builds (astro build, shared): the fixed pages and the renderer. */
export async function codeBuild(): Promise<{ siteDir: string; renderDir: string }> {
  const scratch = mkdtempSync(join(tmpdir(), 'lx-code-only-'));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(ROOT, 'scripts', 'build-site.ts'), '--code-only', '--code-cache', SHARED_CODE_CACHE, '--cache', scratch, '--out', join(scratch, 'out')],
      { cwd: ROOT, env: { ...process.env, ...buildEnv(), ASTRO_TELEMETRY_DISABLED: '1' }, maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { siteDir: string; renderDir: string };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Builds the real site from a test database through the real publishing pipeline. */
export async function buildSite(db: Db, databaseUrl: string, dir: string, env: Record<string, string> = {}) {
  const logs: string[] = [];
  const rebuild = await createNodeRebuilder({
    db,
    buildsDir: join(dir, 'builds'),
    env: { DATABASE_URL: databaseUrl, ...buildEnv(env) },
    fingerprint: async () => String(Date.now()),
    codeCacheDir: SHARED_CODE_CACHE,
    log: (line) => logs.push(line),
  });
  await rebuild.request('test');
  await rebuild.whenIdle();
  // Its build process goes on to the next test build of this worker.
  rebuild.close();
  const outDir = rebuild.currentDir();
  if (!outDir) throw new Error(`Site build failed:\n${(await rebuild.status()).lastError ?? logs.join('\n')}`);
  const pointer = JSON.parse(await readFile(join(dir, 'builds', 'current.json'), 'utf8')) as { renderDir?: string };
  return {
    outDir,
    /** The build's renderer (site-render/ of its code build). */
    renderDir: pointer.renderDir ?? '',
    /** The text of a built file, e.g. read('articles/my-slug.html'). */
    read: (path: string) => readFile(join(outDir, path), 'utf8'),
  };
}
