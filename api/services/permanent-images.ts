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
import { detectImageKind, newImageKey } from './image-bytes.ts';
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

/**
 * Keeps bytes already in hand (a provider's base64 image, a resized copy) in our storage with
 * their record. `originalUrl` is where they came from, if anywhere; it is never the stored URL.
 */
export async function storeImageBytes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'now'>,
  bytes: Uint8Array,
  input: Omit<StoreImageInput, 'originalUrl'> & { originalUrl: string | null; credit?: ImageCredit | null },
): Promise<StoredImage> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.notAnImage);
  const key = newImageKey(kind);
  const { url: storedUrl, size: fileSize } = await putImageFiles(deps, key, bytes, kind.contentType);
  try {
    const id = await insertStoredImage(deps.db, {
      ...input,
      filename: key,
      storedUrl,
      fileSize,
      contentType: kind.contentType,
      expiresAt: expiryFor(input.sourceType, currentTime(deps)),
    });
    return await findStoredImage(deps, id);
  } catch (error) {
    // No record, no file: otherwise the bytes would wait for an orphan cleanup.
    await deleteImageFiles(deps, key).catch(() => undefined);
    throw error;
  }
}

/** What the log keeps of a stored image. */
const storedSummary = (image: StoredImage) => ({ filename: image.filename, storedUrl: image.storedUrl, originalUrl: image.originalUrl });

/** POST /api/permanent-images: an admin keeps an image from a URL in our storage. */
export async function keepImageFromUrl(deps: ImageDeps, input: { image: StoreImageInput; actor: Actor }): Promise<StoredImage> {
  const image = await storePermanentImage(deps, input.image);
  await recordActivity(deps, input.actor, { action: 'image.stored', entityType: 'image', entityId: image.id, summary: `Stored the image ${image.filename}`, after: storedSummary(image) });
  return image;
}

export interface BulkStoreResult {
  images: StoredImage[];
  failed: Array<{ originalUrl: string; message: string }>;
}

/** Stores each image on its own: one bad URL does not stop the others. One entry for the batch, when anything was stored. */
export async function storePermanentImages(deps: ImageDeps, input: { images: readonly StoreImageInput[]; actor: Actor }): Promise<BulkStoreResult> {
  const result = await storeEach(deps, input.images);
  if (result.images.length > 0) {
    await recordActivity(deps, input.actor, {
      action: 'image.stored',
      entityType: 'image',
      summary: `Stored ${result.images.length} ${result.images.length === 1 ? 'image' : 'images'}${result.failed.length ? ` (${result.failed.length} failed)` : ''}`,
      after: { storedImageIds: result.images.map((image) => image.id), failed: result.failed.length },
    });
  }
  return result;
}

async function storeEach(deps: ImageDeps, inputs: readonly StoreImageInput[]): Promise<BulkStoreResult> {
  const result: BulkStoreResult = { images: [], failed: [] };
  for (let start = 0; start < inputs.length; start += BULK_CONCURRENCY) {
    const batch = inputs.slice(start, start + BULK_CONCURRENCY);
    const outcomes = await Promise.allSettled(batch.map((input) => storePermanentImage(deps, input)));
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') {
        result.images.push(outcome.value);
        continue;
      }
      const { reason } = outcome;
      if (!(reason instanceof HttpError)) console.error('[images] bulk store failed:', reason);
      const message = reason instanceof HttpError ? reason.message : IMAGE_MESSAGES.storeFailed;
      result.failed.push({ originalUrl: batch[index]?.originalUrl ?? '', message });
    }
  }
  return result;
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
    summary: !credited ? `Edited the image ${updated.filename}` : updated.credit ? `Credited the image ${updated.filename}: ${creditText(updated.credit)}` : `Removed the credit of the image ${updated.filename}`,
    ...changedFields(current, updated),
  });
  if (credited) {
    const uses = await findImageUses(deps.db, keyOf(deps, updated));
    if (uses.some((use) => use.public)) await deps.rebuild.request(REBUILD_REASONS.imageCredited(updated.filename));
  }
  return updated;
}

