import { Hono } from 'hono';
import { getSubmissionById, listSubmissions } from '../../../db/queries/submissions.ts';
import { changedFields } from '../../../domain/activity.ts';
import { REVIEW_MESSAGES } from '../../../domain/messages.ts';
import { expertProfileSchema } from '../../../domain/schemas/expert.ts';
import { idParams } from '../../../domain/schemas/params.ts';
import { approvalSchema, reviewSchema } from '../../../domain/schemas/review.ts';
import { runInBackground } from '../../background.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';
import { recordActivity } from '../../services/activity.ts';
import { withPossibleDuplicates } from '../../services/duplicates.ts';
import { approveSubmission, rejectSubmission, updateSubmission } from '../../services/review-submission.ts';
import { mailSubmissionDecision } from '../../services/submission-mail.ts';
import { validate } from '../../validate.ts';

/** What the log keeps of a review: the decision and whether the submitter sees the note. */
const reviewSummary = ({ status, reviewNotes, reviewNotesShared }: { status: string; reviewNotes: string | null; reviewNotesShared: boolean }) => ({
  status,
  reviewNotes,
  reviewNotesShared,
});

/** Review Submissions at /api/admin/submissions. Guarded here too, so handlers know the reviewer. */
export function adminSubmissionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await withPossibleDuplicates(deps, await listSubmissions(deps.db))))
    .put('/:id', validate('param', idParams), validate('json', expertProfileSchema), async (c) => {
      const before = await getSubmissionById(deps.db, c.req.valid('param').id);
      const submission = await updateSubmission(deps, { id: c.req.valid('param').id, profile: c.req.valid('json') });
      await recordActivity(deps, c.var.user, { action: 'submission.edited', entityType: 'submission', entityId: submission.id, summary: `Edited the submission of ${submission.name}`, ...changedFields(before ?? {}, submission) });
      const [withDuplicates = { ...submission, possibleDuplicates: [] }] = await withPossibleDuplicates(deps, [submission]);
      return c.json({ message: REVIEW_MESSAGES.updated, submission: withDuplicates });
    })
    .post('/:id/approve', validate('param', idParams), validate('json', approvalSchema), async (c) => {
      const input = { id: c.req.valid('param').id, ...c.req.valid('json'), reviewer: c.var.user };
      const { submission, expert } = await approveSubmission(deps, input);
      const scheduled = expert.publishAt ? { publishAt: expert.publishAt } : {};
      await recordActivity(deps, c.var.user, { action: 'submission.approved', entityType: 'submission', entityId: submission.id, summary: `Approved ${submission.name} as /${expert.slug}${expert.publishAt ? `, to be published at ${expert.publishAt}` : ''}`, before: { status: 'pending' }, after: { ...reviewSummary(submission), ...scheduled } });
      runInBackground(c, mailSubmissionDecision(deps, submission, expert.slug));
      return c.json({ message: REVIEW_MESSAGES.approved, submission, expert });
    })
    .post('/:id/reject', validate('param', idParams), validate('json', reviewSchema), async (c) => {
      const input = { id: c.req.valid('param').id, ...c.req.valid('json'), reviewer: c.var.user };
      const submission = await rejectSubmission(deps, input);
      await recordActivity(deps, c.var.user, { action: 'submission.rejected', entityType: 'submission', entityId: submission.id, summary: `Rejected ${submission.name}`, before: { status: 'pending' }, after: reviewSummary(submission) });
      runInBackground(c, mailSubmissionDecision(deps, submission));
      return c.json({ message: REVIEW_MESSAGES.rejected, submission });
    });
}
