import {
  deleteStoredImage,
  findImageKeysInUse,
  findStoredImageByFilename,
  findStoredImageByUrl,
  getStoredImage,
  insertStoredImage,
  listExpiredStoredImages,
  listStoredImageUrls,
  updateStoredImage,
} from '../../db/queries/stored-images.ts';
import { changedFields } from '../../domain/activity.ts';
import type { ImageSourceType, StoredImage } from '../../domain/entities.ts';
import { creditText, type ImageCredit } from '../../domain/image-credit.ts';
import type { ImageUse } from '../../domain/image-uses.ts';
import { stemOfOriginal, stemOfVariant } from '../../domain/image-variants.ts';
import { cleanupCompleteMessage, IMAGE_MESSAGES, imageInUseMessage, REBUILD_REASONS } from '../../domain/messages.ts';
import { clearImageUses, findImageUses } from '../../db/queries/image-uses.ts';
import type { ImageUpdate, StoreImageInput } from '../../domain/schemas/permanent-image.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, HttpError, NotFoundError, UnsupportedMediaTypeError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction, type InTx } from './transaction.ts';
import { detectImageKind, newImageKey } from '../../domain/image-bytes.ts';
import { deleteImageFiles, putImageFiles } from './image-files.ts';
import { downloadImage } from './image-download.ts';

type ImageDeps = Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'imageFetcher' | 'now'>;

/**
 * Retention: images made in the promotion wizard (sourceType content_promotion) expire 30 days
 * after they are stored; every other source keeps its images until deleted by hand. Cleanup
 * removes an expired image only when nothing uses it (see findImageKeysInUse).
 */
export const PROMOTION_IMAGE_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function expiryFor(sourceType: ImageSourceType | null, storedAt: Date): Date | null {
  return sourceType === 'content_promotion' ? new Date(storedAt.getTime() + PROMOTION_IMAGE_RETENTION_DAYS * DAY_MS) : null;
}

/** How many downloads of a bulk request run at once: quick for a wizard's batch, gentle on memory. */
const BULK_CONCURRENCY = 4;

export async function findStoredImage(deps: Pick<AppDeps, 'db'>, id: number): Promise<StoredImage> {
  const image = await getStoredImage(deps.db, id);
  if (!image) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  return image;
}

/** Downloads `originalUrl` (guarded, see image-download.ts) and keeps the bytes in our storage, so an expiring provider URL becomes permanent. */
export async function storePermanentImage(deps: ImageDeps, input: StoreImageInput): Promise<StoredImage> {
  const { bytes } = await downloadImage(deps, input.originalUrl);
  return storeImageBytes(deps, bytes, input);
}

/** What a stored image's record says besides its files: where the bytes came from, and for what. */
type ImageRecordInput = Omit<StoreImageInput, 'originalUrl'> & { originalUrl: string | null; credit?: ImageCredit | null };

/** An image's files, put in storage and waiting for their record. */
export interface PutImage {
  key: string;
  storedUrl: string;
  fileSize: number;
  contentType: string;
  input: ImageRecordInput;
}

/** Puts the bytes (with their sizes) in storage under a fresh key; the record comes after (recordImages). */
export async function putImage(deps: Pick<AppDeps, 'storage' | 'imageVariants'>, bytes: Uint8Array, input: ImageRecordInput): Promise<PutImage> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.notAnImage);
  const key = newImageKey(kind);
  const { url: storedUrl, size: fileSize } = await putImageFiles(deps, key, bytes, kind.contentType);
  return { key, storedUrl, fileSize, contentType: kind.contentType, input };
}

/** Removes the files of images that will get no record. */
export async function discardPutImages(deps: Pick<AppDeps, 'storage'>, puts: readonly PutImage[]): Promise<void> {
  await Promise.all(puts.map((put) => deleteImageFiles(deps, put.key).catch(() => undefined)));
}

/**
 * Records images whose files are in storage, in one transaction with what the caller stores
 * beside them (`alongside`: its activity entry, the row that uses the image). When that fails the
 * files are removed too: no record, no file (otherwise the bytes would wait for an orphan cleanup).
 */
export async function recordImages<T>(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  puts: readonly PutImage[],
  alongside: (deps: InTx<Pick<AppDeps, 'db' | 'storage' | 'now'>>, images: StoredImage[]) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(deps, async (deps) => {
      const images: StoredImage[] = [];
      for (const { key, storedUrl, fileSize, contentType, input } of puts) {
        const id = await insertStoredImage(deps.db, {
          ...input,
          filename: key,
          storedUrl,
          fileSize,
          contentType,
          expiresAt: expiryFor(input.sourceType, currentTime(deps)),
        });
        images.push(await findStoredImage(deps, id));
      }
      return alongside(deps, images);
    });
  } catch (error) {
    await discardPutImages(deps, puts);
    throw error;
  }
}

