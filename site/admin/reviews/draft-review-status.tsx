import type { DraftReviewEntityType } from '../../../domain/reviews.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useDraftReview, useMarkReady } from './use-reviews.ts';
import './reviews.css';

interface DraftReviewStatusProps {
  entityType: DraftReviewEntityType;
  entityId: number;
  /** Whether the item is still a draft (not published nor scheduled): only a draft goes to review. */
  isDraft: boolean;
}

/**
 * On a contributor's draft (article row, expert card): where it stands in review (waiting, or sent
 * back with the editor's note) and 'Ready for review'. Shown to people whose role edits only their
 * own drafts; editors decide from the dashboard.
 */
export function DraftReviewStatus({ entityType, entityId, isDraft }: DraftReviewStatusProps) {
  const { can } = useAuth();
  const review = useDraftReview(entityType, entityId);
  const markReady = useMarkReady();
  const editsAll = can(entityType === 'article' ? 'articles.edit' : 'experts.edit');
  if (editsAll || !isDraft) return null;
  return (
    <div className="draft-review" data-testid="draft-review">
      {review?.state === 'ready' ? (
        <span className="badge badge-accent">Ready for review</span>
      ) : (
        <>
          {review?.state === 'returned' && (
            <div className="notice notice-warning draft-review-note" role="note">
              <p>
                <strong>Sent back{review.decidedByEmail ? ` by ${review.decidedByEmail}` : ''}:</strong> {review.note}
              </p>
            </div>
          )}
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={markReady.isPending}
            onClick={() => markReady.mutate({ entityType, id: entityId })}
          >
            {markReady.isPending ? 'Sending...' : 'Ready for review'}
          </button>
        </>
      )}
    </div>
  );
}
