import { LIMITS } from '../../domain/limits.ts';
import { hostAnsweredMessage, IMAGE_MESSAGES } from '../../domain/messages.ts';
import type { FetchOptions } from '../adapters/http/types.ts';
import type { AppDeps } from '../deps.ts';
import { BadGatewayError, BadRequestError, HttpError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';
import { detectImageKind, type ImageKind } from '../../domain/image-bytes.ts';

/**
 * Fetches an image from a URL the admin (or an AI provider) gave: http(s) only, redirects followed
 * by hand so the fetcher's address guard sees every hop, at most LIMITS.downloadBytes read, and the
 * bytes must be an image we accept. One timeout covers the whole download, redirects included.
 */

export const DOWNLOAD_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface DownloadedImage {
  bytes: Uint8Array;
  kind: ImageKind;
}

function httpUrl(address: string, onlyHttp: string = IMAGE_MESSAGES.onlyHttp): URL {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new BadRequestError(onlyHttp);
  return url;
}

/** What a redirect chain's failures say; the link check says 'link' where the download says 'image'. */
export interface RedirectMessages {
  tooManyRedirects: string;
  redirectLoop: string;
  badRedirect: string;
  onlyHttp: string;
}

const IMAGE_REDIRECT_MESSAGES: RedirectMessages = {
  tooManyRedirects: IMAGE_MESSAGES.tooManyRedirects,
  redirectLoop: IMAGE_MESSAGES.tooManyRedirects,
  badRedirect: IMAGE_MESSAGES.badRedirect,
  onlyHttp: IMAGE_MESSAGES.onlyHttp,
};

/** The body, refusing (413) as soon as it passes `limit`, without reading the rest. */
async function readLimited(response: Response, limit: number): Promise<Uint8Array> {
  if (Number(response.headers.get('Content-Length') ?? 0) > limit) {
    await response.body?.cancel();
    throw new PayloadTooLargeError(IMAGE_MESSAGES.tooLarge);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    total += next.value.byteLength;
    if (total > limit) {
      await reader?.cancel();
      throw new PayloadTooLargeError(IMAGE_MESSAGES.tooLarge);
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * GET through the guarded fetcher, following at most MAX_REDIRECTS redirects, each hop checked
 * again (a hop to a private or reserved address is refused there); a hop back to an address
 * already visited is a loop.
 */
export async function followRedirects(
  deps: Pick<AppDeps, 'imageFetcher'>,
  start: URL,
  signal: AbortSignal,
  options?: FetchOptions,
  messages: RedirectMessages = IMAGE_REDIRECT_MESSAGES,
): Promise<Response> {
  let url = start;
  const visited = new Set([url.href]);
  for (let redirects = 0; ; redirects++) {
    const response = await deps.imageFetcher.fetch(url, signal, options);
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel();
    if (redirects === MAX_REDIRECTS) throw new BadGatewayError(messages.tooManyRedirects);
    const location = response.headers.get('Location');
    if (!location || !URL.canParse(location, url)) throw new BadGatewayError(messages.badRedirect);
    url = httpUrl(new URL(location, url).href, messages.onlyHttp);
    if (visited.has(url.href)) throw new BadGatewayError(messages.redirectLoop);
    visited.add(url.href);
  }
}

export async function downloadImage(deps: Pick<AppDeps, 'imageFetcher'>, address: string, timeoutMs = DOWNLOAD_TIMEOUT_MS): Promise<DownloadedImage> {
  const start = httpUrl(address);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await followRedirects(deps, start, signal);
    if (!response.ok) {
      await response.body?.cancel();
      throw new BadGatewayError(hostAnsweredMessage(response.status));
    }
    const bytes = await readLimited(response, LIMITS.downloadBytes);
    const kind = detectImageKind(bytes);
    if (!kind) throw new UnsupportedMediaTypeError(IMAGE_MESSAGES.notAnImage);
    return { bytes, kind };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new BadGatewayError(signal.aborted ? IMAGE_MESSAGES.timedOut : IMAGE_MESSAGES.hostUnreachable);
  }
}
