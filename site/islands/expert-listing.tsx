/** The parts of the experts search and its results that the directory and the home page share. */
import type { HTMLAttributes, Ref } from 'react';
import type { ExpertCardData } from '../../domain/site-pages.ts';
import { ExpertCard } from './expert-card.tsx';
import { SearchField } from '../ui/search-field.tsx';

interface ExpertSearchFieldProps {
  /** The box's width in its form. */
  className: string;
  /** A list that filters as one types follows the box; left out, a form searched on Search reads the box when sent. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The first focus asks for the experts index, so results are ready by the first keystroke. */
  onFocus: () => void;
  placeholder: string;
}

/** The experts search box; without JavaScript its form sends it as ?search=. */
export function ExpertSearchField(props: ExpertSearchFieldProps) {
  return <SearchField name="search" aria-label="Search experts" autoComplete="off" {...props} />;
}

interface ExpertGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'> {
  experts: readonly ExpertCardData[];
  /** Next to .grid. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Experts as cards in the site's grid. */
export function ExpertGrid({ experts, className, ...grid }: ExpertGridProps) {
  return (
    <div className={className ? `grid ${className}` : 'grid'} {...grid}>
      {experts.map((expert) => (
        <ExpertCard key={expert.slug} expert={expert} />
      ))}
    </div>
  );
}

interface NoExpertsFoundProps {
  heading: string;
  hint: string;
  /** Offered as 'Clear Filters' when there are filters to clear. */
  onClear?: (() => void) | undefined;
}

/** An empty result: why, and the way out (clear the filters, or suggest an expert). */
export function NoExpertsFound({ heading, hint, onClear }: NoExpertsFoundProps) {
  return (
    <div className="empty-state card">
      <h3>{heading}</h3>
      <p className="muted">{hint}</p>
      <div className="cluster">
        {onClear && (
          <button type="button" className="btn btn-secondary" onClick={onClear}>
            Clear Filters
          </button>
        )}
        <a className="btn btn-primary" href="/submit">
          Submit Expert for Review
        </a>
      </div>
    </div>
  );
}

/** The experts index did not arrive (see useSearchIndex); Try Again asks for it once more. */
export function ExpertIndexFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice notice-warning" role="alert">
      The experts could not be loaded.{' '}
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
