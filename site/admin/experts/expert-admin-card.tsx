import type { Expert } from '../../../domain/entities.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { DraftReviewStatus } from '../reviews/draft-review-status.tsx';
import { CategoryBadges } from '../ui/category-badges.tsx';
import { DeleteButton } from '../ui/delete-button.tsx';
import { ReferenceLinkList } from '../ui/reference-link-list.tsx';
import { Toggle } from '../ui/toggle.tsx';
import { useFeaturedSwitch } from './use-experts.ts';

interface ExpertAdminCardProps {
  expert: Expert;
  onEdit: () => void;
  onDelete: () => void;
  /** A change the public pages will show once rebuilt. */
  onChanged: () => void;
}

/** Links on a card before the rest are counted as '+N more'. */
const LINKS_SHOWN = 3;

/**
 * One expert on Manage Experts: who they are at a glance, the Featured switch and the actions, each
 * shown only to a role that may use it (a contributor edits their own drafts and sends them for review).
 */
export function ExpertAdminCard({ expert, onEdit, onDelete, onChanged }: ExpertAdminCardProps) {
  const { can } = useAuth();
  const isDraft = !expert.published && !expert.publishAt;
  const publishes = can('experts.publish');
  const featuredSwitch = useFeaturedSwitch(onChanged);
  // While the request runs the switch shows where it is going, not where it was.
  const featured = featuredSwitch.isPending ? featuredSwitch.variables.featured : expert.featured;

  return (
    <li className="card card-body expert-admin-card" data-delete-id={expert.id}>
      <div className="cluster expert-admin-meta">
        <span className="badge badge-neutral" title="Expert id">
          #{expert.id}
        </span>
        <CategoryBadges categories={expert.categories} />
      </div>
      <div>
        <h3 className="expert-admin-name">{expert.name}</h3>
        <p className="muted small">{expert.title}</p>
      </div>
      <p className="clamp-2 small">{expert.longevityContribution}</p>
      <ReferenceLinkList links={expert.referenceLinks} personName={expert.name} max={LINKS_SHOWN} />
      <DraftReviewStatus entityType="expert" entityId={expert.id} isDraft={isDraft} />
      <div className="expert-admin-actions">
        {publishes && (
          <span className="toggle-with-label">
            <Toggle
              checked={featured}
              disabled={featuredSwitch.isPending}
              onChange={(on) => featuredSwitch.mutate({ id: expert.id, featured: on })}
              label={`Featured: ${expert.name}`}
            />
            <span aria-hidden="true">Featured</span>
          </span>
        )}
        <span className="cluster">
          {(can('experts.edit') || isDraft) && (
            <button type="button" className="btn btn-secondary btn-sm" data-delete-focus onClick={onEdit}>
              Edit<span className="visually-hidden"> {expert.name}</span>
            </button>
          )}
          <a className="btn btn-secondary btn-sm" href={`/${expert.slug}`} target="_blank" rel="noopener noreferrer">
            View<span className="visually-hidden"> {expert.name} (opens in a new tab)</span>
          </a>
          {publishes && <DeleteButton label={`Delete ${expert.name}`} onClick={onDelete} />}
        </span>
      </div>
    </li>
  );
}
