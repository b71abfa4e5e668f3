import { Hono } from 'hono';
import { listSubmissions } from '../../../db/queries/submissions.ts';
import { REVIEW_MESSAGES } from '../../../domain/messages.ts';
import { expertProfileSchema } from '../../../domain/schemas/expert.ts';
import { idParams } from '../../../domain/schemas/params.ts';
import { approvalSchema, reviewSchema } from '../../../domain/schemas/review.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { DuplicateConflictError } from '../../errors.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { refuses } from '../../middleware/refuses.ts';
import { withPossibleDuplicates } from '../../services/duplicates.ts';
import { approveSubmission, rejectSubmission, updateSubmission } from '../../services/review-submission.ts';
import { mailSubmissionDecision } from '../../services/submission-mail.ts';
import { validate } from '../../validate.ts';

/** Review Submissions at /api/admin/submissions. Guarded here too, so handlers know the reviewer. */
export function adminSubmissionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('submissions.review'))
    .get('/', async (c) => c.json(await withPossibleDuplicates(deps, await listSubmissions(deps.db))))
    .put('/:id', validate('param', idParams), validate('json', expertProfileSchema), async (c) => {
      const submission = await updateSubmission(deps, { id: c.req.valid('param').id, profile: c.req.valid('json'), actor: c.var.user });
      const [withDuplicates = { ...submission, possibleDuplicates: [] }] = await withPossibleDuplicates(deps, [submission]);
      return c.json({ message: REVIEW_MESSAGES.updated, submission: withDuplicates });
    })
    .post('/:id/approve', refuses(DuplicateConflictError), validate('param', idParams), validate('json', approvalSchema), async (c) => {
      const input = { id: c.req.valid('param').id, ...c.req.valid('json'), reviewer: c.var.user };
      const { submission, expert } = await approveSubmission(deps, input);
      deps.background.run(c, mailSubmissionDecision(deps, submission, expert.slug));
      return c.json({ message: REVIEW_MESSAGES.approved, submission, expert });
    })
    .post('/:id/reject', validate('param', idParams), validate('json', reviewSchema), async (c) => {
      const input = { id: c.req.valid('param').id, ...c.req.valid('json'), reviewer: c.var.user };
      const submission = await rejectSubmission(deps, input);
      deps.background.run(c, mailSubmissionDecision(deps, submission));
      return c.json({ message: REVIEW_MESSAGES.rejected, submission });
    });
}
