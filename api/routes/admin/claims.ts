import { Hono } from 'hono';
import { listPendingClaims, listProfileOwners } from '../../../db/queries/claims.ts';
import { CLAIM_MESSAGES, rejectClaimSchema } from '../../../domain/claims.ts';
import { idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { approveClaim, mailClaimDecision, rejectClaim, removeOwner } from '../../services/claims.ts';
import { validate } from '../../validate.ts';

/** The Claims queue at /api/admin/claims, beside submissions and corrections, and the profiles' owners. */
export function adminClaimsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requirePermission('submissions.review'))
      .get('/', async (c) => c.json(await listPendingClaims(deps.db)))
      .get('/owners', async (c) => c.json(await listProfileOwners(deps.db)))
      .post('/:id/approve', validate('param', idParams), async (c) => {
        const decided = await approveClaim(deps, { id: c.req.valid('param').id, reviewer: c.var.user });
        deps.background.run(c, mailClaimDecision(deps, decided));
        return c.json({ message: CLAIM_MESSAGES.approved });
      })
      .post('/:id/reject', validate('param', idParams), validate('json', rejectClaimSchema), async (c) => {
        const decided = await rejectClaim(deps, { id: c.req.valid('param').id, reviewer: c.var.user, reason: c.req.valid('json').reason });
        deps.background.run(c, mailClaimDecision(deps, decided));
        return c.json({ message: CLAIM_MESSAGES.rejected });
      })
      /** Removes a profile's owner (the path's id is the expert's). */
      .delete('/owners/:id', validate('param', idParams), async (c) => {
        await removeOwner(deps, { expertId: c.req.valid('param').id, reviewer: c.var.user });
        return c.json({ message: CLAIM_MESSAGES.ownerRemoved });
      })
  );
}
