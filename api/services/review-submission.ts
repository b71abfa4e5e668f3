import { freeExpertSlug, isExpertSlugClash } from '../../db/queries/experts.ts';
import { reviveLivePaths } from '../../db/queries/retired-paths.ts';
import { approvePendingSubmission, getSubmissionById, rejectPendingSubmission, type Review, updatePendingSubmission } from '../../db/queries/submissions.ts';
import { changedFields } from '../../domain/activity.ts';
import { DUPLICATE_MESSAGES } from '../../domain/duplicates.ts';
import type { Expert, PublicUser, Submission } from '../../domain/entities.ts';
import { identifiersFromLinks, mergeIdentifiers } from '../../domain/identifiers.ts';
import { REBUILD_REASONS, REVIEW_MESSAGES } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import { provenanceFromResearch } from '../../domain/research-provenance.ts';
import type { ExpertProfileInput } from '../../domain/schemas/expert.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, DuplicateConflictError, NotFoundError } from '../errors.ts';
import { loadDuplicateIndex, personOfSubmission } from './duplicates.ts';
import { checkScheduleTime } from './schedule.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';

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

interface ApprovalInput extends ReviewInput {
  /** 'Publish at': the new expert waits, unpublished, until then; without it the profile is public at once. */
  publishAt?: Date | undefined;
  /** Approve even though the submission may duplicate an expert or another pending submission. */
  confirmDuplicate?: boolean | undefined;
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
  return (await getSubmissionById(deps.db, id)) ? new ConflictError(REVIEW_MESSAGES.alreadyReviewed) : new NotFoundError(REVIEW_MESSAGES.notFound);
}

/** What the log keeps of a review: the decision and whether the submitter sees the note. */
const reviewSummary = ({ status, reviewNotes, reviewNotesShared }: Submission) => ({ status, reviewNotes, reviewNotesShared });

export async function updateSubmission(deps: ReviewDeps, input: { id: number; profile: ExpertProfileInput; actor: Actor }): Promise<Submission> {
  return inTransaction(deps, async (deps) => {
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
  });
}

/**
 * What the new expert keeps: an AI-generated submission's research sources and its chosen
 * person's identifiers; any submission's identifiers its links name (an ORCID or Wikidata link).
 */
function approvedProvenance(submission: Submission) {
  const research = submission.aiGenerated ? provenanceFromResearch(submission.researchData) : { sources: [], identifiers: undefined };
  return { sources: research.sources, identifiers: mergeIdentifiers(research.identifiers, identifiersFromLinks(submission.referenceLinks)) };
}

/**
 * Approves the submission, creating its expert (a unique slug that no site route owns) with its
 * provenance and first version, and asks for a rebuild; with `publishAt`, the expert waits for that
 * time instead. A submission that may be a duplicate of an expert or of another pending submission
 * is approved only with `confirmDuplicate` (409 naming them otherwise, in its message and as `possibleDuplicates`).
 */
export async function approveSubmission(deps: ReviewDeps, input: ApprovalInput): Promise<{ submission: Submission; expert: Expert }> {
  const current = await getSubmissionById(deps.db, input.id);
  if (!current) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (current.status !== 'pending') throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
  if (!input.confirmDuplicate) {
    const duplicates = (await loadDuplicateIndex(deps)).match(personOfSubmission(current), { kind: 'submission', id: current.id });
    // The body names them too ({ possibleDuplicates }), so the screen asks with the people the server found now.
    if (duplicates.length > 0) throw new DuplicateConflictError(DUPLICATE_MESSAGES.confirmationNeeded(duplicates), duplicates);
  }
  const review = reviewOf(deps, input);
  if (input.publishAt) checkScheduleTime(input.publishAt, review.reviewedAt);
  const schedule = input.publishAt ? { publishAt: input.publishAt, scheduledBy: input.reviewer.id } : undefined;
  const note = { reason: 'approve' as const, actor: input.reviewer, at: review.reviewedAt };
  const provenance = approvedProvenance(current);
  // Each attempt is its own transaction: a slug taken meanwhile rolls the whole attempt back.
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(deps, async (deps) => {
        const approved = await approvePendingSubmission(deps.db, input.id, review, await freeExpertSlug(deps.db, current.name), note, schedule, provenance);
        if (!approved) throw await refusal(deps, input.id);
        // The new profile may take a slug an older, retired one used: it is live again.
        await reviveLivePaths(deps.db, [expertPath(approved.expert.slug)]);
        // A scheduled expert is not public yet: the scheduler's publication rebuilds.
        if (!input.publishAt) await deps.rebuild.request(REBUILD_REASONS.submissionApproved(approved.expert.name));
        const { publishAt } = approved.expert;
        await recordActivity(deps, input.reviewer, {
          action: 'submission.approved',
          entityType: 'submission',
          entityId: approved.submission.id,
          summary: `Approved ${approved.submission.name} as /${approved.expert.slug}${publishAt ? `, to be published at ${publishAt}` : ''}`,
          before: { status: 'pending' },
          after: { ...reviewSummary(approved.submission), ...(publishAt ? { publishAt } : {}) },
        });
        return approved;
      });
    } catch (error) {
      if (!isExpertSlugClash(error) || attempt === APPROVE_ATTEMPTS) throw error;
    }
  }
}

/** Rejects the submission; nothing public changes, so no rebuild. */
export async function rejectSubmission(deps: ReviewDeps, input: ReviewInput): Promise<Submission> {
  return inTransaction(deps, async (deps) => {
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
  });
}