/** recordImages for one image. */
export function recordImage<T>(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  put: PutImage,
  alongside: (deps: InTx<Pick<AppDeps, 'db' | 'storage' | 'now'>>, image: StoredImage) => Promise<T>,
): Promise<T> {
  // One put, so one record.
  return recordImages(deps, [put], (deps, [image]) => alongside(deps, image as StoredImage));
}

/**
 * Keeps bytes already in hand (a provider's base64 image, a resized copy) in our storage with
 * their record. `originalUrl` is where they came from, if anywhere; it is never the stored URL.
 */
export async function storeImageBytes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'now'>,
  bytes: Uint8Array,
  input: ImageRecordInput,
): Promise<StoredImage> {
  return recordImage(deps, await putImage(deps, bytes, input), async (_deps, image) => image);
}

/** What the log keeps of a stored image. */
const storedSummary = (image: StoredImage) => ({ filename: image.filename, storedUrl: image.storedUrl, originalUrl: image.originalUrl });

/** POST /api/permanent-images: an admin keeps an image from a URL in our storage. */
export async function keepImageFromUrl(deps: ImageDeps, input: { image: StoreImageInput; actor: Actor }): Promise<StoredImage> {
  const { bytes } = await downloadImage(deps, input.image.originalUrl);
  return recordImage(deps, await putImage(deps, bytes, input.image), async (deps, image) => {
    await recordActivity(deps, input.actor, {
      action: 'image.stored',
      entityType: 'image',
      entityId: image.id,
      summary: `Stored the image ${image.filename}`,
      after: storedSummary(image),
    });
    return image;
  });
}

export interface BulkStoreResult {
  images: StoredImage[];
  failed: Array<{ originalUrl: string; message: string }>;
}

/** Stores each image on its own: one bad URL does not stop the others. One entry for the batch, recorded with the images, when anything was stored. */
export async function storePermanentImages(deps: ImageDeps, input: { images: readonly StoreImageInput[]; actor: Actor }): Promise<BulkStoreResult> {
  const { puts, failed } = await putEach(deps, input.images);
  if (puts.length === 0) return { images: [], failed };
  const images = await recordImages(deps, puts, async (deps, images) => {
    await recordActivity(deps, input.actor, {
      action: 'image.stored',
      entityType: 'image',
      summary: `Stored ${images.length} ${images.length === 1 ? 'image' : 'images'}${failed.length ? ` (${failed.length} failed)` : ''}`,
      after: { storedImageIds: images.map((image) => image.id), failed: failed.length },
    });
    return images;
  });
  return { images, failed };
}

/** Downloads and puts each image in storage, a few at a time; the ones that fail are named with why. */
async function putEach(deps: ImageDeps, inputs: readonly StoreImageInput[]): Promise<{ puts: PutImage[]; failed: BulkStoreResult['failed'] }> {
  const puts: PutImage[] = [];
  const failed: BulkStoreResult['failed'] = [];
  for (let start = 0; start < inputs.length; start += BULK_CONCURRENCY) {
    const batch = inputs.slice(start, start + BULK_CONCURRENCY);
    const outcomes = await Promise.allSettled(batch.map(async (input) => putImage(deps, (await downloadImage(deps, input.originalUrl)).bytes, input)));
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') {
        puts.push(outcome.value);
        continue;
      }
      const { reason } = outcome;
      if (!(reason instanceof HttpError)) console.error('[images] bulk store failed:', reason);
      const message = reason instanceof HttpError ? reason.message : IMAGE_MESSAGES.storeFailed;
      failed.push({ originalUrl: batch[index]?.originalUrl ?? '', message });
    }
  }
  return { puts, failed };
}

/**
 * Edits the descriptive fields; a new source type also resets the retention rule's expiry. One
 * activity entry: 'image.credited' when the credit changed (and, when a public page shows the
 * image, the site is rebuilt so the pages show it), else 'image.edited'.
 */
export async function editStoredImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'rebuild' | 'now'>,
  input: { id: number; changes: ImageUpdate; actor: Actor },
): Promise<StoredImage> {
  return inTransaction(deps, async (deps) => {
    const current = await findStoredImage(deps, input.id);
    const { changes } = input;
    let updated = current;
    if (Object.keys(changes).length > 0) {
      const retention = changes.sourceType === undefined ? {} : { expiresAt: expiryFor(changes.sourceType, new Date(current.createdAt)) };
      const saved = await updateStoredImage(deps.db, input.id, { ...changes, ...retention });
      if (!saved) throw new NotFoundError(IMAGE_MESSAGES.notFound);
      updated = saved;
    }
    const credited = changes.credit !== undefined && JSON.stringify(changes.credit) !== JSON.stringify(current.credit);
    await recordActivity(deps, input.actor, {
      action: credited ? 'image.credited' : 'image.edited',
      entityType: 'image',
      entityId: updated.id,
      summary: !credited
        ? `Edited the image ${updated.filename}`
        : updated.credit
          ? `Credited the image ${updated.filename}: ${creditText(updated.credit)}`
          : `Removed the credit of the image ${updated.filename}`,
      ...changedFields(current, updated),
    });
    if (credited) {
      const uses = await findImageUses(deps.db, keyOf(deps, updated));
      if (uses.some((use) => use.public)) await deps.rebuild.request(REBUILD_REASONS.imageCredited(updated.filename));
    }
    return updated;
  });
}

