import { Hono } from 'hono';
import { listStoredImages } from '../../db/queries/stored-images.ts';
import { cleanupCompleteMessage, IMAGE_MESSAGES } from '../../domain/messages.ts';
import { idParams } from '../../domain/schemas/params.ts';
import {
  bulkStoreImagesSchema,
  imageDeleteQuery,
  imageListQuery,
  imageLookupQuery,
  imageUpdateSchema,
  storeImageSchema,
} from '../../domain/schemas/permanent-image.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requirePermission } from '../middleware/guards.ts';
import {
  cleanupImages,
  editStoredImage,
  findStoredImage,
  findStoredImageAt,
  listImageUses,
  keepImageFromUrl,
  removeStoredImage,
  storePermanentImages,
} from '../services/permanent-images.ts';
import { validate } from '../validate.ts';

/**
 * Image storage management at /api/permanent-images (permission images.manage); the lookup of the
 * image an editor's field holds (its credit) also for whoever may upload one (images.upload).
 */
export function permanentImagesRoutes(deps: AppDeps) {
  const manages = requirePermission('images.manage');
  return new Hono<AppEnv>()
    .get('/', manages, validate('query', imageListQuery), async (c) => c.json(await listStoredImages(deps.db, c.req.valid('query'))))
    .post('/', manages, validate('json', storeImageSchema), async (c) =>
      c.json({ image: await keepImageFromUrl(deps, { image: c.req.valid('json'), actor: c.var.user }) }, 201),
    )
    .post('/bulk-store', manages, validate('json', bulkStoreImagesSchema), async (c) =>
      c.json(await storePermanentImages(deps, { images: c.req.valid('json').images, actor: c.var.user })),
    )
    .post('/cleanup', manages, async (c) => {
      const { removedImages, removedFiles } = await cleanupImages(deps, { actor: c.var.user });
      return c.json({ message: cleanupCompleteMessage(removedImages, removedFiles), removedImages, removedFiles });
    })
    .get('/lookup', requirePermission('images.manage', 'images.upload'), validate('query', imageLookupQuery), async (c) =>
      c.json(await findStoredImageAt(deps, c.req.valid('query').url)),
    )
    .get('/:id', manages, validate('param', idParams), async (c) => c.json(await findStoredImage(deps, c.req.valid('param').id)))
    .patch('/:id', manages, validate('param', idParams), validate('json', imageUpdateSchema), async (c) =>
      c.json(await editStoredImage(deps, { id: c.req.valid('param').id, changes: c.req.valid('json'), actor: c.var.user })),
    )
    .get('/:id/uses', manages, validate('param', idParams), async (c) => c.json({ uses: await listImageUses(deps, c.req.valid('param').id) }))
    .delete('/:id', manages, validate('param', idParams), validate('query', imageDeleteQuery), async (c) => {
      await removeStoredImage(deps, { id: c.req.valid('param').id, clearUses: c.req.valid('query').clearUses, actor: c.var.user });
      return c.json({ message: IMAGE_MESSAGES.deleted });
    });
}
