import { insertSubmission } from '../../db/queries/submissions.ts';
import type { PublicUser, Submission } from '../../domain/entities.ts';
import type { SubmissionInput } from '../../domain/schemas/submission.ts';
import type { PossibleDuplicate } from '../../domain/duplicates.ts';
import type { AppDeps } from '../deps.ts';
import { loadDuplicateIndex, personOfSubmission } from './duplicates.ts';
import { enforceRateLimits } from './rate-limit.ts';

/** The name shown to reviewers: first and last name, else the e-mail for an account without a name. */
function submitterName(user: PublicUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/**
 * Files a pending submission; who submitted it is taken from the session, never from the form.
 * Answers the published experts it may duplicate too (never other people's pending submissions,
 * which are not public), so the submitter can see the person may already be listed.
 */
export async function createSubmission(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimits'>,
  input: { submission: SubmissionInput; user: PublicUser; address: string },
): Promise<{ submission: Submission; possibleDuplicates: PossibleDuplicate[] }> {
  await enforceRateLimits(deps, [
    ['submissionPerUser', String(input.user.id)],
    ['submissionPerAddress', input.address],
  ]);
  const submission = await insertSubmission(deps.db, {
    ...input.submission,
    submitterName: submitterName(input.user),
    submitterEmail: input.user.email,
    submitterUserId: input.user.id,
  });
  const possibleDuplicates = (await loadDuplicateIndex(deps, 'experts')).match(personOfSubmission(submission));
  return { submission, possibleDuplicates };
}
