import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LIMITS } from '../../domain/limits.ts';
import { clampPage, pageCount, pageFromPath, pageRange, parsePageParam } from '../../domain/paging.ts';
import { withTag } from '../../domain/search.ts';
import { searchBoxText } from '../lib/search-box.ts';
import { loadArticleSearch, useSearchIndex } from '../lib/search-index.ts';
import { listHref, pushUrl, readParams, replaceUrl } from '../lib/url-state.ts';
import type { ArticleCardData } from '../../domain/site-pages.ts';
import { ArticleCard } from './article-card.tsx';
import { Pager } from './pager.tsx';
import { SearchField } from '../ui/search-field.tsx';
import './article-browser.css';

interface ArticleBrowserProps {
  /** Featured articles in featuredOrder. */
  featured: ArticleCardData[];
  /** The static page's own slice of all articles, so the page reads without JavaScript. */
  pageItems: ArticleCardData[];
  /** Which page of the unfiltered list the static page is (1 for /articles). */
  page?: number;
  total: number;
  /** The hashed articles index (publishing/search/article-index.ts), fetched once search or paging needs it. */
  indexUrl: string;
}

interface Filter {
  tag: string;
  search: string;
  page: number;
}

const PAGE_SIZE = LIMITS.articlesPageSize;
const NO_FILTER: Filter = { tag: '', search: '', page: 1 };

const PATH = '/articles';

function hrefFor(filter: Filter): string {
  return listHref(PATH, filter.page, { tag: filter.tag, search: filter.search });
}

/** The filter the address asks for: ?tag=, ?search= and the page (?page=, else '/page/{n}'). */
function readFilter(): Filter {
  const params = readParams();
  return {
    tag: params.get('tag')?.trim() ?? '',
    search: params.get('search') ?? '',
    page: params.has('page') ? parsePageParam(params.get('page')) : pageFromPath(window.location.pathname),
  };
}

/**
 * Search, tag filter and paging over all published articles. The address mirrors them:
 * unfiltered pages are their static paths (/articles/page/2), filtered views carry ?tag=,
 * ?search= and ?page=. Paging adds a history entry, and Back and Forward are followed.
 */
