import { isNowLiteral } from '../../../domain/dates.ts';
import type { Submission, SubmissionStatus } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';

/** How the review screen splits and counts the submissions (the API lists them newest first). */

/** Sort key of the time sent: 'now()' counts as the newest, an unreadable time as the oldest. */
function submittedTime(submission: Submission): number {
  if (isNowLiteral(submission.submittedAt)) return Number.POSITIVE_INFINITY;
  const time = Date.parse(submission.submittedAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

export type PendingOrder = 'oldest' | 'newest';

/** The queue, oldest first by default: the order it should be worked in. */
export function pendingSubmissions<T extends Submission>(submissions: readonly T[], order: PendingOrder = 'oldest'): T[] {
  const sign = order === 'oldest' ? 1 : -1;
  return submissions.filter((submission) => submission.status === 'pending').sort((a, b) => sign * (submittedTime(a) - submittedTime(b) || a.id - b.id));
}

function reviewTime(submission: Submission): number {
  const time = Date.parse(submission.reviewedAt ?? submission.submittedAt);
  return Number.isNaN(time) ? 0 : time;
}

/** The latest reviewed (approved or rejected) submissions, most recently reviewed first. */
export function recentlyReviewed(submissions: readonly Submission[]): Submission[] {
  return submissions
    .filter((submission) => submission.status !== 'pending')
    .sort((a, b) => reviewTime(b) - reviewTime(a))
    .slice(0, LIMITS.recentlyReviewed);
}

export function countByStatus(submissions: readonly Submission[]): Record<SubmissionStatus, number> & { total: number } {
  const count = (status: SubmissionStatus) => submissions.filter((submission) => submission.status === status).length;
  return { pending: count('pending'), approved: count('approved'), rejected: count('rejected'), total: submissions.length };
}
