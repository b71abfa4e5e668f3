import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CATEGORIES, categoryLabel, type CategoryKey } from '../../domain/categories.ts';
import { LIMITS } from '../../domain/limits.ts';
import { clampPage, pageCount } from '../../domain/paging.ts';
import { filterExperts } from '../../domain/search.ts';
import { readExpertFilters } from '../lib/expert-filters.ts';
import { useExpertIndex } from '../lib/use-expert-index.ts';
import { writeParams } from '../lib/url-state.ts';
import type { ExpertCardData } from './expert-card.tsx';
import { ExpertGrid, ExpertIndexFailure, ExpertSearchField, NoExpertsFound } from './expert-listing.tsx';
import { Pager } from './pager.tsx';

interface ExpertBrowserProps {
  /** The experts index of this build (site/lib/expert-index.ts). */
  indexUrl: string;
  /** Page 1 of the unfiltered list, so the static HTML shows it without JavaScript. */
  firstPage: ExpertCardData[];
  /** How many experts the unfiltered list holds. */
  total: number;
  /** Set on a category page: the category is fixed and no category control is shown. */
  category?: CategoryKey | undefined;
  /** The page's own path, which the pager's links and the search form point at. */
  path: string;
}

const PAGE_SIZE = LIMITS.directoryPageSize;
type CategoryChoice = CategoryKey | 'all';

function foundText(count: number): string {
  return `${count} ${count === 1 ? 'Expert' : 'Experts'} Found`;
}

/**
 * The directory's search, category filter and pager over the experts index. The URL carries the
 * state (?category=, ?search=, ?page=) and is rewritten in place; changing a filter goes back to
 * page 1. Until a visitor asks for something other than the first view, the page's own first
 * page is shown and the index is not downloaded.
 */
export default function ExpertBrowser({ indexUrl, firstPage, total, category: fixedCategory, path }: ExpertBrowserProps) {
  const [search, setSearch] = useState('');
  const [chosenCategory, setChosenCategory] = useState<CategoryChoice>('all');
  const [page, setPage] = useState(1);
  const [interacted, setInteracted] = useState(false);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  // The URL is read after hydration, so the first render matches the static HTML.
  useEffect(() => {
    const filters = readExpertFilters();
    setSearch(filters.search);
    setPage(filters.page);
    if (!fixedCategory) {
      setChosenCategory(filters.category ?? 'all');
      if (filters.categoryRewritten) writeParams({ category: filters.category });
    }
  }, [fixedCategory]);

  const deferredSearch = useDeferredValue(search);
  const category = fixedCategory ?? chosenCategory;
  // Narrowed beyond what the page itself lists (a category page's list is already its category).
  const narrowed = deferredSearch.trim() !== '' || (!fixedCategory && chosenCategory !== 'all');
  const index = useExpertIndex(indexUrl, interacted || narrowed || page > 1);

  const matches = useMemo(
    () => (index.experts ? filterExperts(index.experts, { category, search: deferredSearch }) : undefined),
    [index.experts, category, deferredSearch],
  );
  // Without the index only the page's own first page is known; anything else waits for it.
  const waiting = !matches && (narrowed || page > 1);
  const count = matches?.length ?? total;
  const pages = pageCount(count, PAGE_SIZE);
  const current = matches ? clampPage(page, count, PAGE_SIZE) : page;
  const shown = matches ? matches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE) : firstPage;

  useEffect(() => {
    if (matches && current !== page) {
      setPage(current);
      writeParams({ page: current }, { page: '1' });
    }
  }, [matches, current, page]);

  function hrefFor(target: number): string {
    const params = new URLSearchParams();
    if (!fixedCategory && chosenCategory !== 'all') params.set('category', chosenCategory);
    if (search.trim()) params.set('search', search);
    if (target > 1) params.set('page', String(target));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  }

  function changeSearch(value: string) {
    setInteracted(true);
    setSearch(value);
    setPage(1);
    writeParams({ search: value.trim() ? value : undefined, page: undefined });
  }

  function changeCategory(value: CategoryChoice) {
    setInteracted(true);
    setChosenCategory(value);
    setPage(1);
    writeParams({ category: value === 'all' ? undefined : value, page: undefined });
  }

  function changePage(target: number) {
    setInteracted(true);
    setPage(target);
    writeParams({ page: target }, { page: '1' });
    // Keyboard and screen-reader users land on the new page's summary, at the top of the list.
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView({ block: 'start' });
  }

  function clearFilters() {
    setInteracted(true);
    setSearch('');
    setChosenCategory('all');
    setPage(1);
    writeParams({ search: undefined, category: undefined, page: undefined });
  }

  const hasFilters = search.trim() !== '' || (!fixedCategory && chosenCategory !== 'all');

  return (
    <div className="expert-browser">
      <form
        className="browser-controls"
        role="search"
        action={path}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <ExpertSearchField
          className="browser-search"
          value={search}
          onValueChange={changeSearch}
          onFocus={() => setInteracted(true)}
          placeholder={fixedCategory ? `Search ${categoryLabel(fixedCategory)}...` : 'Search experts by name or contribution...'}
        />
        {!fixedCategory && (
          <select
            className="select browser-category"
            name="category"
            value={chosenCategory}
            onChange={(event) => changeCategory(event.target.value as CategoryChoice)}
            aria-label="Category"
          >
            <option value="all">All Categories</option>
            {CATEGORIES.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </form>

      <div className="results-summary" aria-live="polite">
        <h2 className="results-count" ref={summaryRef} tabIndex={-1}>
          {waiting ? 'Loading experts...' : foundText(count)}
        </h2>
        {!waiting && count > 0 && (
          <p className="muted small">
            {`Page ${current} of ${pages}`}
          </p>
        )}
      </div>

      {index.failed && <ExpertIndexFailure onRetry={index.retry} />}

      {!waiting && count === 0 ? (
        <NoExpertsFound
          heading={fixedCategory ? 'No experts found in this category.' : 'No Experts Found'}
          hint={hasFilters ? 'Try adjusting your search or filters.' : 'Know someone who belongs here? Suggest them for the directory.'}
          onClear={hasFilters ? clearFilters : undefined}
        />
      ) : (
        <ExpertGrid experts={shown} className="expert-grid" aria-busy={waiting || undefined} data-waiting={waiting || undefined} />
      )}

      {!waiting && <Pager page={current} pages={pages} onPage={changePage} href={hrefFor} label="Experts pages" />}
    </div>
  );
}