export default function ArticleBrowser({ featured, pageItems, page: staticPage = 1, total, indexUrl }: ArticleBrowserProps) {
  const [filter, setFilter] = useState<Filter>({ ...NO_FILTER, page: staticPage });
  const [interacted, setInteracted] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const searchId = useId();

  // The address is read after hydration (the first render matches the static HTML), and again on Back or Forward.
  useEffect(() => {
    const read = () => setFilter(readFilter());
    // Typed or pasted before the island woke: the static box holds it, so it is applied (unless the
    // address carries a search) rather than wiped by the first render.
    const typed = searchBoxText(formRef.current);
    const fromAddress = readFilter();
    if (typed.trim() && !fromAddress.search) {
      const merged = { ...fromAddress, search: typed, page: 1 };
      setInteracted(true);
      setFilter(merged);
      replaceUrl(hrefFor(merged));
    } else {
      setFilter(fromAddress);
    }
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const search = useDeferredValue(filter.search);
  const filtered = Boolean(filter.tag || filter.search.trim());
  const needsIndex = filtered || filter.page !== staticPage;
  const index = useSearchIndex(loadArticleSearch, indexUrl, interacted || needsIndex);

  const matches = useMemo(() => index.search?.search(search, withTag(filter.tag)), [index.search, filter.tag, search]);
  const ready = matches !== undefined;
  const count = matches?.length ?? total;
  const page = ready ? clampPage(filter.page, count, PAGE_SIZE) : filter.page;
  const pages = pageCount(count, PAGE_SIZE);
  const { from, to } = pageRange(page, count, PAGE_SIZE);
  const shown = matches ? matches.slice(from - 1, to) : pageItems;
  const waiting = needsIndex && !ready;

  // A page number past the end (an old link, a narrower search) is corrected in the address too.
  useEffect(() => {
    if (ready && page !== filter.page) {
      setFilter((current) => ({ ...current, page }));
      replaceUrl(hrefFor({ ...filter, page }));
    }
  }, [ready, page, filter]);

  const update = (next: Partial<Filter>) => {
    const merged = { ...filter, ...next };
    setInteracted(true);
    setFilter(merged);
    replaceUrl(hrefFor(merged));
  };

  const goToPage = (target: number) => {
    const merged = { ...filter, page: target };
    setInteracted(true);
    setFilter(merged);
    pushUrl(hrefFor(merged));
    listHeading.current?.focus({ preventScroll: true });
    listHeading.current?.scrollIntoView({ block: 'start' });
  };
  const load = () => setInteracted(true);

  const clearFilters = () => update(NO_FILTER);

  return (
    <div className="article-browser">
      <form
        ref={formRef}
        className="article-search"
        role="search"
        action="/articles"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter applies what the box shows, even text that reached it with no input event.
          const text = searchBoxText(event.currentTarget);
          if (text !== filter.search) update({ search: text, page: 1 });
        }}
      >
        <label className="visually-hidden" htmlFor={searchId}>
          Search articles
        </label>
        <SearchField
          id={searchId}
          name="search"
          placeholder="Search articles..."
          autoComplete="off"
          value={filter.search}
          onFocus={load}
          onValueChange={(search) => update({ search, page: 1 })}
        />
      </form>

      {filtered && (
        <div className="cluster filter-badges" aria-label="Active filters">
          {filter.tag && (
            <span className="badge">
              Tag: {filter.tag}
              <button type="button" className="badge-remove" aria-label={`Remove tag filter ${filter.tag}`} onClick={() => update({ tag: '', page: 1 })}>
                ×
              </button>
            </span>
          )}
          {filter.search.trim() && (
            <span className="badge">
              Search: {filter.search.trim()}
              <button type="button" className="badge-remove" aria-label="Remove search" onClick={() => update({ search: '', page: 1 })}>
                ×
              </button>
            </span>
          )}
          {/* An empty result offers its own Clear Filters: one button per empty state. */}
          {(waiting || count > 0) && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={clearFilters}>
              Clear Filters
            </button>
          )}
        </div>
      )}

      {!filtered && filter.page === 1 && featured.length > 0 && (
        <section className="article-section" aria-labelledby="featured-articles-heading">
          <h2 id="featured-articles-heading">Featured Articles</h2>
          <div className="grid grid-wide">
            {featured.map((article) => (
              <ArticleCard key={article.slug} article={article} linkLabel="Read Article" />
            ))}
          </div>
        </section>
      )}

      <section className="article-section" aria-labelledby="all-articles-heading">
        <div className="section-header">
          <h2 id="all-articles-heading" ref={listHeading} tabIndex={-1}>
            All Articles
          </h2>
          <p className="muted small article-count" aria-live="polite">
            {!waiting && count > 0 && `Showing ${from}-${to} of ${count} ${count === 1 ? 'article' : 'articles'} • Page ${page} of ${pages}`}
          </p>
        </div>

        {waiting && !index.failed && (
          <p className="empty-state muted" role="status">
            Loading articles...
          </p>
        )}

        {waiting && index.failed && (
          <div className="notice notice-warning" role="alert">
            <p>The articles could not be loaded.</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={index.retry}>
              Try again
            </button>
          </div>
        )}

        {!waiting && count === 0 && (
          <div className="empty-state">
            {filtered ? (
              <>
                <h3>No Articles Found</h3>
                <p className="muted">No articles match your filters. Try another search or clear the filters.</p>
                <div className="cluster">
                  <button type="button" className="btn btn-primary" onClick={clearFilters}>
                    Clear Filters
                  </button>
                </div>
              </>
            ) : (
              <>
                <h3>Coming Soon</h3>
                <p className="muted">Articles from the experts in our directory are on their way. Check back soon.</p>
              </>
            )}
          </div>
        )}

        {!waiting && count > 0 && (
          <>
            <div className="grid grid-wide">
              {shown.map((article) => (
                <ArticleCard key={article.slug} article={article} linkLabel="Read More" />
              ))}
            </div>
            <div onPointerEnter={load} onFocusCapture={load}>
              <Pager page={page} pages={pages} onPage={goToPage} href={(target) => hrefFor({ ...filter, page: target })} label="Articles pages" />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
