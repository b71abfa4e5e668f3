import { Hono } from 'hono';
import { imageUploadSchema } from '../../domain/schemas/upload.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requirePermission } from '../middleware/guards.ts';
import { imageBodyLimit } from '../middleware/image-body-limit.ts';
import { storeUploadedImage } from '../services/upload.ts';
import { validate } from '../validate.ts';

/** Editors' image uploads at /api/upload (permission images.upload), with the image body limit instead of the app's JSON one. */
export function uploadRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('images.upload'))
    .post('/image', imageBodyLimit, validate('form', imageUploadSchema), async (c) =>
      c.json(await storeUploadedImage(deps, { file: c.req.valid('form').image, actor: c.var.user })),
    );
}
