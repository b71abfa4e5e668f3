import { useId, useState } from 'react';
import { parseBooks } from '../../../domain/books.ts';
import type { Submission } from '../../../domain/entities.ts';
import { parseHighlights } from '../../../domain/highlights.ts';
import { TEXT_MAX } from '../../../domain/limits.ts';
import { CategoryBadges } from '../ui/category-badges.tsx';
import { HighlightList } from '../ui/highlight-list.tsx';
import { Modal } from '../ui/modal.tsx';
import { ReferenceLinkList } from '../ui/reference-link-list.tsx';
import { ResearchSources } from '../ui/research-sources.tsx';
import { SubmitterDetails } from './submission-parts.tsx';
import { useReview } from './use-submissions.ts';

interface ReviewDialogProps {
  /** The submission under review; null keeps the dialog closed. */
  submission: Submission | null;
  onClose: () => void;
  onApproved: () => void;
}

/** Everything the submission says, for the decision. */
function SubmissionDetails({ submission }: { submission: Submission }) {
  const books = parseBooks(submission.books, submission.name);
  const highlights = parseHighlights(submission.scienceHighlights);
  return (
    <div className="review-details">
      <div>
        <p className="review-name">{submission.name}</p>
        <p className="muted small">{submission.title}</p>
      </div>
      <CategoryBadges categories={submission.categories} />
      <section>
        <h3 className="review-heading">Longevity contribution</h3>
        <p className="pre-line">{submission.longevityContribution}</p>
      </section>
      {submission.biography && (
        <section>
          <h3 className="review-heading">Biography</h3>
          <p className="pre-line">{submission.biography}</p>
        </section>
      )}
      {submission.referenceLinks.length > 0 && (
        <section>
          <h3 className="review-heading">Reference links</h3>
          <ReferenceLinkList links={submission.referenceLinks} personName={submission.name} />
        </section>
      )}
      {books.length > 0 && (
        <section>
          <h3 className="review-heading">Books</h3>
          <ul className="plain-list">
            {books.map((book, index) => (
              <li key={index}>
                {book.title} <span className="muted">by {book.author}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {highlights.length > 0 && (
        <section>
          <h3 className="review-heading">Science highlights</h3>
          <HighlightList highlights={submission.scienceHighlights} />
        </section>
      )}
      {submission.aiGenerated && <ResearchSources data={submission.researchData} headingId={`sources-${submission.id}`} />}
      <section>
        <h3 className="review-heading">Submitter</h3>
        <SubmitterDetails submission={submission} />
      </section>
    </div>
  );
}

function ReviewForm({ submission, onClose, onApproved }: { submission: Submission; onClose: () => void; onApproved: () => void }) {
  const notesId = useId();
  const [reviewNotes, setReviewNotes] = useState('');
  const [reviewNotesShared, setReviewNotesShared] = useState(false);
  const { approve, reject } = useReview((decision) => {
    onClose();
    if (decision === 'approved') onApproved();
  });
  const busy = approve.isPending || reject.isPending;
  const input = { id: submission.id, reviewNotes, reviewNotesShared };

  return (
    <>
      <SubmissionDetails submission={submission} />
      <div className="field review-notes">
        <label htmlFor={notesId}>
          Review notes<span className="field-optional"> (optional)</span>
        </label>
        <textarea
          id={notesId}
          className="textarea"
          rows={3}
          maxLength={TEXT_MAX.shortText}
          value={reviewNotes}
          onChange={(event) => setReviewNotes(event.target.value)}
        />
        <label className="checkbox-row">
          <input type="checkbox" checked={reviewNotesShared} onChange={(event) => setReviewNotesShared(event.target.checked)} />
          Share this note with the submitter
        </label>
        <p className="hint">
          {reviewNotesShared
            ? `${submission.submitterName} will read this note on their My Submissions page and in the e-mail about your decision.`
            : 'Only administrators see this note; the submitter is told the decision without it.'}
        </p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => reject.mutate(input)}>
          {reject.isPending ? 'Rejecting...' : 'Reject'}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => approve.mutate(input)}>
          {approve.isPending ? 'Approving...' : 'Approve'}
        </button>
      </div>
    </>
  );
}

/** The Review dialog: the details, optional notes, and Approve or Reject. */
export function ReviewDialog({ submission, onClose, onApproved }: ReviewDialogProps) {
  return (
    <Modal
      open={submission !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Review Submission"
      description="Approve to add the expert to the directory, or reject with an optional note."
      wide
    >
      {submission && <ReviewForm key={submission.id} submission={submission} onClose={onClose} onApproved={onApproved} />}
    </Modal>
  );
}
