import { useEffect, useState } from 'react';
import { adminScreen } from '../admin-guard.tsx';
import { ClaimsQueue } from '../claims/claims-queue.tsx';
import { ProposalsQueue } from '../proposals/proposals-queue.tsx';
import { RebuildNote } from '../ui/rebuild-note.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { CorrectionsQueue } from './corrections-queue.tsx';
import { EditSubmissionDialog } from './edit-submission-dialog.tsx';
import { PendingSubmissionCard } from './pending-submission-card.tsx';
import { RecentlyReviewed } from './recently-reviewed.tsx';
import { pendingSubmissions, type PendingOrder } from './review-lists.ts';
import { ReviewDialog } from './review-dialog.tsx';
import { SubmissionCounters } from './submission-counters.tsx';
import { loadErrorMessage, useSubmissions, type QueuedSubmission } from './use-submissions.ts';
import './submissions.css';

/**
 * A link to one card (/admin/submissions#submission-{id}, as the duplicate warnings give) finds it
 * only once the list has loaded: the browser's own jump to the anchor came too early.
 */
function useJumpToAnchor(loaded: boolean) {
  useEffect(() => {
    if (!loaded || !location.hash.startsWith('#submission-')) return;
    const card = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [loaded]);
}

/** /admin/submissions: experts proposed by users, to approve, edit or reject, and the readers' corrections. */
function ReviewSubmissions() {
  const submissions = useSubmissions();
  // By id: the dialog shows the list's latest copy (a refresh may find new possible duplicates).
  const [reviewingId, setReviewingId] = useState<number | null>(null);
  const [editing, setEditing] = useState<QueuedSubmission | null>(null);
  const [approvedAny, setApprovedAny] = useState(false);
  const [order, setOrder] = useState<PendingOrder>('oldest');
  const markApproved = () => setApprovedAny(true);
  useJumpToAnchor(submissions.isSuccess);

  const header = (
    <ScreenHeader
      title="Review Submissions"
      subtitle="Approve or reject new expert submissions"
      actions={
        <button type="button" className="btn btn-secondary btn-sm" disabled={submissions.isFetching} onClick={() => void submissions.refetch()}>
          {submissions.isFetching && !submissions.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    />
  );

  if (submissions.isPending) {
    return (
      <>
        {header}
        <p className="muted">Loading submissions...</p>
      </>
    );
  }
  if (submissions.isError) {
    return (
      <>
        {header}
        <p className="notice notice-danger" role="alert">
          {loadErrorMessage(submissions.error)}
        </p>
      </>
    );
  }

  const pending = pendingSubmissions(submissions.data, order);
  const reviewing = submissions.data.find((submission) => submission.id === reviewingId) ?? null;
  return (
    <>
      {header}
      <SubmissionCounters submissions={submissions.data} />
      {approvedAny && <RebuildNote />}
      <section className="admin-section" aria-labelledby="pending-review">
        <div className="panel-head">
          <h2 id="pending-review" className="panel-title">
            Pending Review
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm pending-order"
            aria-label={order === 'oldest' ? 'Oldest first: show newest first' : 'Newest first: show oldest first'}
            onClick={() => setOrder(order === 'oldest' ? 'newest' : 'oldest')}
          >
            {order === 'oldest' ? 'Oldest first' : 'Newest first'}
          </button>
        </div>
        {pending.length === 0 ? (
          <p className="card empty-state muted">No submissions waiting for review.</p>
        ) : (
          <ul className="admin-card-grid">
            {pending.map((submission) => (
              <PendingSubmissionCard
                key={submission.id}
                submission={submission}
                onReview={() => setReviewingId(submission.id)}
                onEdit={() => setEditing(submission)}
              />
            ))}
          </ul>
        )}
      </section>
      <CorrectionsQueue />
      <ClaimsQueue />
      <ProposalsQueue />
      <RecentlyReviewed submissions={submissions.data} />
      <ReviewDialog submission={reviewing} onClose={() => setReviewingId(null)} onApproved={markApproved} />
      <EditSubmissionDialog submission={editing} onClose={() => setEditing(null)} onApproved={markApproved} />
    </>
  );
}

export default adminScreen(ReviewSubmissions);
