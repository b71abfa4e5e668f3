import { freeExpertSlug, isExpertSlugClash } from '../../db/queries/experts.ts';
import { reviveLivePaths } from '../../db/queries/retired-paths.ts';
import {
  approvePendingSubmission,
  getSubmissionById,
  rejectPendingSubmission,
  type Review,
  updatePendingSubmission,
} from '../../db/queries/submissions.ts';
import { changedFields } from '../../domain/activity.ts';
import type { Expert, PublicUser, Submission } from '../../domain/entities.ts';
import { REBUILD_REASONS, REVIEW_MESSAGES } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { ExpertProfileInput } from '../../domain/schemas/expert.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';

/**
 * Review of submissions. Only a pending submission can be edited, approved or rejected; each of
 * these is one conditional statement (or batch) on status = 'pending', so when two admins act at
 * once exactly one succeeds and the other is told it was already reviewed.
 */

type ReviewDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

interface ReviewInput {
  id: number;
  reviewNotes: string | null;
  reviewNotesShared: boolean;
  reviewer: PublicUser;
}

function reviewOf(deps: ReviewDeps, input: ReviewInput): Review {
  return {
    reviewedAt: currentTime(deps),
    reviewNotes: input.reviewNotes,
    reviewNotesShared: input.reviewNotesShared,
    reviewerUserId: input.reviewer.id,
  };
}

/** How often an approval is retried when its expert's slug was taken between choosing and inserting. */
const APPROVE_ATTEMPTS = 5;

/** The reason a conditional change did nothing: the submission is unknown (404) or no longer pending (409). */
async function refusal(deps: Pick<AppDeps, 'db'>, id: number): Promise<Error> {
  return (await getSubmissionById(deps.db, id))
    ? new ConflictError(REVIEW_MESSAGES.alreadyReviewed)
    : new NotFoundError(REVIEW_MESSAGES.notFound);
}

/** What the log keeps of a review: the decision and whether the submitter sees the note. */
const reviewSummary = ({ status, reviewNotes, reviewNotesShared }: Submission) => ({ status, reviewNotes, reviewNotesShared });

export async function updateSubmission(deps: ReviewDeps, input: { id: number; profile: ExpertProfileInput; actor: Actor }): Promise<Submission> {
  const before = await getSubmissionById(deps.db, input.id);
  const updated = await updatePendingSubmission(deps.db, input.id, input.profile);
  if (!updated) throw await refusal(deps, input.id);
  await recordActivity(deps, input.actor, {
    action: 'submission.edited',
    entityType: 'submission',
    entityId: updated.id,
    summary: `Edited the submission of ${updated.name}`,
    ...changedFields(before ?? {}, updated),
  });
  return updated;
}

/** Approves the submission, creating its expert (a unique slug that no site route owns), and asks for a rebuild. */
export async function approveSubmission(deps: ReviewDeps, input: ReviewInput): Promise<{ submission: Submission; expert: Expert }> {
  const current = await getSubmissionById(deps.db, input.id);
  if (!current) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (current.status !== 'pending') throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
  const review = reviewOf(deps, input);
  for (let attempt = 1; ; attempt++) {
    try {
      const approved = await approvePendingSubmission(deps.db, input.id, review, await freeExpertSlug(deps.db, current.name));
      if (!approved) throw await refusal(deps, input.id);
      // The new profile may take a slug an older, retired one used: it is live again.
      await reviveLivePaths(deps.db, [expertPath(approved.expert.slug)]);
      await deps.rebuild.request(REBUILD_REASONS.submissionApproved(approved.expert.name));
      await recordActivity(deps, input.reviewer, {
        action: 'submission.approved',
        entityType: 'submission',
        entityId: approved.submission.id,
        summary: `Approved ${approved.submission.name} as /${approved.expert.slug}`,
        before: { status: 'pending' },
        after: reviewSummary(approved.submission),
      });
      return approved;
    } catch (error) {
      if (!isExpertSlugClash(error) || attempt === APPROVE_ATTEMPTS) throw error;
    }
  }
}

/** Rejects the submission; nothing public changes, so no rebuild. */
export async function rejectSubmission(deps: ReviewDeps, input: ReviewInput): Promise<Submission> {
  const review = reviewOf(deps, input);
  const rejected = await rejectPendingSubmission(deps.db, input.id, review);
  if (!rejected) throw await refusal(deps, input.id);
  await recordActivity(deps, input.reviewer, {
    action: 'submission.rejected',
    entityType: 'submission',
    entityId: rejected.id,
    summary: `Rejected ${rejected.name}`,
    before: { status: 'pending' },
    after: reviewSummary(rejected),
  });
  return rejected;
}
