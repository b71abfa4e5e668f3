import { Hono } from 'hono';
import { CLAIM_OUTCOME_MESSAGES, claimCodeSchema, claimEmailSchema } from '../../domain/claims.ts';
import { slugParams } from '../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireUser } from '../middleware/guards.ts';
import { confirmClaimCode, sendClaimCode } from '../services/claim-email.ts';
import { claimPageInfo } from '../services/claims.ts';
import { validate } from '../validate.ts';

/**
 * 'Is this you? Claim this profile' at /api/claims/{slug} (issue 36 §1): what the claim page shows,
 * and the institutional e-mail path (a code, then the claim). The ORCID path is /api/auth/orcid.
 */
export function claimsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:slug', validate('param', slugParams), async (c) => c.json(await claimPageInfo(deps, c.req.valid('param').slug, c.var.user)))
    .post('/:slug/email', requireUser, validate('param', slugParams), validate('json', claimEmailSchema), async (c) => {
      const input = { slug: c.req.valid('param').slug, user: c.var.user, email: c.req.valid('json').email, address: deps.clientAddress(c) };
      const message = await sendClaimCode(deps, input, (task) => deps.background.run(c, task));
      return c.json({ message }, 202);
    })
    .post('/:slug/email/confirm', requireUser, validate('param', slugParams), validate('json', claimCodeSchema), async (c) => {
      const outcome = await confirmClaimCode(deps, { ...c.req.valid('json'), slug: c.req.valid('param').slug, user: c.var.user });
      return c.json({ outcome, message: CLAIM_OUTCOME_MESSAGES[outcome] }, 201);
    });
}
