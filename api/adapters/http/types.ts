/**
 * One HTTP GET for an image download. It never follows redirects: the download service follows
 * them itself, so every hop passes through here and is checked again.
 */
export interface ImageFetcher {
  /**
   * Answers the response as it came (3xx included), or throws BadRequestError (400) when the
   * URL's host is an address downloads may not reach.
   */
  fetch(url: URL, signal: AbortSignal, options?: FetchOptions): Promise<Response>;
}

export interface FetchOptions {
  /** Replaces the image Accept header (the AI generator's link checks ask for pages). */
  accept?: string;
}

/** Sent with every download: some image hosts refuse requests without a user agent. */
export const FETCH_HEADERS = { 'User-Agent': 'longevity-experts-image-fetcher/1.0', Accept: 'image/*' } as const;
