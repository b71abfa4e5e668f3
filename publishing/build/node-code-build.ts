import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { inlineScriptHashes } from './node-csp-hashes.ts';

/**
 * The code half of a site build: `astro build` writes the fixed pages, the client assets and the
 * renderer bundle. They depend on the code and the site settings only (never on the data), so
 * they are kept in the build cache under the code key and built again only when that changes.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const META_FILE = 'code.json';

export interface CodeBuild {
  key: string;
  /** Fixed pages, assets and public files: linked into every site folder of this code. */
  siteDir: string;
  /** The renderer bundle; its entry is entry.mjs. */
  renderDir: string;
  /** Every file of siteDir, relative to it. */
  files: string[];
  /** The CSP hashes of the fixed pages' inline scripts. */
  scriptHashes: string[];
}

const metaSchema = z.object({ key: z.string(), files: z.array(z.string()), scriptHashes: z.array(z.string()) });

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

async function readCodeBuild(dir: string, key: string): Promise<CodeBuild | undefined> {
  const text = await readFile(join(dir, META_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const meta = metaSchema.safeParse(JSON.parse(text));
  if (!meta.success || meta.data.key !== key) return undefined;
  const renderEntry = await stat(join(dir, 'site-render', 'entry.mjs')).catch(() => undefined);
  if (!renderEntry?.isFile()) return undefined;
  return { ...meta.data, siteDir: join(dir, 'site'), renderDir: join(dir, 'site-render') };
}

/** The renderer bundle imports packages; Node finds them through a node_modules link in the cache. */
async function linkNodeModules(cacheDir: string): Promise<void> {
  await symlink(join(ROOT, 'node_modules'), join(cacheDir, 'node_modules'), 'dir').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/** Keeps the newest `keep` code builds besides `current`: older ones belong to code that no build serves. */
async function pruneCodeBuilds(cacheDir: string, current: string, keep: number): Promise<void> {
  const names = (await readdir(cacheDir).catch(() => [] as string[])).filter((name) => /^[0-9a-f]{20}$/.test(name) && name !== current);
  const dated = await Promise.all(names.map(async (name) => ({ name, time: (await stat(join(cacheDir, name))).mtimeMs })));
  dated.sort((a, b) => b.time - a.time);
  await Promise.all(dated.slice(keep).map(({ name }) => rm(join(cacheDir, name), { recursive: true, force: true })));
}

/**
 * The code build of `key` from the cache, or a new one made with `astro build` in this process
 * (its memory counts in the build's peak). Concurrent builds of one key each build, and the first
 * to finish is kept.
 */
export async function ensureCodeBuild(options: { cacheDir: string; key: string; log?: (line: string) => void }): Promise<CodeBuild> {
  const { cacheDir, key } = options;
  const log = options.log ?? (() => {});
  const dir = join(cacheDir, key);
  const cached = await readCodeBuild(dir, key);
  if (cached) return cached;

  await mkdir(cacheDir, { recursive: true });
  await linkNodeModules(cacheDir);
  const work = join(cacheDir, `${key}.partial-${randomBytes(4).toString('hex')}`);
  const started = Date.now();
  log('[site] building the code (astro build)');
  try {
    const { build } = await import('astro');
    await build({ root: ROOT, outDir: join(work, 'site'), cacheDir: join(work, '.astro-cache'), logLevel: 'warn' });
    await rm(join(work, '.astro-cache'), { recursive: true, force: true });
    await rm(join(work, 'site-render', '.prerender'), { recursive: true, force: true });
    const files = await listFiles(join(work, 'site'));
    const hashes = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      for (const hash of inlineScriptHashes(await readFile(join(work, 'site', file), 'utf8'))) hashes.add(hash);
    }
    await writeFile(join(work, META_FILE), JSON.stringify({ key, files, scriptHashes: [...hashes].sort() }));
    await rename(work, dir).catch(async (error: NodeJS.ErrnoException) => {
      // Another build of the same code finished first: keep that one.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(work, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  log(`[site] code built in ${Date.now() - started} ms`);
  await pruneCodeBuilds(cacheDir, key, 2);
  const built = await readCodeBuild(dir, key);
  if (!built) throw new Error(`The code build ${key} is incomplete`);
  return built;
}
