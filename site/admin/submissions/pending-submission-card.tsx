import { CategoryBadges } from '../ui/category-badges.tsx';
import { ReferenceLinkList } from '../ui/reference-link-list.tsx';
import { DuplicateWarnings } from './duplicate-warnings.tsx';
import { SubmitterDetails } from './submission-parts.tsx';
import type { QueuedSubmission } from './use-submissions.ts';

interface PendingSubmissionCardProps {
  submission: QueuedSubmission;
  onReview: () => void;
  onEdit: () => void;
}

/** The anchor of a card: the server's duplicate links point at it (/admin/submissions#submission-{id}). */
export function submissionAnchor(id: number): string {
  return `submission-${id}`;
}

/** One submission waiting for review: the proposed expert, who sent it, and the two ways to act. */
export function PendingSubmissionCard({ submission, onReview, onEdit }: PendingSubmissionCardProps) {
  return (
    <li id={submissionAnchor(submission.id)} tabIndex={-1} className="card card-body submission-card">
      <div>
        <h3 className="submission-name">
          <bdi>{submission.name}</bdi>
          {submission.aiGenerated && (
            <span className="badge badge-accent submission-ai-badge" data-testid="ai-badge">
              AI<span className="visually-hidden">-generated</span>
            </span>
          )}
        </h3>
        <p className="muted small">{submission.title}</p>
      </div>
      <CategoryBadges categories={submission.categories} />
      <DuplicateWarnings duplicates={submission.possibleDuplicates} />
      <p className="clamp-3 small">{submission.longevityContribution}</p>
      <ReferenceLinkList links={submission.referenceLinks} personName={submission.name} />
      <SubmitterDetails submission={submission} />
      <div className="cluster submission-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onReview}>
          Review<span className="visually-hidden"> {submission.name}</span>
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit}>
          Edit &amp; Enhance<span className="visually-hidden"> {submission.name}</span>
        </button>
      </div>
    </li>
  );
}
