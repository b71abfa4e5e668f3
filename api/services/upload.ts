import { LIMITS } from '../../domain/limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/messages.ts';
import type { ImageSourceType } from '../../domain/entities.ts';
import type { AppDeps } from '../deps.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { detectImageKind } from '../../domain/image-bytes.ts';
import { putImage, recordImage } from './permanent-images.ts';

/**
 * An image upload (an editor's, or a profile owner's photo for a proposal, marked by `source`): the
 * type is read from the bytes (the name and declared type are the sender's claim), the file is
 * stored under a fresh random key with its sizes and recorded in stored_images.
 */
export async function storeUploadedImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'now'>,
  input: { file: File; actor: Actor; source?: { sourceType: ImageSourceType; sourceId: string } },
): Promise<{ imageUrl: string; originalName: string }> {
  const { file } = input;
  if (file.size > LIMITS.uploadBytes) throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectImageKind(bytes);
  if (!kind) throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.unsupportedType);
  const put = await putImage(deps, bytes, {
    originalUrl: null,
    imagePrompt: null,
    provider: 'upload',
    model: 'upload',
    size: 'original',
    sourceType: 'upload',
    sourceId: null,
    ...input.source,
  });
  return recordImage(deps, put, async (deps, image) => {
    await recordActivity(deps, input.actor, {
      action: 'image.uploaded',
      entityType: 'image',
      entityId: image.id,
      summary: `Uploaded the image ${(file.name || put.key).slice(0, 200)}`,
      after: { filename: put.key, storedUrl: image.storedUrl, fileSize: image.fileSize },
    });
    return { imageUrl: image.storedUrl, originalName: file.name };
  });
}
