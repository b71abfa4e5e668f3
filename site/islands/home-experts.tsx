import { useEffect, useMemo, useRef, useState } from 'react';
import { categoryLabel, type CategoryKey } from '../../domain/categories.ts';
import { LIMITS } from '../../domain/limits.ts';
import { inCategory } from '../../domain/search.ts';
import { readExpertFilters } from '../lib/expert-filters.ts';
import { searchBoxText, showInSearchBox } from '../lib/search-box.ts';
import { loadExpertSearch, useSearchIndex } from '../lib/search-index.ts';
import { writeParams } from '../lib/url-state.ts';
import type { ExpertCardData } from '../../domain/site-pages.ts';
import { ExpertGrid, ExpertIndexFailure, ExpertSearchField, NoExpertsFound } from './expert-listing.tsx';
import { SectionHeader } from './section-header.tsx';
import './home-experts.css';

interface HomeExpertsProps {
  indexUrl: string;
  /** Featured experts in featuredOrder. */
  featured: ExpertCardData[];
}

interface Filter {
  category: CategoryKey | undefined;
  search: string;
}

const NO_FILTER: Filter = { category: undefined, search: '' };
const BATCH = LIMITS.homeBatchSize;

function isFiltering(filter: Filter): boolean {
  return filter.category !== undefined || filter.search.trim() !== '';
}

function resultsHeading(filter: Filter): string {
  const search = filter.search.trim();
  if (filter.category && search) return `${categoryLabel(filter.category)} matching “${search}”`;
  if (filter.category) return categoryLabel(filter.category);
  return `Results for “${search}”`;
}

/**
 * The home page's search box and experts section. Unfiltered, the section is the featured
 * experts grid. With ?category= (other than 'all') or ?search=, or after a search, it lists the
 * matching experts a batch at a time with Load More, and offers to clear the filter.
 *
 * The box is not a copy of React state: text pasted or autofilled before the island woke (or set
 * with no input event) reached the box but not the state, and the next render wrote the stale state
 * back, emptying the box. Search reads the box itself; the island writes it only to show the
 * address's search and to clear it.
 */
export default function HomeExperts({ indexUrl, featured }: HomeExpertsProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [shown, setShown] = useState<number>(BATCH);
  const [loadingMore, setLoadingMore] = useState(false);
  const [interacted, setInteracted] = useState(false);
  const [revealOnLoad, setRevealOnLoad] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const filtering = isFiltering(filter);
  const index = useSearchIndex(loadExpertSearch, indexUrl, interacted || filtering);
  const matches = useMemo(() => (filtering ? index.search?.search(filter.search, inCategory(filter.category)) : undefined), [filtering, index.search, filter]);

  // The URL is read after hydration, so the first render matches the static HTML.
  useEffect(() => {
    const { category, categoryRewritten, search } = readExpertFilters();
    if (categoryRewritten) writeParams({ category });
    if (category || search.trim()) {
      setFilter({ category, search });
      showInSearchBox(formRef.current, search);
      setRevealOnLoad(true);
    }
    return () => clearTimeout(timer.current);
  }, []);

  // A visitor who followed a filtered link (a profile's category badge) is taken to the results.
  useEffect(() => {
    if (revealOnLoad && matches) {
      setRevealOnLoad(false);
      sectionRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [revealOnLoad, matches]);

  // After Load More, focus moves to the first newly shown expert.
  useEffect(() => {
    if (focusIndex.current === undefined) return;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('a.card-link')[focusIndex.current]?.focus();
    focusIndex.current = undefined;
  }, [shown]);

  function applySearch(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = searchBoxText(event.currentTarget).trim();
    setInteracted(true);
    setFilter((previous) => ({ ...previous, search }));
    setShown(BATCH);
    writeParams({ search: search || undefined });
  }

  function clearFilter() {
    clearTimeout(timer.current);
    setLoadingMore(false);
    setFilter(NO_FILTER);
    showInSearchBox(formRef.current, '');
    setShown(BATCH);
    writeParams({ category: undefined, search: undefined });
  }

  function loadMore() {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      focusIndex.current = shown;
      setShown((count) => count + BATCH);
      setLoadingMore(false);
    }, LIMITS.homeLoadMoreDelayMs);
  }

  return (
    <>
      <div className="home-search">
        <div className="container">
          <form ref={formRef} className="home-search-form" role="search" action="/" method="get" onSubmit={applySearch}>
            <ExpertSearchField className="home-search-box" onFocus={() => setInteracted(true)} placeholder="Search experts by name or contribution..." />
            <button type="submit" className="btn btn-primary">
              Search
            </button>
            <a className="btn btn-secondary" href="/directory">
              View All Experts
            </a>
          </form>
        </div>
      </div>

      <section className="section home-experts" id="featured-experts" ref={sectionRef} aria-labelledby="home-experts-heading">
        <div className="container">
          {filtering ? (
            <>
              <div className="section-header">
                <div aria-live="polite">
                  <p className="eyebrow">Experts</p>
                  <h2 id="home-experts-heading">{resultsHeading(filter)}</h2>
                  <p className="muted small home-results-count">
                    {matches ? `${matches.length} ${matches.length === 1 ? 'Expert' : 'Experts'} Found` : 'Loading experts...'}
                  </p>
                </div>
                {/* An empty result offers its own Clear Filters: one button per empty state. */}
                {!(matches && matches.length === 0) && (
                  <button type="button" className="btn btn-secondary btn-sm" onClick={clearFilter}>
                    Clear Filter
                  </button>
                )}
              </div>
              {index.failed && <ExpertIndexFailure onRetry={index.retry} />}
              {matches && matches.length === 0 && (
                <NoExpertsFound heading="No Experts Found" hint="Try a different search or category." onClear={clearFilter} />
              )}
              {matches && matches.length > 0 && (
                <>
                  <ExpertGrid experts={matches.slice(0, shown)} ref={gridRef} />
                  {shown < matches.length && (
                    <div className="home-load-more">
                      <button type="button" className="btn btn-secondary btn-lg" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
                        {loadingMore ? 'Loading...' : 'Load More'}
                      </button>
                    </div>
                  )}
                </>
              )}
            </>
          ) : (
            <>
              <SectionHeader
                eyebrow="Featured"
                title="Featured Experts"
                headingId="home-experts-heading"
                link={{ href: '/directory', label: 'View All Experts' }}
              />
              {featured.length > 0 ? (
                <ExpertGrid experts={featured} />
              ) : (
                <p className="notice">
                  Featured experts will appear here soon. Meanwhile, <a href="/directory">browse the full directory</a>.
                </p>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
