import type { Expert } from '../../../domain/entities.ts';
import { CategoryBadges } from '../ui/category-badges.tsx';
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

/** One expert on Manage Experts: who they are at a glance, the Featured switch and the actions. */
export function ExpertAdminCard({ expert, onEdit, onDelete, onChanged }: ExpertAdminCardProps) {
  const featuredSwitch = useFeaturedSwitch(onChanged);
  // While the request runs the switch shows where it is going, not where it was.
  const featured = featuredSwitch.isPending ? featuredSwitch.variables.featured : expert.featured;

  return (
    <li className="card card-body expert-admin-card">
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
      <ReferenceLinkList links={expert.referenceLinks} max={LINKS_SHOWN} />
      <div className="expert-admin-actions">
        <span className="toggle-with-label">
          <Toggle
            checked={featured}
            disabled={featuredSwitch.isPending}
            onChange={(on) => featuredSwitch.mutate({ id: expert.id, featured: on })}
            label={`Featured: ${expert.name}`}
          />
          <span aria-hidden="true">Featured</span>
        </span>
        <span className="cluster">
          <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit}>
            Edit<span className="visually-hidden"> {expert.name}</span>
          </button>
          <a className="btn btn-secondary btn-sm" href={`/${expert.slug}`} target="_blank" rel="noopener noreferrer">
            View<span className="visually-hidden"> {expert.name} (opens in a new tab)</span>
          </a>
          <button type="button" className="btn btn-danger btn-sm btn-icon" onClick={onDelete} aria-label={`Delete ${expert.name}`}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
            </svg>
          </button>
        </span>
      </div>
    </li>
  );
}
