import { categoryLabel } from '../../../domain/categories.ts';
import './category-badges.css';

/**
 * An expert's categories as badges; with `max`, the rest are counted in a '+n' badge. Spans with
 * list roles rather than a <ul>, so the badges may sit inside a label or a button.
 */
export function CategoryBadges({ categories, max }: { categories: readonly string[]; max?: number }) {
  const shown = max === undefined ? categories : categories.slice(0, max);
  const more = categories.length - shown.length;
  if (categories.length === 0) return null;
  return (
    <span role="list" className="cluster badge-list" aria-label="Categories">
      {shown.map((key) => (
        <span role="listitem" key={key} className="badge">
          {categoryLabel(key)}
        </span>
      ))}
      {more > 0 && (
        <span role="listitem" className="badge badge-neutral">
          +{more}
          <span className="visually-hidden"> more</span>
        </span>
      )}
    </span>
  );
}
