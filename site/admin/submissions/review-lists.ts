import { formatDateTime } from '../../../domain/dates.ts';
import type { Submission, SubmissionStatus } from '../../../domain/entities.ts';
import { LIMITS } from '../../../domain/limits.ts';

/** How the review screen splits and counts the submissions (the API lists them newest first). */

export function pendingSubmissions(submissions: readonly Submission[]): Submission[] {
  return submissions.filter((submission) => submission.status === 'pending');
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

/** When it was sent; a missing or unreadable time (older data stored 'now()') reads 'Recently'. */
export function submittedLabel(submission: Pick<Submission, 'submittedAt'>): string {
  return formatDateTime(submission.submittedAt, 'Recently');
}
