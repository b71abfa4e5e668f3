import { checkHost } from './address-guard.ts';
import { FETCH_HEADERS, type ImageFetcher } from './types.ts';

/**
 * Downloads on the edge (Cloudflare Workers). Literal addresses and local names are checked here;
 * names are not resolved, because a Worker's fetch cannot reach private networks at all.
 */
export function createEdgeFetcher(options: { allowPrivate: boolean }): ImageFetcher {
  return {
    async fetch(url, signal, fetchOptions) {
      checkHost(url, options.allowPrivate);
      const headers = fetchOptions?.accept ? { ...FETCH_HEADERS, Accept: fetchOptions.accept } : FETCH_HEADERS;
      return fetch(url, { redirect: 'manual', signal, headers });
    },
  };
}
