import { useEffect, useState } from 'react';
import type { ArticleIndexEntry, ExpertIndexEntry } from '../../domain/site-pages.ts';
import type { Search } from './search-engine.ts';

/**
 * The browser side of the search indexes (publishing/search/expert-index.ts, article-index.ts build them).
 * The index file and the search library (a dynamic import, its own chunk) load together, the
 * first time a visitor searches, filters or pages; a file's name carries its content hash, so one
 * download serves every island on the page. A failed download is forgotten, so a retry fetches again.
 */
const loaded = new Map<string, Promise<unknown>>();

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as T;
}

function once<T>(url: string, load: () => Promise<T>): Promise<T> {
  let pending = loaded.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

export function loadExpertSearch(url: string): Promise<Search<ExpertIndexEntry>> {
  return once(url, async () => {
    const [engine, entries] = await Promise.all([import('./search-engine.ts'), fetchJson<ExpertIndexEntry[]>(url)]);
    return engine.createExpertSearch(entries);
  });
}

export function loadArticleSearch(url: string): Promise<Search<ArticleIndexEntry>> {
  return once(url, async () => {
    const [engine, entries] = await Promise.all([import('./search-engine.ts'), fetchJson<ArticleIndexEntry[]>(url)]);
    return engine.createArticleSearch(entries);
  });
}

export interface SearchIndexState<T> {
  /** The ready search, once downloaded. */
  search: Search<T> | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** Loads a search once `wanted` turns true (a search, a filter, a later page, or a first focus). */
export function useSearchIndex<T>(load: (url: string) => Promise<Search<T>>, url: string, wanted: boolean): SearchIndexState<T> {
  const [search, setSearch] = useState<Search<T>>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || search) return;
    let current = true;
    setFailed(false);
    load(url).then(
      (ready) => current && setSearch(() => ready),
      (error: unknown) => {
        console.error('Search index failed to load', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load, url, wanted, search, attempt]);

  return { search, loading: wanted && !search && !failed, failed, retry: () => setAttempt((n) => n + 1) };
}
