import { Hono } from 'hono';
import { PUBLISH_MESSAGES } from '../../../domain/messages.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { requestRebuild } from '../../services/rebuild.ts';

/** Publishing status and a manual rebuild at /api/admin/build. */
export function adminBuildRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('admin.open'))
    .get('/', async (c) => c.json(await deps.rebuild.status()))
    .post('/', requirePermission('settings.manage'), async (c) => {
      await requestRebuild(deps, { actor: c.var.user });
      return c.json({ message: PUBLISH_MESSAGES.rebuildStarted, status: await deps.rebuild.status() }, 202);
    });
}
