import { LINK_MESSAGES, linkAnsweredMessage } from '../../domain/link-check.ts';
import { IMAGE_MESSAGES } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { followRedirects, type RedirectMessages } from './image-download.ts';

/** How long one link may take to answer (redirects included) before it is dropped. */
export const LINK_TIMEOUT_MS = 10_000;

const REDIRECTS: RedirectMessages = {
  tooManyRedirects: LINK_MESSAGES.tooManyRedirects,
  redirectLoop: LINK_MESSAGES.redirectLoop,
  badRedirect: LINK_MESSAGES.badRedirect,
  onlyHttp: LINK_MESSAGES.redirectNotHttp,
};

/** The guarded fetcher's refusals, said of a link. */
const FETCHER_REASONS: Record<string, string> = {
  [IMAGE_MESSAGES.addressNotAllowed]: LINK_MESSAGES.privateAddress,
  [IMAGE_MESSAGES.hostNotFound]: LINK_MESSAGES.hostNotFound,
};

/** A guarded fetcher's refusal (worded for images) as said of a link. */
export const linkRefusal = (error: HttpError): string => FETCHER_REASONS[error.message] ?? error.message;

function httpUrl(address: string): URL | undefined {
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/**
 * Opens a link the way a reader's browser would, but through the SSRF-guarded fetcher: redirects
 * followed hop by hop (each hop's address checked: a private, local or reserved one such as cloud
 * metadata at 169.254.169.254 is refused), a loop or too many hops refused, and only a final 2xx
 * counts. Answers null when the link opened, else why not ('the link …').
 */
export async function checkLink(deps: Pick<AppDeps, 'imageFetcher'>, address: string, timeoutMs = LINK_TIMEOUT_MS): Promise<string | null> {
  const url = httpUrl(address);
  if (!url) return LINK_MESSAGES.notHttp;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await followRedirects(deps, url, signal, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, REDIRECTS);
    await response.body?.cancel();
    return response.status >= 200 && response.status < 300 ? null : linkAnsweredMessage(response.status);
  } catch (error) {
    if (signal.aborted) return LINK_MESSAGES.timedOut;
    if (error instanceof HttpError) return linkRefusal(error);
    return LINK_MESSAGES.unreachable;
  }
}
