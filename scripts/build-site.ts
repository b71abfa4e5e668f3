/**
 * `npm run build`: the whole site, from the code and the database.
 *
 *   node scripts/build-site.ts --out dist [--cache node_modules/.astro/site-build] [--code-cache <dir>]
 *     [--mirror] [--render-link site-render] [--full] [--code-only]
 *
 * 1. The code half (astro build: fixed pages, assets, the renderer) comes from the build cache when
 *    the code and the site settings are unchanged (site/build/code-build.ts).
 * 2. Stored images get the sizes the pages name (site/lib/image-variants-pass.ts: only images that
 *    lack them, e.g. stored on the edge, are encoded; what is complete is kept in DATA_DIR/cache).
 * 3. The data half (site/build/publish-site.ts) renders the pages whose data changed since the
 *    previous build recorded in the cache and reuses the rest, with the share card of every profile
 *    and article in the static set (drawn only when new: site/lib/share-card-render.ts, its cache in
 *    DATA_DIR/cache); a changed code key, an unreadable or damaged cache, or --full renders
 *    everything. The result is the same either way.
 *
 * The Node server runs this for every publish (api/adapters/rebuild/node-build.ts), with the cache
 * in DATA_DIR/builds/cache. On Cloudflare (Workers Builds) the cache lives in node_modules/.astro, which its
 * build cache keeps between builds; --mirror keeps a copy of the output there for the next build,
 * and --render-link puts the renderer where the Cloudflare Worker imports it (`#site-render`).
 * --code-only stops after the code half (no database needed) and prints where it is.
 * The last line printed is a JSON summary (time, peak memory, pages rendered and reused, files).
 */
import { copyFile, link, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createSharpVariantMaker } from '../api/adapters/images/node-variants.ts';
import { codeFingerprint } from '../publishing/build/node-code-fingerprint.ts';
import { parseConfig, securityHeaderSettings } from '../api/config.ts';
import { createDb } from '../db/client.ts';
import { BUILD_REFUSED_EXIT_CODE } from '../publishing/rebuild/node-build.ts';
import { ensureCodeBuild } from '../publishing/build/node-code-build.ts';
import { publishSite, readPreviousBuild } from '../publishing/build/node-publish-site.ts';
import { FileBudgetError } from '../publishing/build/static-set.ts';
import { buildCacheDir, buildStorage } from '../publishing/build/node-build-storage.ts';
import { ensureImageVariants } from '../publishing/build/node-image-variants-pass.ts';
import { shareCardImage } from '../publishing/cards/node-share-card-render.ts';
import type { RenderPage } from '../domain/site-pages.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    cache: { type: 'string', default: 'node_modules/.astro/site-build' },
    'code-cache': { type: 'string' },
    mirror: { type: 'boolean', default: false },
    'render-link': { type: 'string' },
    'code-only': { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
  },
});

const started = performance.now();
const log = (line: string) => console.log(line);
const siteDir = resolve(values.out);
const cacheDir = resolve(values.cache);
const manifestFile = join(cacheDir, 'manifest.json');
const config = parseConfig(process.env);

async function linkTree(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, source.slice(from.length + 1));
    await mkdir(dirname(target), { recursive: true });
    await link(source, target).catch(() => copyFile(source, target));
  }
}

const key = await codeFingerprint(process.env);
const code = await ensureCodeBuild({ cacheDir: resolve(values['code-cache'] ?? join(cacheDir, 'code')), key, log });
if (values['code-only']) {
  console.log(JSON.stringify({ ms: Math.round(performance.now() - started), codeKey: key, siteDir: code.siteDir, renderDir: code.renderDir }));
  process.exit(0);
}

const db = createDb(config.database);
try {
  const previousText = values.full ? undefined : await readFile(manifestFile, 'utf8').catch(() => undefined);
  const previous = await readPreviousBuild(previousText, key, log);
  const { renderPage } = (await import(pathToFileURL(join(code.renderDir, 'entry.mjs')).href)) as { renderPage: RenderPage };
  // Before the pages that name them: the sizes of every stored image, and the share cards' pictures.
  const storage = buildStorage(config);
  const images = await ensureImageVariants({ db, storage, maker: createSharpVariantMaker(), cacheDir: buildCacheDir(config, 'image-variants'), log });
  const cardCache = buildCacheDir(config, 'share-cards');

  await rm(siteDir, { recursive: true, force: true });
  const result = await publishSite({
    db,
    siteDir,
    code,
    render: renderPage,
    budget: config.siteFileBudget,
    siteUrl: config.siteUrl,
    headerSettings: securityHeaderSettings(config),
    previous,
    drawShareCard: (card) => shareCardImage(card, { storage, cacheDir: cardCache }),
    log,
  });

  let manifest = result.manifest;
  if (values.mirror) {
    // The output folder is not kept between builds (a fresh checkout on Workers Builds): keep a copy in the cache.
    const copy = join(cacheDir, 'site');
    await rm(`${copy}.next`, { recursive: true, force: true });
    await linkTree(siteDir, `${copy}.next`);
    await rm(`${copy}.old`, { recursive: true, force: true });
    await rename(copy, `${copy}.old`).catch(() => {});
    await rename(`${copy}.next`, copy);
    await rm(`${copy}.old`, { recursive: true, force: true });
    manifest = { ...manifest, siteDir: copy };
  }
  if (values['render-link']) {
    const at = resolve(values['render-link']);
    await rm(at, { recursive: true, force: true });
    await symlink(code.renderDir, at, 'dir');
  }
  await mkdir(cacheDir, { recursive: true });
  await writeFile(`${manifestFile}.partial`, JSON.stringify(manifest));
  await rename(`${manifestFile}.partial`, manifestFile);

  console.log(
    JSON.stringify({
      ms: Math.round(performance.now() - started),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      full: previous === undefined,
      rendered: result.rendered,
      reused: result.reused,
      cardsDrawn: result.cardsDrawn,
      imagesEncoded: images.made,
      renderDir: code.renderDir,
      ...result.info,
    }),
  );
} catch (error) {
  // A budget no build can meet: said on the last line, with an exit code the Node server knows.
  if (!(error instanceof FileBudgetError)) throw error;
  console.error(error.message);
  process.exitCode = BUILD_REFUSED_EXIT_CODE;
} finally {
  db.$client.close();
}
