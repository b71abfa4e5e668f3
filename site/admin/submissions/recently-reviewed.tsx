import { formatDateTime } from '../../../domain/dates.ts';
import type { Submission } from '../../../domain/entities.ts';
import { recentlyReviewed } from './review-lists.ts';

/** The latest decisions, newest first. */
export function RecentlyReviewed({ submissions }: { submissions: readonly Submission[] }) {
  const reviewed = recentlyReviewed(submissions);
  return (
    <section className="admin-section" aria-labelledby="recently-reviewed">
      <h2 id="recently-reviewed" className="panel-title">
        Recently Reviewed
      </h2>
      {reviewed.length === 0 ? (
        <p className="muted">No submissions reviewed yet.</p>
      ) : (
        <ul className="card reviewed-list">
          {reviewed.map((submission) => (
            <li key={submission.id} className="reviewed-row">
              <div className="reviewed-main">
                <bdi className="reviewed-name">{submission.name}</bdi>
                <bdi className="muted small">{submission.title}</bdi>
                {submission.reviewNotes && <span className="small">Notes: {submission.reviewNotes}</span>}
                {submission.reviewNotes && submission.reviewNotesShared && <span className="small muted">Shared with the submitter</span>}
              </div>
              <div className="reviewed-meta">
                <span className={submission.status === 'approved' ? 'badge badge-success' : 'badge badge-danger'}>
                  {submission.status === 'approved' ? 'Approved' : 'Rejected'}
                </span>
                <span className="muted small">{formatDateTime(submission.reviewedAt)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
