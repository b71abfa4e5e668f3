/**
 * The whole site, from the code and the database (`npm run build`, scripts/build-site.ts):
 *
 * 1. The code half (astro build: fixed pages, assets, the renderer) comes from the build cache when
 *    the code and the site settings are unchanged (node-code-build.ts).
 * 2. Stored images get the sizes the pages name (node-image-variants-pass.ts: only images that
 *    lack them, e.g. stored on the edge, are encoded; what is complete is kept in DATA_DIR/cache).
 * 3. The data half (node-publish-site.ts) renders the pages whose data changed since the
 *    previous build recorded in the cache and reuses the rest, with the share card of every profile
 *    and article in the static set (drawn only when new: publishing/cards/node-share-card-render.ts,
 *    its cache in DATA_DIR/cache); a changed code key, an unreadable or damaged cache, or `full`
 *    renders everything. The result is the same either way.
 *
 * The Node server runs it for every publish (publishing/rebuild/node-build.ts), with the cache
 * in DATA_DIR/builds/cache. On Cloudflare (Workers Builds) the cache lives in node_modules/.astro, which its
 * build cache keeps between builds; `mirror` keeps a copy of the output there for the next build,
 * and `renderLink` puts the renderer where the Cloudflare Worker imports it (`#site-render`).
 * `codeOnly` stops after the code half (no database needed) and says where it is.
 */
import { copyFile, link, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSharpVariantMaker } from '../../api/adapters/images/node-variants.ts';
import { parseConfig, securityHeaderSettings, type Env } from '../../api/config.ts';
import { createDb } from '../../db/client.ts';
import type { RenderPage } from '../../domain/site-pages.ts';
import { shareCardImage } from '../cards/node-share-card-render.ts';
import { buildCacheDir, buildStorage } from './node-build-storage.ts';
import { codeFingerprint } from './node-code-fingerprint.ts';
import { ensureCodeBuild } from './node-code-build.ts';
import { ensureImageVariants } from './node-image-variants-pass.ts';
import { publishSite, readPreviousBuild } from './node-publish-site.ts';

export interface SiteBuildOptions {
  /** The output folder (replaced). */
  out: string;
  /** The build cache: the previous build's manifest, and the code builds unless `codeCache` says otherwise. */
  cache: string;
  codeCache?: string | undefined;
  mirror?: boolean;
  renderLink?: string | undefined;
  codeOnly?: boolean;
  full?: boolean;
  env: Env;
  log: (line: string) => void;
}

async function linkTree(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, source.slice(from.length + 1));
    await mkdir(dirname(target), { recursive: true });
    await link(source, target).catch(() => copyFile(source, target));
  }
}

/**
 * Builds the site and answers its summary (time, peak memory, pages rendered and reused, files);
 * throws FileBudgetError (static-set.ts) when no build can meet the file budget.
 */
export async function buildSite(options: SiteBuildOptions): Promise<Record<string, unknown>> {
  const started = performance.now();
  const { log } = options;
  const siteDir = resolve(options.out);
  const cacheDir = resolve(options.cache);
  const manifestFile = join(cacheDir, 'manifest.json');
  const config = parseConfig(options.env);

  const key = await codeFingerprint(options.env);
  const code = await ensureCodeBuild({ cacheDir: resolve(options.codeCache ?? join(cacheDir, 'code')), key, log });
  if (options.codeOnly) return { ms: Math.round(performance.now() - started), codeKey: key, siteDir: code.siteDir, renderDir: code.renderDir };

  const db = createDb(config.database);
  try {
    const previousText = options.full ? undefined : await readFile(manifestFile, 'utf8').catch(() => undefined);
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
    if (options.mirror) {
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
    if (options.renderLink) {
      const at = resolve(options.renderLink);
      await rm(at, { recursive: true, force: true });
      await symlink(code.renderDir, at, 'dir');
    }
    await mkdir(cacheDir, { recursive: true });
    await writeFile(`${manifestFile}.partial`, JSON.stringify(manifest));
    await rename(`${manifestFile}.partial`, manifestFile);

    return {
      ms: Math.round(performance.now() - started),
      maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      full: previous === undefined,
      rendered: result.rendered,
      reused: result.reused,
      cardsDrawn: result.cardsDrawn,
      imagesEncoded: images.made,
      renderDir: code.renderDir,
      ...result.info,
    };
  } finally {
    db.$client.close();
  }
}
