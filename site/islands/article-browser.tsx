import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LIMITS } from '../../domain/limits.ts';
import { clampPage, pageCount, pageRange, parsePageParam } from '../../domain/paging.ts';
import { filterArticles } from '../../domain/search.ts';
import { readParams, writeParams } from '../lib/url-state.ts';
import { ArticleCard, type ArticleCardData } from './article-card.tsx';
import { Pager } from './pager.tsx';
import { SearchField } from './search-field.tsx';

interface ArticleBrowserProps {
  /** Featured articles in featuredOrder. */
  featured: ArticleCardData[];
  /** The first page of all articles, so the page reads without JavaScript. */
  firstPage: ArticleCardData[];
  total: number;
  /** The hashed articles index (site/lib/article-index.ts), fetched once search or paging needs it. */
  indexUrl: string;
}

interface Filter {
  tag: string;
  search: string;
  page: number;
}

type IndexState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; articles: ArticleCardData[] };

const PAGE_SIZE = LIMITS.articlesPageSize;
const NO_FILTER: Filter = { tag: '', search: '', page: 1 };

/** The whole list of articles, fetched on first need and kept for the visit. */
function useArticleIndex(url: string) {
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
        return res.json() as Promise<ArticleCardData[]>;
      })
      .then((articles) => setState({ status: 'ready', articles }))
      .catch((error: unknown) => {
        console.error('Articles index failed to load', error);
        started.current = false;
        setState({ status: 'error' });
      });
  }, [url]);
  return { state, load };
}

function hrefFor(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.tag) params.set('tag', filter.tag);
  if (filter.search) params.set('search', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `/articles?${query}` : '/articles';
}

/** Search, tag filter and paging over all published articles; the query string mirrors them. */
export default function ArticleBrowser({ featured, firstPage, total, indexUrl }: ArticleBrowserProps) {
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  // The server renders page 1 without filters; the query string is read once the island runs.
  const [hydrated, setHydrated] = useState(false);
  const { state: index, load } = useArticleIndex(indexUrl);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const searchId = useId();

  useEffect(() => {
    const params = readParams();
    setFilter({ tag: params.get('tag')?.trim() ?? '', search: params.get('search') ?? '', page: parsePageParam(params.get('page')) });
    setHydrated(true);
  }, []);

  const search = useDeferredValue(filter.search);
  const filtered = Boolean(filter.tag || filter.search.trim());
  const needsIndex = filtered || filter.page > 1;
  useEffect(() => {
    if (needsIndex) load();
  }, [needsIndex, load]);

  const ready = index.status === 'ready';
  const all = ready ? index.articles : undefined;
  const matches = useMemo(() => (all ? filterArticles(all, { tag: filter.tag, search }) : firstPage), [all, filter.tag, search, firstPage]);
  const count = ready ? matches.length : total;
  const page = ready ? clampPage(filter.page, count, PAGE_SIZE) : 1;
  const pages = pageCount(count, PAGE_SIZE);
  const { from, to } = pageRange(page, count, PAGE_SIZE);
  const shown = ready ? matches.slice(from - 1, to) : firstPage;
  const waiting = needsIndex && !ready;

  // A page number past the end (an old link, a narrower search) is corrected in the address too.
  useEffect(() => {
    if (ready && page !== filter.page) {
      setFilter((current) => ({ ...current, page }));
      writeParams({ page }, { page: '1' });
    }
  }, [ready, page, filter.page]);

  const update = (next: Partial<Filter>) => {
    const merged = { ...filter, ...next };
    setFilter(merged);
    writeParams({ tag: merged.tag, search: merged.search, page: merged.page }, { page: '1' });
  };

  const goToPage = (target: number) => {
    update({ page: target });
    listHeading.current?.focus({ preventScroll: true });
    listHeading.current?.scrollIntoView({ block: 'start' });
  };

  const clearFilters = () => update(NO_FILTER);

  return (
    <div className="article-browser">
      <form className="article-search" role="search" action="/articles" onSubmit={(event) => event.preventDefault()}>
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

      {!filtered && featured.length > 0 && (
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

        {waiting && index.status !== 'error' && (
          <p className="empty-state muted" role="status">
            Loading articles...
          </p>
        )}

        {waiting && index.status === 'error' && (
          <div className="notice notice-warning" role="alert">
            <p>The articles could not be loaded.</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={load}>
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
            {hydrated && (
              <div onPointerEnter={load} onFocusCapture={load}>
                <Pager page={page} pages={pages} onPage={goToPage} href={(target) => hrefFor({ ...filter, page: target })} label="Articles pages" />
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
