import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LIMITS } from '../../domain/limits.ts';
import { UPLOAD_MESSAGES } from '../../domain/messages.ts';
import { imageUploadSchema } from '../../domain/schemas/upload.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { PayloadTooLargeError } from '../errors.ts';
import { requirePermission } from '../middleware/guards.ts';
import { storeUploadedImage } from '../services/upload.ts';
import { validate } from '../validate.ts';

/** Room for the multipart framing around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Editors' image uploads at /api/upload (permission images.upload). The app's 1 MB JSON limit does not apply
 * here; this one refuses a body over the image limit from its Content-Length, or as soon as a
 * streamed body passes it, without reading the rest.
 */
export function uploadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requirePermission('images.upload')).post(
    '/image',
    bodyLimit({
      maxSize: LIMITS.uploadBytes + MULTIPART_OVERHEAD,
      onError: () => {
        throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge);
      },
    }),
    validate('form', imageUploadSchema),
    async (c) => c.json(await storeUploadedImage(deps, { file: c.req.valid('form').image, actor: c.var.user })),
  );
}
