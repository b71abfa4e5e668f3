/**
 * Rebuilding a photographed site: N synthetic experts and M articles, each with its own stored
 * 3000×3000 photo (original and every size, as the API stores them), built through the real
 * publishing pipeline three times:
 *   1. first build: no build cache; the storage is listed once, every image is found complete, no
 *      image is encoded; every share card is drawn;
 *   2. the same site again, unchanged: nothing listed, nothing encoded, no card drawn;
 *   3. after K more images are stored the edge's way (original only): only those K are encoded.
 * Prints each build's time, the image pass's figures (DATA_DIR/cache/image-variants/last-run.json),
 * the share cards drawn, and whether any stored size was rewritten.
 *
 *   npm run bench:images [-- --experts 1000 --articles 200 --edge 10]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createSharpVariantMaker } from '../../api/adapters/images/node-variants.ts';
import { createFolderStorage } from '../../api/adapters/storage/node-folder.ts';
import { newImageKey } from '../../domain/image-bytes.ts';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { insertStoredImage } from '../../db/queries/stored-images.ts';
import { articles, experts } from '../../db/schema.ts';
import { writeSyntheticData } from '../../db/seed/synthetic.ts';
import { stemOfOriginal, stemOfVariant } from '../../domain/image-variants.ts';
import type { VariantPassResult } from '../../publishing/build/node-image-variants-pass.ts';
import { buildSite } from '../../tests/helpers/build-site.ts';
import { photoPool } from './photo-seed.ts';

const { values } = parseArgs({
  options: { experts: { type: 'string', default: '1000' }, articles: { type: 'string', default: '200' }, edge: { type: 'string', default: '10' } },
});
const expertCount = Number(values.experts);
const articleCount = Number(values.articles);
const edgeCount = Number(values.edge);

const dir = mkdtempSync(join(tmpdir(), 'lx-bench-images-'));
const url = `file:${join(dir, 'app.db')}`;
const db = createDb({ url });
const uploads = join(dir, 'uploads', 'images');
const storage = createFolderStorage(uploads);
const maker = createSharpVariantMaker();
const log = (line: string) => console.error(line);

try {
  await migrateDb(db, url);
  await writeSyntheticData(db, { experts: expertCount, articles: articleCount });

  // A pool of photos whose sizes are made once, with the real encoder: the cost of storing one photo.
  const pool = await photoPool(12);
  const encoded: { original: Buffer; variants: Awaited<ReturnType<typeof maker.make>> }[] = [];
  const encodeStarted = performance.now();
  for (const original of pool) encoded.push({ original, variants: await maker.make('pool-00000000000000000000000000000000.jpg', new Uint8Array(original)) });
  const msPerEncode = (performance.now() - encodeStarted) / pool.length;
  log(
    `[images] ${pool.length} photos of ${(pool.reduce((sum, photo) => sum + photo.length, 0) / pool.length / 1e6).toFixed(2)} MB on average; sizes made in ${Math.round(msPerEncode)} ms per photo`,
  );

  // Every expert and article gets its own stored image (own key, record, original and sizes), as if stored through the API.
  let next = 0;
  async function storeCopy(withSizes: boolean): Promise<string> {
    const { original, variants } = encoded[next++ % encoded.length]!;
    const key = newImageKey({ extension: 'jpg', contentType: 'image/jpeg' });
    const stem = stemOfOriginal(key)!;
    const storedUrl = await storage.put(key, new Uint8Array(original), 'image/jpeg');
    if (withSizes) for (const variant of variants) await storage.put(variant.key.replace(/^pool-0+/, stem), variant.bytes, variant.contentType);
    await insertStoredImage(db, {
      filename: key,
      storedUrl,
      fileSize: original.length,
      contentType: 'image/jpeg',
      sourceType: 'upload',
      provider: 'upload',
      model: 'upload',
      size: '3000x3000',
    });
    return storedUrl;
  }
  for (const { id } of await db.select({ id: experts.id }).from(experts))
    await db
      .update(experts)
      .set({ imageUrl: await storeCopy(true) })
      .where(eq(experts.id, id));
  for (const { id } of await db.select({ id: articles.id }).from(articles))
    await db
      .update(articles)
      .set({ featuredImageUrl: await storeCopy(true) })
      .where(eq(articles.id, id));
  log(`[images] ${next} images stored with their sizes`);

  const cards = join(dir, 'cache', 'share-cards');
  const countCards = async () => (await readdir(cards).catch(() => [] as string[])).filter((name) => name.endsWith('.jpg')).length;
  const sizeTimes = async () => {
    const names = (await readdir(uploads)).filter((name) => stemOfVariant(name));
    return new Map(await Promise.all(names.map(async (name) => [name, (await stat(join(uploads, name))).mtimeMs] as const)));
  };
  async function build(label: string) {
    const cardsBefore = await countCards();
    const started = performance.now();
    await buildSite(db, url, dir, { DATA_DIR: dir });
    const seconds = (performance.now() - started) / 1000;
    const pass = JSON.parse(await readFile(join(dir, 'cache', 'image-variants', 'last-run.json'), 'utf8')) as VariantPassResult;
    const drawn = (await countCards()) - cardsBefore;
    log(`[images] ${label}: ${seconds.toFixed(1)} s`);
    return `| ${label} | ${seconds.toFixed(1)} | ${pass.images} | ${pass.fromCache} | ${pass.found} | ${pass.made} | ${pass.ms} | ${drawn} |`;
  }

  const rows = [await build('1. first build (no build cache)')];
  const before = await sizeTimes();
  rows.push(await build('2. unchanged, built again'));
  const after = await sizeTimes();
  const rewritten = [...before].filter(([name, time]) => after.get(name) !== time).length;

  for (let n = 0; n < edgeCount; n++) {
    const [expert] = await db
      .select({ id: experts.id })
      .from(experts)
      .where(eq(experts.id, n + 1));
    if (expert)
      await db
        .update(experts)
        .set({ imageUrl: await storeCopy(false) })
        .where(eq(experts.id, expert.id));
  }
  rows.push(await build(`3. after ${edgeCount} images stored without sizes (the edge's way)`));

  console.log(
    `${expertCount} experts and ${articleCount} articles, each with its own 3000×3000 photo; sizes made in ${Math.round(msPerEncode)} ms per photo (one core, sharp).\n`,
  );
  console.log('| build | s | images | known complete (cache) | found complete (listing) | encoded | image pass ms | share cards drawn |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(`\nStored sizes rewritten by the unchanged rebuild: ${rewritten} of ${before.size}.`);
} finally {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}
