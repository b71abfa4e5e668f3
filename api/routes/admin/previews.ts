import { Hono } from 'hono';
import { previewCreateSchema, previewLinkParams, previewListQuery } from '../../../domain/previews.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { createPreviewLink, listEntityPreviewLinks, revokePreviewLink } from '../../services/previews.ts';
import { validate } from '../../validate.ts';

/** Preview links at /api/admin/previews: list an item's links, create one (its token answered once), revoke one. */
export function adminPreviewsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('experts.edit', 'articles.edit'))
    .get('/', validate('query', previewListQuery), async (c) => c.json({ links: await listEntityPreviewLinks(deps, c.req.valid('query')) }))
    .post('/', validate('json', previewCreateSchema), async (c) => c.json(await createPreviewLink(deps, { ...c.req.valid('json'), actor: c.var.user }), 201))
    .delete('/:id', validate('param', previewLinkParams), async (c) =>
      c.json(await revokePreviewLink(deps, { id: c.req.valid('param').id, actor: c.var.user })),
    );
}
