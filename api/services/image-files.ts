import { variantKeysOf } from '../../domain/image-variants.ts';
import { IMAGE_MESSAGES } from '../../domain/messages.ts';
import type { MadeVariant } from '../adapters/images/types.ts';
import type { AppDeps } from '../deps.ts';
import { UnsupportedMediaTypeError } from '../errors.ts';
import { stripImageMetadata } from './image-metadata.ts';

/**
 * A stored image is its original file plus its sizes (domain/image-variants.ts), kept and removed
 * together. The original is stored without its metadata (a phone photo's EXIF holds where it was
 * taken): on Node the variant maker cleans it (turned by its EXIF orientation, ICC profile kept);
 * on the edge the bytes are stripped without decoding (api/services/image-metadata.ts) and the
 * next site build turns what still needs turning. Where the runtime can make the sizes (Node),
 * they are made before anything is stored: bytes that cannot be decoded are refused (415), so
 * every stored image can be shown. On the edge only the original is stored; the next site build
 * makes its sizes.
 */
export async function putImageFiles(
  deps: Pick<AppDeps, 'storage' | 'imageVariants'>,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<{ url: string; size: number }> {
  let original: Uint8Array;
  let variants: MadeVariant[] = [];
  try {
    original = deps.imageVariants ? await deps.imageVariants.cleanOriginal(bytes) : stripImageMetadata(bytes).bytes;
    if (deps.imageVariants) variants = await deps.imageVariants.make(key, original);
  } catch {
    throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.unreadable);
  }
  const url = await deps.storage.put(key, original, contentType);
  try {
    await Promise.all(variants.map((variant) => deps.storage.put(variant.key, variant.bytes, variant.contentType)));
  } catch (error) {
    await deleteImageFiles(deps, key).catch(() => undefined);
    throw error;
  }
  return { url, size: original.byteLength };
}

/** Removes the sizes, then the original; a missing file is not an error. */
export async function deleteImageFiles(deps: Pick<AppDeps, 'storage'>, key: string): Promise<void> {
  await Promise.all(variantKeysOf(key).map((variant) => deps.storage.delete(variant)));
  await deps.storage.delete(key);
}
