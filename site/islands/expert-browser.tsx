import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CATEGORIES, categoryLabel, type CategoryKey } from '../../domain/categories.ts';
import { LIMITS } from '../../domain/limits.ts';
import { clampPage, pageCount } from '../../domain/paging.ts';
import { inCategory } from '../../domain/search.ts';
import { readExpertFilters } from '../lib/expert-filters.ts';
import { searchBoxText } from '../lib/search-box.ts';
import { sendRead } from '../lib/read-beacon.ts';
import { loadExpertSearch, useSearchIndex } from '../lib/search-index.ts';
import { listHref, pushUrl, replaceUrl } from '../lib/url-state.ts';
import type { ExpertCardData } from '../../domain/site-pages.ts';
import { ExpertGrid, ExpertIndexFailure, ExpertSearchField, NoExpertsFound } from './expert-listing.tsx';
import { Pager } from './pager.tsx';
import './expert-browser.css';

interface ExpertBrowserProps {
  /** The experts index of this build (publishing/search/expert-index.ts). */
  indexUrl: string;
  /** The static page's own slice of the unfiltered list, so its HTML shows it without JavaScript. */
  pageItems: ExpertCardData[];
  /** Which page of the unfiltered list the static page is (1 for the list's own path). */
  page?: number;
  /** How many experts the unfiltered list holds. */
  total: number;
  /** Set on a category page: the category is fixed and no category control is shown. */
  category?: CategoryKey | undefined;
  /** The list's own path (page 1), which the pager's links and the search form point at. */
  path: string;
}

const PAGE_SIZE = LIMITS.directoryPageSize;
/** How long the search box stays unchanged before its results count as seen. */
const SEARCH_SETTLED_MS = 1_500;
type CategoryChoice = CategoryKey | 'all';

function foundText(count: number): string {
  return `${count} ${count === 1 ? 'Expert' : 'Experts'} Found`;
}

/**
 * The directory's search, category filter and pager over the experts index. The address carries
 * the state: unfiltered pages are their static paths (/directory/page/2), filtered views add
 * ?category=, ?search= and ?page=. Typing or filtering rewrites the address in place and goes
 * back to page 1; paging adds a history entry, and Back and Forward are followed. Until a
 * visitor asks for something the static page does not show, the index is not downloaded.
 */
export default function ExpertBrowser({ indexUrl, pageItems, page: staticPage = 1, total, category: fixedCategory, path }: ExpertBrowserProps) {
  const [search, setSearch] = useState('');
  const [chosenCategory, setChosenCategory] = useState<CategoryChoice>('all');
  const [page, setPage] = useState(staticPage);
  const [interacted, setInteracted] = useState(false);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The address is read after hydration (so the first render matches the static HTML), and
  // again whenever Back or Forward changes it.
  useEffect(() => {
    // Typed before the island woke (the keystroke that wakes it, and those while it loads): the
    // static box already holds it, so it is applied now rather than left showing over the full list.
    const typed = searchBoxText(formRef.current);
    const read = () => {
      const filters = readExpertFilters();
      setSearch(filters.search);
      setPage(filters.page);
      if (!fixedCategory) {
        setChosenCategory(filters.category ?? 'all');
        if (filters.categoryRewritten) replaceUrl(listHref(path, filters.page, { category: filters.category, search: filters.search }));
      }
    };
    read();
    const filters = readExpertFilters();
    if (typed.trim() && !filters.search) {
      setInteracted(true);
      setSearch(typed);
      setPage(1);
      replaceUrl(listHref(path, 1, { category: fixedCategory ? undefined : filters.category, search: typed }));
    }
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [fixedCategory, path]);

  const deferredSearch = useDeferredValue(search);
  const category = fixedCategory ?? chosenCategory;
  // Narrowed beyond what the page itself lists (a category page's list is already its category).
  const narrowed = deferredSearch.trim() !== '' || (!fixedCategory && chosenCategory !== 'all');
  const index = useSearchIndex(loadExpertSearch, indexUrl, interacted || narrowed || page !== staticPage);

  const matches = useMemo(() => index.search?.search(deferredSearch, inCategory(category)), [index.search, category, deferredSearch]);
  // Without the index only the static page's own slice is known; anything else waits for it.
  const waiting = !matches && (narrowed || page !== staticPage);
  const count = matches?.length ?? total;
  const pages = pageCount(count, PAGE_SIZE);
  const current = matches ? clampPage(page, count, PAGE_SIZE) : page;
  const shown = matches ? matches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE) : pageItems;
  const categoryParam = fixedCategory || chosenCategory === 'all' ? undefined : chosenCategory;
  const filters = { category: categoryParam, search };

  function hrefFor(target: number): string {
    return listHref(path, target, filters);
  }

  // A search's results count as appearances of the profiles shown, once the reader stops typing.
  const shownSlugs = matches && deferredSearch.trim() !== '' ? shown.map((expert) => expert.slug).join(' ') : '';
  useEffect(() => {
    if (!shownSlugs) return undefined;
    const timer = setTimeout(() => sendRead('search', shownSlugs.split(' ')), SEARCH_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [shownSlugs]);

  useEffect(() => {
    if (matches && current !== page) {
      setPage(current);
      replaceUrl(listHref(path, current, { category: categoryParam, search }));
    }
  }, [matches, current, page, path, categoryParam, search]);

  function changeSearch(value: string) {
    setInteracted(true);
    setSearch(value);
    setPage(1);
    replaceUrl(listHref(path, 1, { ...filters, search: value }));
  }

  function changeCategory(value: CategoryChoice) {
    setInteracted(true);
    setChosenCategory(value);
    setPage(1);
    replaceUrl(listHref(path, 1, { ...filters, category: value === 'all' ? undefined : value }));
  }

  function changePage(target: number) {
    setInteracted(true);
    setPage(target);
    pushUrl(hrefFor(target));
    // Keyboard and screen-reader users land on the new page's summary, at the top of the list.
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView({ block: 'start' });
  }

  function clearFilters() {
    setInteracted(true);
    setSearch('');
    setChosenCategory('all');
    setPage(1);
    replaceUrl(path);
  }

  const hasFilters = search.trim() !== '' || (!fixedCategory && chosenCategory !== 'all');

  return (
    <div className="expert-browser">
      <form
        ref={formRef}
        className="browser-controls"
        role="search"
        action={path}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter applies what the box shows, even text that reached it with no input event.
          const text = searchBoxText(event.currentTarget);
          if (text !== search) changeSearch(text);
        }}
        // A visitor reaching for the search box or the category select is about to filter.
        onPointerEnter={() => setInteracted(true)}
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
            onFocus={() => setInteracted(true)}
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
        {!waiting && count > 0 && <p className="muted small">{`Page ${current} of ${pages}`}</p>}
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
