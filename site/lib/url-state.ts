/**
 * Filters and paging live in the query string. Islands read it on load and rewrite it with
 * history.replaceState, so the URL stays shareable without a navigation.
 */

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