/** The record behind a stored image's URL, as an expert's or article's image field holds it. */
export async function findStoredImageAt(deps: Pick<AppDeps, 'db' | 'storage'>, url: string): Promise<StoredImage> {
  const key = deps.storage.keyFor(url);
  const image = (await findStoredImageByUrl(deps.db, url)) ?? (key ? await findStoredImageByFilename(deps.db, key) : undefined);
  if (!image) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  return image;
}

/** Removes the record, then its bytes: a failure in between leaves an orphan file that cleanup removes, never a record without a file. */
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
 * rebuilt when a public page changed.
 */
export async function removeStoredImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'rebuild' | 'now'>,
  input: { id: number; clearUses: boolean; actor: Actor },
): Promise<void> {
  const image = await findStoredImage(deps, input.id);
  const key = keyOf(deps, image);
  const uses = await findImageUses(deps.db, key);
  if (uses.length > 0) {
    if (!input.clearUses) throw new ConflictError(imageInUseMessage(uses.length));
    await clearImageUses(deps.db, key);
  }
  if (!(await discardStoredImage(deps, image))) throw new NotFoundError(IMAGE_MESSAGES.notFound);
  if (uses.some((use) => use.public)) await deps.rebuild.request(REBUILD_REASONS.imageDeleted(image.filename));
  await recordActivity(deps, input.actor, { action: 'image.deleted', entityType: 'image', entityId: image.id, summary: `Deleted the image ${image.filename}`, before: { filename: image.filename, storedUrl: image.storedUrl } });
}

/**
 * Deletes an image's record and then its files (original and sizes); false when the record was
 * already gone. No checks and no activity entry: for callers that have checked, or for undoing
 * their own store of an image nothing refers to.
 */
export async function discardStoredImage(deps: Pick<AppDeps, 'db' | 'storage'>, image: StoredImage): Promise<boolean> {
  if (!(await deleteStoredImage(deps.db, image.id))) return false;
  await deleteImageFiles(deps, keyOf(deps, image));
  return true;
}

/**
 * The 'Cleanup Expired' action: removes expired images that nothing uses (record and bytes), then
 * stored files that no record points to and nothing uses. A file still used by a page, the
 * library or a pending submission is never removed.
 */
export async function cleanupImages(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>, input: { actor: Actor }): Promise<{ removedImages: number; removedFiles: number }> {
  const { db, storage } = deps;
  const expired = (await listExpiredStoredImages(db, currentTime(deps))).map((image) => ({
    image,
    key: storage.keyFor(image.storedUrl) ?? image.filename,
  }));
  const expiredInUse = await findImageKeysInUse(db, expired.map(({ key }) => key));
  let removedImages = 0;
  for (const { image, key } of expired) {
    if (expiredInUse.has(key)) continue;
    if (await deleteStoredImage(db, image.id)) removedImages += 1;
    await deleteImageFiles(deps, key);
  }

  // A size (domain/image-variants.ts) is never an orphan itself: it stays while its original does.
  const recorded = new Set((await listStoredImageUrls(db)).map((url) => storage.keyFor(url)));
  const files = (await storage.list()).map(({ key }) => key);
  const unrecorded = files.filter((key) => !recorded.has(key) && !stemOfVariant(key));
  const unrecordedInUse = await findImageKeysInUse(db, unrecorded);
  const orphans = new Set(unrecorded.filter((key) => !unrecordedInUse.has(key)));
  for (const key of orphans) await deleteImageFiles(deps, key);
  const originals = new Set(files.filter((key) => !orphans.has(key)).map(stemOfOriginal));
  for (const key of files) {
    const stem = stemOfVariant(key);
    if (stem && !originals.has(stem)) await storage.delete(key);
  }
  const removedFiles = orphans.size;
  await recordActivity(deps, input.actor, { action: 'image.cleanup', entityType: 'image', summary: cleanupCompleteMessage(removedImages, removedFiles), after: { removedImages, removedFiles } });
  return { removedImages, removedFiles };
}
