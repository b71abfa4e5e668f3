import type { AppDeps } from '../../../deps.ts';
import { followRedirects } from '../../image-download.ts';
import type { LinkOffer } from './evidence.ts';

/** How long one link may take to answer before it is dropped. */
const LINK_TIMEOUT_MS = 10_000;
const MAX_LABEL = 150;

export interface CheckedLinks {
  /** 'title|url', each answering 2xx. */
  referenceLinks: string[];
  verified: LinkOffer[];
  dropped: { url: string; reason: string }[];
}

function httpUrl(address: string): URL | undefined {
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

async function answers(deps: Pick<AppDeps, 'imageFetcher'>, url: URL): Promise<string | null> {
  try {
    const response = await followRedirects(deps, url, AbortSignal.timeout(LINK_TIMEOUT_MS), { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    await response.body?.cancel();
    return response.ok ? null : `answered ${response.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : error instanceof Error ? error.message : 'could not be reached';
  }
}

/**
 * Checks every offered link through the SSRF-guarded fetcher (redirects followed, each hop
 * checked) and keeps those that answer 2xx, once each, labelled 'title|url'.
 */
export async function checkLinks(deps: Pick<AppDeps, 'imageFetcher'>, offers: readonly LinkOffer[]): Promise<CheckedLinks> {
  const unique = [...new Map(offers.map((offer) => [offer.url, offer])).values()];
  const results = await Promise.all(
    unique.map(async (offer) => {
      const url = httpUrl(offer.url);
      return { offer, problem: url ? await answers(deps, url) : 'is not an http(s) URL' };
    }),
  );
  const verified = results.filter((result) => result.problem === null).map((result) => result.offer);
  return {
    verified,
    referenceLinks: verified.map((offer) => `${offer.label.replaceAll('|', '–').slice(0, MAX_LABEL)}|${offer.url}`),
    dropped: results.flatMap((result) => (result.problem === null ? [] : [{ url: result.offer.url, reason: result.problem }])),
  };
}
