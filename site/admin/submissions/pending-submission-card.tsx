import type { Submission } from '../../../domain/entities.ts';
import { CategoryBadges } from '../ui/category-badges.tsx';
import { ReferenceLinkList } from '../ui/reference-link-list.tsx';
import { SubmitterDetails } from './submission-parts.tsx';

interface PendingSubmissionCardProps {
  submission: Submission;
  onReview: () => void;
  onEdit: () => void;
}

/** One submission waiting for review: the proposed expert, who sent it, and the two ways to act. */
export function PendingSubmissionCard({ submission, onReview, onEdit }: PendingSubmissionCardProps) {
  return (
    <li className="card card-body submission-card">
      <div>
        <h3 className="submission-name">{submission.name}</h3>
        <p className="muted small">{submission.title}</p>
      </div>
      <CategoryBadges categories={submission.categories} />
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
