import { insertStoredImage } from '../../db/queries/stored-images.ts';
import { LIMITS } from '../../domain/limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { detectImageKind, newImageKey } from './image-bytes.ts';
import { deleteImageFiles, putImageFiles } from './image-files.ts';

/**
 * An editor's image upload: the type is read from the bytes (the name and declared type are the
 * sender's claim), the file is stored under a fresh random key with its sizes and recorded in
 * stored_images.
 */
export async function storeUploadedImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'now'>,
  input: { file: File; actor: Actor },
): Promise<{ imageUrl: string; originalName: string }> {
  const { file } = input;
  if (file.size > LIMITS.uploadBytes) throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectImageKind(bytes);
  if (!kind) throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.unsupportedType);
  const key = newImageKey(kind);
  const { url: imageUrl, size: fileSize } = await putImageFiles(deps, key, bytes, kind.contentType);
  let id: number;
  try {
    id = await insertStoredImage(deps.db, {
      filename: key,
      storedUrl: imageUrl,
      provider: 'upload',
      model: 'upload',
      size: 'original',
      fileSize,
      contentType: kind.contentType,
      sourceType: 'upload',
    });
  } catch (error) {
    // No record, no file: otherwise the bytes would wait for an orphan cleanup.
    await deleteImageFiles(deps, key).catch(() => undefined);
    throw error;
  }
  await recordActivity(deps, input.actor, { action: 'image.uploaded', entityType: 'image', entityId: id, summary: `Uploaded the image ${(file.name || key).slice(0, 200)}`, after: { filename: key, storedUrl: imageUrl, fileSize } });
  return { imageUrl, originalName: file.name };
}
