import type { AppDeps } from '../../../deps.ts';
import { checkLink } from '../../link-check.ts';
import type { LinkOffer } from './evidence.ts';

const MAX_LABEL = 150;

export interface CheckedLinks {
  /** 'title|url', each answering 2xx. */
  referenceLinks: string[];
  verified: LinkOffer[];
  dropped: { url: string; reason: string }[];
}

/**
 * Checks every offered link (see checkLink: guarded, hop by hop, final 2xx only) and keeps those
 * that open, once each, labelled 'title|url'.
 */
export async function checkLinks(deps: Pick<AppDeps, 'imageFetcher'>, offers: readonly LinkOffer[]): Promise<CheckedLinks> {
  const unique = [...new Map(offers.map((offer) => [offer.url, offer])).values()];
  const results = await Promise.all(unique.map(async (offer) => ({ offer, problem: await checkLink(deps, offer.url) })));
  const verified = results.filter((result) => result.problem === null).map((result) => result.offer);
  return {
    verified,
    referenceLinks: verified.map((offer) => `${offer.label.replaceAll('|', '–').slice(0, MAX_LABEL)}|${offer.url}`),
    dropped: results.flatMap((result) => (result.problem === null ? [] : [{ url: result.offer.url, reason: result.problem }])),
  };
}
