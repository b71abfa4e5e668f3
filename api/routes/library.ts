import { Hono } from 'hono';
import {
  attachSchema,
  bulkIdsSchema,
  imageIdParams,
  libraryContentSchema,
  libraryImageSchema,
  libraryListQuery,
  LIBRARY_MESSAGES,
  projectSchema,
  publishHeadersSchema,
} from '../../domain/library.ts';
import { idParams } from '../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { AlreadyPublishedError } from '../errors.ts';
import { requirePermission } from '../middleware/guards.ts';
import { refuses } from '../middleware/refuses.ts';
import {
  attachImage,
  createLibraryProject,
  deleteContent,
  deleteImages,
  detachImage,
  listContent,
  listImages,
  listLibraryProjects,
  publishLibraryContent,
  saveLibraryContent,
  saveLibraryImage,
} from '../services/library.ts';
import { validate } from '../validate.ts';

/** The Promotion Library at /api/library (permission library.use; publishing from it, articles.publish): saved content, images, attach/detach, publish, projects. */
export function libraryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requirePermission('library.use'))
    .get('/projects', async (c) => c.json(await listLibraryProjects(deps)))
    .post('/projects', validate('json', projectSchema), async (c) =>
      c.json(await createLibraryProject(deps, { ...c.req.valid('json'), actor: c.var.user }), 201),
    )
    .get('/content', validate('query', libraryListQuery), async (c) => c.json(await listContent(deps, c.req.valid('query'))))
    .post('/content', validate('json', libraryContentSchema), async (c) => c.json(await saveLibraryContent(deps, c.req.valid('json'), c.var.user), 201))
    .delete('/content/bulk', validate('json', bulkIdsSchema), async (c) => {
      const { deleted, undo } = await deleteContent(deps, { ids: c.req.valid('json').ids, actor: c.var.user });
      return c.json({ success: true, message: LIBRARY_MESSAGES.contentsDeleted(deleted), deleted, undo });
    })
    .delete('/content/:id', validate('param', idParams), async (c) => {
      const { undo } = await deleteContent(deps, { ids: [c.req.valid('param').id], actor: c.var.user });
      return c.json({ success: true, message: LIBRARY_MESSAGES.contentDeleted, undo });
    })
    .post(
      '/content/:id/publish',
      requirePermission('articles.publish'),
      refuses(AlreadyPublishedError),
      validate('param', idParams),
      validate('header', publishHeadersSchema),
      async (c) => {
        const key = c.req.valid('header')['idempotency-key'];
        return c.json(await publishLibraryContent(deps, { id: c.req.valid('param').id, actor: c.var.user, key }), 201);
      },
    )
    .get('/images', validate('query', libraryListQuery), async (c) => c.json(await listImages(deps, c.req.valid('query'))))
    .post('/images', validate('json', libraryImageSchema), async (c) => c.json(await saveLibraryImage(deps, c.req.valid('json'), c.var.user), 201))
    .delete('/images/bulk', validate('json', bulkIdsSchema), async (c) => {
      const { deleted, undo } = await deleteImages(deps, { ids: c.req.valid('json').ids, actor: c.var.user });
      return c.json({ success: true, message: LIBRARY_MESSAGES.imagesDeleted(deleted), deleted, undo });
    })
    .delete('/images/:id', validate('param', idParams), async (c) => {
      const { undo } = await deleteImages(deps, { ids: [c.req.valid('param').id], actor: c.var.user });
      return c.json({ success: true, message: LIBRARY_MESSAGES.imageDeleted, undo });
    })
    .patch('/images/:imageId/attach', validate('param', imageIdParams), validate('json', attachSchema), async (c) =>
      c.json({
        message: LIBRARY_MESSAGES.attached,
        image: await attachImage(deps, { imageId: c.req.valid('param').imageId, contentId: c.req.valid('json').contentId, actor: c.var.user }),
      }),
    )
    .patch('/images/:imageId/detach', validate('param', imageIdParams), async (c) =>
      c.json({ message: LIBRARY_MESSAGES.detached, image: await detachImage(deps, { imageId: c.req.valid('param').imageId, actor: c.var.user }) }),
    );
}
