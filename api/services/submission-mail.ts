import type { Submission } from '../../domain/entities.ts';
import { MY_SUBMISSIONS_MESSAGES, submissionDecisionMailText } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Tells the submitter that their submission was approved or rejected. Runs after the answer (see
 * api/background.ts): a mail server that is down never undoes or delays a review, it is logged.
 */
export async function mailSubmissionDecision(deps: Pick<AppDeps, 'mail' | 'config'>, submission: Submission, expertSlug: string | null = null): Promise<void> {
  const approved = submission.status === 'approved';
  const text = submissionDecisionMailText({
    siteName: deps.config.siteName,
    siteUrl: deps.config.siteUrl,
    name: submission.name,
    approved,
    profilePath: expertSlug ? expertPath(expertSlug) : null,
    sharedNote: submission.reviewNotesShared ? submission.reviewNotes : null,
  });
  const subject = approved ? MY_SUBMISSIONS_MESSAGES.approvedSubject : MY_SUBMISSIONS_MESSAGES.rejectedSubject;
  try {
    await deps.mail.send({ to: submission.submitterEmail, subject, text });
  } catch (error) {
    console.error(`[submissions] mailing the decision on submission ${submission.id} failed:`, error);
  }
}
