/**
 * Filters and paging live in the query string. Islands read it on load and rewrite it with
 * history.replaceState, so the URL stays shareable without a navigation; paging pushes a new
 * entry instead. Pages after the first of an unfiltered list are static paths ('/page/2').
 */
import { listPagePath } from '../../domain/paging.ts';

export function readParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

/** Writes the given values (empty, undefined or default values are removed) without reloading. */
export function writeParams(values: Record<string, string | number | undefined>, defaults: Record<string, string> = {}): void {
  const params = new URLSearchParams(window.location.search);
  for (const [key, raw] of Object.entries(values)) {
    const value = raw === undefined ? '' : String(raw);
    if (!value || defaults[key] === value) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', url);
  }
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Shows another state of a list (a search, a filter) in the address, replacing the entry. */
export function replaceUrl(url: string): void {
  if (url !== currentUrl()) window.history.replaceState(window.history.state, '', url);
}

/** Moves to another page of a list as a new history entry, so Back returns to the previous page. */
export function pushUrl(url: string): void {
  if (url !== currentUrl()) window.history.pushState(window.history.state, '', url);
}

/** A list's address: page 1 and unfiltered pages are static paths, filtered views carry a query. */
export function listHref(path: string, page: number, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value?.trim()) params.set(key, value);
  if (params.size === 0) return listPagePath(path, page);
  if (page > 1) params.set('page', String(page));
  return `${path}?${params.toString()}`;
}
