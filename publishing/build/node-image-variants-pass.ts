/**
 * Build-time only: cleans the original (api/adapters/images/types.ts, cleanOriginal: no metadata,
 * pixels turned by the EXIF orientation) and makes the sizes (domain/image-variants.ts) of every
 * recorded image not yet known complete, before the pages that show them are rendered. On Node,
 * images are cleaned and get their sizes when they are stored; this catches images stored on the
 * edge (no sharp there: their metadata is stripped at store time, but a JPEG's orientation is
 * still a tag and an AVIF's metadata still in it) and images from before cleaning or sizes
 * existed. Which images are complete is kept in DATA_DIR/cache, so an unchanged site reads
 * nothing and re-encodes nothing; an image not in it (new, or every image once when the cache is
 * lost or the signature changes) is read once, rewritten only when cleaning changed it, and its
 * sizes made only when the storage listing lacks them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageVariantMaker } from '../../api/adapters/images/types.ts';
import type { Storage } from '../../api/adapters/storage/types.ts';
import type { Db } from '../../db/client.ts';
import { detectImageKind } from '../../domain/image-bytes.ts';
import { listStoredImageFilenames } from '../../db/queries/stored-images.ts';
import { stemOfOriginal, VARIANTS, variantKeysOf } from '../../domain/image-variants.ts';

/**
 * Changes with the list of sizes and the cleaning's version, so a new size is made for every image
 * and every original stored before its metadata was taken out is cleaned once (version 1).
 */
const CLEANING_VERSION = 1;
const SIGNATURE = createHash('sha256')
  .update(JSON.stringify({ VARIANTS, cleaning: CLEANING_VERSION }))
  .digest('hex')
  .slice(0, 16);

export interface VariantPassResult {
  /** Recorded images with sizes (our own file names). */
  images: number;
  /** Known complete from the cache: nothing read. */
  fromCache: number;
  /** Found with their sizes in storage (the original read and checked). */
  found: number;
  /** Originals rewritten without their metadata. */
  cleaned: number;
  /** Sizes made now (images re-encoded). */
  made: number;
  /** Originals that are missing or could not be decoded; tried again next build. */
  failed: string[];
  ms: number;
}

interface CacheFile {
  signature: string;
  complete: string[];
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((byte, index) => byte === b[index]);
}

async function readCache(file: string): Promise<Set<string>> {
  const cache = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as CacheFile)
    .catch(() => undefined);
  return new Set(cache?.signature === SIGNATURE && Array.isArray(cache.complete) ? cache.complete : []);
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(value));
  await rename(temporary, file);
}

export async function ensureImageVariants(options: {
  db: Db;
  storage: Storage;
  maker: ImageVariantMaker;
  /** DATA_DIR/cache/image-variants: the complete list and the last run's figures. */
  cacheDir: string;
  log?: (line: string) => void;
}): Promise<VariantPassResult> {
  const started = performance.now();
  const { storage, maker, log = () => {} } = options;
  const cacheFile = join(options.cacheDir, 'complete.json');
  const keys = [...new Set(await listStoredImageFilenames(options.db))].filter((key) => stemOfOriginal(key));
  const complete = await readCache(cacheFile);
  const pending = keys.filter((key) => !complete.has(key));
  const result: VariantPassResult = { images: keys.length, fromCache: keys.length - pending.length, found: 0, cleaned: 0, made: 0, failed: [], ms: 0 };

  if (pending.length > 0) {
    const stored = new Set((await storage.list()).map((object) => object.key));
    for (const key of pending) {
      try {
        const bytes = await storage.get(key);
        if (!bytes) throw new Error('the original file is missing');
        const original = await maker.cleanOriginal(bytes);
        if (!sameBytes(original, bytes)) {
          await storage.put(key, original, detectImageKind(original)?.contentType ?? 'application/octet-stream');
          result.cleaned += 1;
        }
        if (variantKeysOf(key).every((variant) => stored.has(variant))) {
          result.found += 1;
        } else {
          const variants = await maker.make(key, original);
          await Promise.all(variants.map((variant) => storage.put(variant.key, variant.bytes, variant.contentType)));
          result.made += 1;
        }
        complete.add(key);
      } catch (error) {
        result.failed.push(key);
        log(`[images] no sizes for ${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const live = new Set(keys);
  await writeJson(cacheFile, { signature: SIGNATURE, complete: [...complete].filter((key) => live.has(key)) } satisfies CacheFile);
  result.ms = Math.round(performance.now() - started);
  await writeJson(join(options.cacheDir, 'last-run.json'), result);
  log(
    `[images] ${result.images} images: ${result.fromCache} known complete, ${result.found} found complete, ${result.cleaned} cleaned, ${result.made} made, ${result.failed.length} failed (${result.ms} ms)`,
  );
  return result;
}
