import { useId } from 'react';
import type { Expert } from '../../../domain/entities.ts';
import { CategoryBadges } from '../ui/category-badges.tsx';

interface SelectableExpertCardProps {
  expert: Expert;
  /** The expert's place in the working selection (1-based), or undefined when not selected. */
  order: number | undefined;
  onToggle: () => void;
}

/** Categories shown on a card before the rest are counted as '+n'. */
const CATEGORIES_SHOWN = 2;

/**
 * One expert as a checkbox card: the whole card is the checkbox's label, so a click anywhere or
 * Space on the focused box toggles it; the box is named by the expert's name alone.
 */
export function SelectableExpertCard({ expert, order, onToggle }: SelectableExpertCardProps) {
  const nameId = useId();
  const selected = order !== undefined;
  return (
    <li>
      <label className="card select-card" data-selected={selected ? '' : undefined}>
        <span className="select-card-top">
          <input type="checkbox" className="select-card-check" checked={selected} onChange={onToggle} aria-labelledby={nameId} />
          {selected && (
            <span className="badge featured-order">
              #{order}
              <span className="visually-hidden"> in the featured order</span>
            </span>
          )}
        </span>
        <span id={nameId} className="select-card-name">
          {expert.name}
        </span>
        <span className="muted small">{expert.title}</span>
        <CategoryBadges categories={expert.categories} max={CATEGORIES_SHOWN} />
        <span className="small clamp-3">{expert.longevityContribution}</span>
      </label>
    </li>
  );
}
