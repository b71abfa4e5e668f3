import { Hono } from 'hono';
import { idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { acceptCommonsPortrait } from '../../services/commons-portrait.ts';
import { validate } from '../../validate.ts';

/**
 * POST /api/admin/submissions/{id}/portrait: accept the Wikimedia Commons portrait the research
 * offered (researchData.portrait). No body: what is stored comes from the research, never the client.
 */
export function adminPortraitRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('submissions.review'))
    .post('/:id/portrait', validate('param', idParams), async (c) =>
      c.json(await acceptCommonsPortrait(deps, { submissionId: c.req.valid('param').id, admin: c.var.user })),
    );
}
