import { linksIn, unlinkExcept } from '../../domain/article-text.ts';
import { isHttpUrl, sameLinkTarget } from '../../domain/links.ts';
import type { AppDeps } from '../deps.ts';

/** How many unknown links one text may have checked, and how long each check may take. */
const MAX_CHECKS = 8;
const CHECK_TIMEOUT_MS = 5000;

async function resolves(deps: Pick<AppDeps, 'imageFetcher'>, url: string): Promise<boolean> {
  try {
    const response = await deps.imageFetcher.fetch(new URL(url), AbortSignal.timeout(CHECK_TIMEOUT_MS));
    await response.body?.cancel();
    return response.status < 400;
  } catch {
    return false;
  }
}

/**
 * Generated text keeps a link only when it points at a source the run supplied or answers
 * through the SSRF-guarded fetcher (private addresses are refused there); every other link
 * becomes plain text, so a made-up citation never reaches the site as a link.
 */
export async function keepVerifiedLinks(deps: Pick<AppDeps, 'imageFetcher'>, markdown: string, supplied: readonly string[]): Promise<string> {
  const links = linksIn(markdown);
  const keep = new Set(links.filter((url) => supplied.some((source) => sameLinkTarget(source, url))));
  const unknown = links.filter((url) => !keep.has(url) && isHttpUrl(url)).slice(0, MAX_CHECKS);
  const checked = await Promise.all(unknown.map(async (url) => ((await resolves(deps, url)) ? url : undefined)));
  for (const url of checked) if (url) keep.add(url);
  return unlinkExcept(markdown, keep);
}
