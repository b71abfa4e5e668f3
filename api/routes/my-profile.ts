import { Hono } from 'hono';
import { idParams } from '../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../middleware/guards.ts';
import { confirmProfile, listMyProfiles } from '../services/my-profile.ts';
import { validate } from '../validate.ts';

/**
 * The expert's own page, /api/my-profile (issue 36 §2): the profiles the signed-in person owns, and
 * 'Still accurate' for one of them. Ownership is checked by the service: any other id is a 404.
 */
export function myProfileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json({ profiles: await listMyProfiles(deps, c.var.user) }))
    .post('/:id/confirm', requireUser, validate('param', idParams), async (c) =>
      c.json(await confirmProfile(deps, { expertId: c.req.valid('param').id, user: c.var.user })),
    );
}
