import { Hono } from 'hono';
import { PROPOSAL_MESSAGES, proposalAcceptSchema, proposalRejectSchema } from '../../../domain/expert-proposals.ts';
import { idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { acceptProposal, listProposalQueue, mailProposalDecision, rejectProposal } from '../../services/expert-proposals.ts';
import { validate } from '../../validate.ts';

/** The Proposals queue at /api/admin/proposals (issue 36 §2): owners' proposed changes, accepted field by field or rejected with a reason. */
export function adminProposalsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('submissions.review'))
    .get('/', async (c) => c.json(await listProposalQueue(deps)))
    .post('/:id/accept', validate('param', idParams), validate('json', proposalAcceptSchema), async (c) => {
      const { fields, edits } = c.req.valid('json');
      const decided = await acceptProposal(deps, { id: c.req.valid('param').id, reviewer: c.var.user, fields, edits });
      deps.background.run(c, mailProposalDecision(deps, decided));
      return c.json({ message: PROPOSAL_MESSAGES.accepted, proposal: decided.proposal });
    })
    .post('/:id/reject', validate('param', idParams), validate('json', proposalRejectSchema), async (c) => {
      const decided = await rejectProposal(deps, { id: c.req.valid('param').id, reviewer: c.var.user, reason: c.req.valid('json').reason });
      deps.background.run(c, mailProposalDecision(deps, decided));
      return c.json({ message: PROPOSAL_MESSAGES.rejected, proposal: decided.proposal });
    });
}
