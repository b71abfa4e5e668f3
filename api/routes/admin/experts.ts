import { Hono } from 'hono';
import { listExperts } from '../../../db/queries/experts.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';

/**
 * Every expert at /api/admin/experts, published or waiting for publication (with `published` and
 * `publishAt`): the admin's screens list from here, since /api/experts answers only what the
 * public may see.
 */
export function adminExpertsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireAdmin).get('/', async (c) => c.json(await listExperts(deps.db)));
}
