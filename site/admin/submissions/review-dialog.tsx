import { useId, useMemo, useState } from 'react';
import { parseBooks } from '../../../domain/books.ts';
import { parseHighlights } from '../../../domain/highlights.ts';
import { TEXT_MAX } from '../../../domain/limits.ts';
import { CategoryBadges } from '../ui/category-badges.tsx';
import { useReportDirty, useRequestClose } from '../ui/dirty-guard.tsx';
import { HighlightList } from '../ui/highlight-list.tsx';
import { Modal } from '../ui/modal.tsx';
import { ReferenceLinkList } from '../ui/reference-link-list.tsx';
import { asResearchData, ResearchSources } from '../ui/research-sources.tsx';
import { DuplicateQuestionDialog } from './duplicate-question.tsx';
import { DuplicateWarnings } from './duplicate-warnings.tsx';
import { PortraitOffer } from './portrait-offer.tsx';
import { EvidenceProvider, FieldEvidence, TitleEvidence, type SourcesById } from './sentence-evidence.tsx';
import { checkedSentences } from './sentence-parts.ts';
import { SubmitterDetails } from './submission-parts.tsx';
import { useReview, type DuplicateQuestion, type QueuedSubmission } from './use-submissions.ts';

interface ReviewDialogProps {
  /** The submission under review; null keeps the dialog closed. */
  submission: QueuedSubmission | null;
  onClose: () => void;
  onApproved: () => void;
}

/** Everything the submission says, for the decision; an AI-generated one with each sentence's sources. */
function SubmissionDetails({ submission }: { submission: QueuedSubmission }) {
  const books = parseBooks(submission.books, submission.name);
  const hasHighlights = parseHighlights(submission.scienceHighlights).length > 0;
  const research = submission.aiGenerated ? asResearchData(submission.researchData) : undefined;
  const sentences = research ? checkedSentences(research) : [];
  const sources: SourcesById = useMemo(() => new Map((research?.sources ?? []).map((source) => [source.id, source])), [research]);
  const evidence = { sentences, sources };
  return (
    <div className="review-details">
      <div>
        <p className="review-name">{submission.name}</p>
        <TitleEvidence title={submission.title} {...evidence} />
      </div>
      <DuplicateWarnings duplicates={submission.possibleDuplicates} />
      <PortraitOffer submission={submission} />
      <CategoryBadges categories={submission.categories} />
      <FieldEvidence field="longevityContribution" heading="Longevity contribution" current={submission.longevityContribution} {...evidence}>
        <p className="pre-line">{submission.longevityContribution}</p>
      </FieldEvidence>
      {(submission.biography || sentences.some((sentence) => sentence.field === 'biography')) && (
        <FieldEvidence field="biography" heading="Biography" current={submission.biography ?? ''} {...evidence}>
          {submission.biography && <p className="pre-line">{submission.biography}</p>}
        </FieldEvidence>
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
      {(hasHighlights || sentences.some((sentence) => sentence.field === 'scienceHighlights')) && (
        <FieldEvidence field="scienceHighlights" heading="Science highlights" current={submission.scienceHighlights} {...evidence}>
          {hasHighlights && <HighlightList highlights={submission.scienceHighlights} />}
        </FieldEvidence>
      )}
      {submission.aiGenerated && <ResearchSources data={submission.researchData} headingId={`sources-${submission.id}`} />}
      <section>
        <h3 className="review-heading">Submitter</h3>
        <SubmitterDetails submission={submission} />
      </section>
    </div>
  );
}

function ReviewForm({ submission, onClose, onApproved }: { submission: QueuedSubmission; onClose: () => void; onApproved: () => void }) {
  const notesId = useId();
  const [reviewNotes, setReviewNotes] = useState('');
  const [reviewNotesShared, setReviewNotesShared] = useState(false);
  /** Set while the editor is asked whether a possible duplicate is a different person. */
  const [duplicateQuestion, setDuplicateQuestion] = useState<DuplicateQuestion | null>(null);
  // A typed note is unsaved work: Escape, ×, a click outside and Cancel ask before discarding it.
  useReportDirty(() => reviewNotes.trim(), '');
  const requestClose = useRequestClose(onClose);
  const { approve, reject } = useReview({
    onReviewed: (decision) => {
      setDuplicateQuestion(null);
      onClose();
      if (decision === 'approved') onApproved();
    },
    onDuplicateQuestion: setDuplicateQuestion,
  });
  const busy = approve.isPending || reject.isPending;
  const input = { id: submission.id, reviewNotes, reviewNotesShared };
  const duplicates = submission.possibleDuplicates;

  return (
    <>
      <EvidenceProvider>
        <SubmissionDetails submission={submission} />
      </EvidenceProvider>
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
        <button type="button" className="btn btn-secondary" onClick={requestClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => reject.mutate(input)}>
          {reject.isPending ? 'Rejecting...' : 'Reject'}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => (duplicates.length > 0 ? setDuplicateQuestion({ duplicates, message: '' }) : approve.mutate(input))}
        >
          {approve.isPending ? 'Approving...' : 'Approve'}
        </button>
      </div>
      <DuplicateQuestionDialog
        question={duplicateQuestion}
        personName={submission.name}
        onCancel={() => setDuplicateQuestion(null)}
        approveAnyway={{ mutate: () => approve.mutate({ ...input, confirmDuplicate: true }), isPending: approve.isPending }}
      />
    </>
  );
}

/** The Review dialog: the details with their evidence, optional notes, and Approve or Reject. */
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
