import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { listExpertsFor } from '../../services/experts.ts';
import { requirePermission } from '../../middleware/guards.ts';

/**
 * Every expert at /api/admin/experts, published or waiting for publication (with `published` and
 * `publishAt`): the admin's screens list from here, since /api/experts answers only what the
 * public may see. A contributor reads only the experts they created (services/experts.ts).
 */
export function adminExpertsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requirePermission('experts.edit', 'experts.edit.own')).get('/', async (c) => c.json(await listExpertsFor(deps, c.var.user)));
}
