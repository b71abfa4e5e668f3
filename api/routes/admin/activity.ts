import { Hono } from 'hono';
import { activityQuerySchema } from '../../../domain/activity.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { listActivityPage } from '../../services/activity.ts';
import { validate } from '../../validate.ts';

/** The activity log at /api/admin/activity: read only, so no request can edit or delete an entry. */
export function adminActivityRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('activity.view'))
    .get('/', validate('query', activityQuerySchema), async (c) => c.json(await listActivityPage(deps, c.req.valid('query'))));
}
