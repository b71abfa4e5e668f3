import { Hono } from 'hono';
import { PUBLISH_MESSAGES, REBUILD_REASONS } from '../../../domain/messages.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';

/** Publishing status and a manual rebuild at /api/admin/build. */
export function adminBuildRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await deps.rebuild.status()))
    .post('/', async (c) => {
      await deps.rebuild.request(REBUILD_REASONS.requestedBy(c.var.user.email));
      return c.json({ message: PUBLISH_MESSAGES.rebuildStarted, status: await deps.rebuild.status() }, 202);
    });
}
