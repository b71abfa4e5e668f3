import { Hono } from 'hono';
import { listCorrections } from '../../../db/queries/corrections.ts';
import { acceptCorrectionSchema, CORRECTION_MESSAGES, correctionListQuerySchema, rejectCorrectionSchema } from '../../../domain/corrections.ts';
import { idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { acceptCorrection, mailCorrectionDecision, rejectCorrection } from '../../services/corrections.ts';
import { validate } from '../../validate.ts';

/** The readers' corrections queue at /api/admin/corrections, beside the submissions. */
export function adminCorrectionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('submissions.review'))
    .get('/', validate('query', correctionListQuerySchema), async (c) => c.json(await listCorrections(deps.db, c.req.valid('query'))))
    .post('/:id/accept', validate('param', idParams), validate('json', acceptCorrectionSchema), async (c) => {
      const { correction, entity } = await acceptCorrection(deps, { ...c.req.valid('json'), id: c.req.valid('param').id, reviewer: c.var.user });
      deps.background.run(c, mailCorrectionDecision(deps, correction, entity));
      return c.json({ message: CORRECTION_MESSAGES.accepted, correction, entity });
    })
    .post('/:id/reject', validate('param', idParams), validate('json', rejectCorrectionSchema), async (c) => {
      const correction = await rejectCorrection(deps, { id: c.req.valid('param').id, reason: c.req.valid('json').reason, reviewer: c.var.user });
      deps.background.run(c, mailCorrectionDecision(deps, correction));
      return c.json({ message: CORRECTION_MESSAGES.rejected, correction });
    });
}
