/** A research source that failed: reported in researchData and skipped, never fatal on its own. */
export class SourceError extends Error {}

export type GetJson = (url: URL) => Promise<unknown>;

/** One place every research call goes through: a descriptive User-Agent (Wikimedia asks for one), JSON, a timeout. */
export function createJsonGetter(options: { userAgent: string; timeoutMs: number }): GetJson {
  return async (url) => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': options.userAgent, 'Api-User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SourceError(timedOut ? `${url.host} did not answer in time` : `${url.host} could not be reached`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SourceError(`${url.host} answered with status ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new SourceError(`${url.host} answered with something other than JSON`);
    }
  };
}
