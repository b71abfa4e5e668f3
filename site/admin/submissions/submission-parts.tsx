import type { Submission } from '../../../domain/entities.ts';
import { submittedLabel } from '../../../domain/dates.ts';

/** Who sent the submission and why, as the reviewer sees it. */
export function SubmitterDetails({ submission }: { submission: Submission }) {
  return (
    <dl className="detail-list submitter-details">
      <div className="detail-row">
        <dt>Submitted</dt>
        <dd>{submittedLabel(submission.submittedAt)}</dd>
      </div>
      <div className="detail-row">
        <dt>Submitted by</dt>
        <dd>{submission.submitterName || 'Unknown'}</dd>
      </div>
      <div className="detail-row">
        <dt>Email</dt>
        <dd>{submission.submitterEmail ? <a href={`mailto:${submission.submitterEmail}`}>{submission.submitterEmail}</a> : 'Unknown'}</dd>
      </div>
      {submission.submitterReason && (
        <div className="detail-row">
          <dt>Reason</dt>
          <dd>{submission.submitterReason}</dd>
        </div>
      )}
    </dl>
  );
}
