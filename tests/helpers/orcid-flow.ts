import { freshAddress } from './accounts.ts';
import type { startOrcidServer } from './orcid-server.ts';
import type { cookieJar } from './second-factor.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type OrcidServer = Awaited<ReturnType<typeof startOrcidServer>>;
type Jar = ReturnType<typeof cookieJar>;

/** GET /api/auth/orcid (for a claim when `claim` is given) as the browser holding `jar`: the address ORCID is asked at. */
export async function startOrcid(t: TestApp, jar: Jar, claim?: string): Promise<string> {
  const res = jar.absorb(await t.request('GET', `/api/auth/orcid${claim ? `?claim=${claim}` : ''}`, { cookie: jar.header(), headers: freshAddress() }));
  const location = res.headers.get('Location');
  if (res.status !== 302 || !location) throw new Error(`The ORCID sign-in did not start: ${res.status} ${await res.text()}`);
  return location;
}

/** Follows ORCID's redirect back to the app (the callback's path and query) with the browser's cookies. */
export async function callback(t: TestApp, jar: Jar, callbackUrl: string): Promise<Response> {
  const url = new URL(callbackUrl);
  return jar.absorb(await t.request('GET', url.pathname + url.search, { cookie: jar.header() }));
}

/** The whole round trip: start, the person's decision at ORCID, the callback's answer (a redirect). */
export async function orcidRoundTrip(
  t: TestApp,
  orcid: OrcidServer,
  jar: Jar,
  options: { claim?: string; decision?: 'approve' | 'deny' } = {},
): Promise<Response> {
  const authorize = await startOrcid(t, jar, options.claim);
  return callback(t, jar, await orcid.decide(authorize, options.decision ?? 'approve'));
}

/** Where a redirect sends the browser, as a path with its query. */
export function redirectedTo(res: Response): string {
  const location = res.headers.get('Location');
  if (res.status !== 302 || !location) throw new Error(`Expected a redirect, got ${res.status}`);
  return location;
}