/** The record behind a stored image's URL, as an expert's or article's image field holds it. */
export async function findStoredImageAt(deps: Pick<AppDeps, 'db' | 'storage'>, url: string): Promise<StoredImage> {
  const key = deps.storage.keyFor(url);
  const image = (await findStoredImageByUrl(deps.db, url)) ?? (key ? await findStoredImageByFilename(deps.db, key) : undefined);
  if (!image) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  return image;
}

/** The storage key of a stored image: what pages and records mention. */
function keyOf(deps: Pick<AppDeps, 'storage'>, image: StoredImage): string {
  return deps.storage.keyFor(image.storedUrl) ?? image.filename;
}

/** Where the stored image is used (experts, articles, submissions, library images, user pictures). */
export async function listImageUses(deps: Pick<AppDeps, 'db' | 'storage'>, id: number): Promise<ImageUse[]> {
  return findImageUses(deps.db, keyOf(deps, await findStoredImage(deps, id)));
}

/**
 * Deletes the record and its bytes. An image in use is refused (409) unless `clearUses` confirms
 * it: then every reference is cleared first, so no page points at a missing file, and the site is
 * rebuilt when a public page changed. The bytes go once the record is gone: a failure in between
 * leaves an orphan file that cleanup removes, never a record without a file.
 */
export async function removeStoredImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'rebuild' | 'now'>,
  input: { id: number; clearUses: boolean; actor: Actor },
): Promise<void> {
  const key = await inTransaction(deps, async (deps) => {
    const image = await findStoredImage(deps, input.id);
    const key = keyOf(deps, image);
    const uses = await findImageUses(deps.db, key);
    if (uses.length > 0) {
      if (!input.clearUses) throw new ConflictError(imageInUseMessage(uses.length));
      await clearImageUses(deps.db, key);
    }
    if (!(await deleteStoredImage(deps.db, image.id))) throw new NotFoundError(IMAGE_MESSAGES.notFound);
    if (uses.some((use) => use.public)) await deps.rebuild.request(REBUILD_REASONS.imageDeleted(image.filename));
    await recordActivity(deps, input.actor, {
      action: 'image.deleted',
      entityType: 'image',
      entityId: image.id,
      summary: `Deleted the image ${image.filename}`,
      before: { filename: image.filename, storedUrl: image.storedUrl },
    });
    return key;
  });
  await deleteImageFiles(deps, key);
}

/**
 * The 'Cleanup Expired' action: removes expired images that nothing uses (record and bytes), then
 * stored files that no record points to and nothing uses. A file still used by a page, the
 * library or a pending submission is never removed. The records go with the entry, in one
 * transaction; the files after it.
 */
export async function cleanupImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  input: { actor: Actor },
): Promise<{ removedImages: number; removedFiles: number }> {
  const { db, storage } = deps;
  const expired = (await listExpiredStoredImages(db, currentTime(deps))).map((image) => ({
    image,
    key: storage.keyFor(image.storedUrl) ?? image.filename,
  }));
  const expiredInUse = await findImageKeysInUse(
    db,
    expired.map(({ key }) => key),
  );
  const removable = expired.filter(({ key }) => !expiredInUse.has(key));

  // A size (domain/image-variants.ts) is never an orphan itself: it stays while its original does.
  const recorded = new Set((await listStoredImageUrls(db)).map((url) => storage.keyFor(url)));
  const files = (await storage.list()).map(({ key }) => key);
  const unrecorded = files.filter((key) => !recorded.has(key) && !stemOfVariant(key));
  const unrecordedInUse = await findImageKeysInUse(db, unrecorded);
  const orphans = new Set(unrecorded.filter((key) => !unrecordedInUse.has(key)));
  const removedFiles = orphans.size;

  const removedImages = await inTransaction(deps, async (deps) => {
    let removedImages = 0;
    for (const { image } of removable) {
      if (await deleteStoredImage(deps.db, image.id)) removedImages += 1;
    }
    await recordActivity(deps, input.actor, {
      action: 'image.cleanup',
      entityType: 'image',
      summary: cleanupCompleteMessage(removedImages, removedFiles),
      after: { removedImages, removedFiles },
    });
    return removedImages;
  });

  for (const { key } of removable) await deleteImageFiles(deps, key);
  for (const key of orphans) await deleteImageFiles(deps, key);
  const originals = new Set(files.filter((key) => !orphans.has(key)).map(stemOfOriginal));
  for (const key of files) {
    const stem = stemOfVariant(key);
    if (stem && !originals.has(stem)) await storage.delete(key);
  }
  return { removedImages, removedFiles };
}
