import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createGuardedFetcher, type Resolver } from '../api/adapters/http/node-guarded-fetch.ts';
import { CRONS, runScheduledJob } from '../api/scheduled-jobs.ts';
import { runLinkCheck, scheduleLinkChecks } from '../api/services/link-monitor.ts';
import { activityLog, experts, linkChecks } from '../db/schema.ts';
import { LINK_MONITOR_MESSAGES, type NeedsAttention } from '../domain/link-monitor.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { makeExpert } from './helpers/factories.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The link monitor against loopback hosts: one server answers for several host names (a test
 * resolver sends them all to 127.0.0.1), so a redirect to another host is a real one. With the
 * production setting (no private addresses), it must not contact a loopback address at all.
 */

interface Hit {
  host: string;
  path: string;
}

const hits: Hit[] = [];
const inFlight = new Map<string, number>();
const peak = { perHost: new Map<string, number>(), overall: 0 };
let running = 0;
let wikidataDeath: { time: string; precision: number } | null = { time: '+2024-08-01T00:00:00Z', precision: 11 };

const server = createServer((req, res) => {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  const url = new URL(req.url ?? '/', 'http://x');
  hits.push({ host, path: url.pathname });
  if (url.pathname === '/w/api.php') {
    const ids = (url.searchParams.get('ids') ?? '').split('|');
    const entity = (id: string) => ({
      id,
      labels: { en: { value: id } },
      claims: {
        P31: [{ mainsnak: { datavalue: { value: { id: 'Q5' } } } }],
        ...(id === 'Q500' && wikidataDeath
          ? { P570: [{ mainsnak: { datavalue: { value: { ...wikidataDeath, timezone: 0, calendarmodel: 'http://www.wikidata.org/entity/Q1985727' } } } }] }
          : {}),
      },
    });
    return void res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ entities: Object.fromEntries(ids.map((id) => [id, entity(id)])) }));
  }
  const port = (server.address() as AddressInfo).port;
  switch (url.pathname) {
    case '/ok':
    case '/landing':
    case '/login':
      return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>page</html>');
    case '/missing':
      return void res.writeHead(404).end('gone');
    case '/forbidden':
      return void res.writeHead(403).end('no robots');
    case '/away':
      return void res.writeHead(301, { Location: `http://other.example.test:${port}/landing` }).end();
    case '/temporary':
      return void res.writeHead(302, { Location: '/login?next=/temporary' }).end();
    case '/loop':
      return void res.writeHead(302, { Location: '/loop' }).end();
    case '/slow':
      return undefined; // never answers
    case '/counted': {
      running += 1;
      inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
      peak.perHost.set(host, Math.max(peak.perHost.get(host) ?? 0, inFlight.get(host) ?? 0));
      peak.overall = Math.max(peak.overall, running);
      setTimeout(() => {
        running -= 1;
        inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
        res.writeHead(200).end('ok');
      }, 60);
      return undefined;
    }
    default:
      return void res.writeHead(404).end();
  }
});
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
const port = (server.address() as AddressInfo).port;
const at = (host: string, path: string) => `http://${host}:${port}${path}`;

/** Every *.example.test name is this machine; metadata.example.test is the cloud metadata address. */
const testDns: Resolver = async (hostname) => {
  if (hostname === 'metadata.example.test') return ['169.254.169.254'];
  return hostname.endsWith('.example.test') ? ['127.0.0.1'] : [];
};

let now = new Date('2026-11-25T06:00:00Z');
// Long enough for any loopback answer on a loaded machine; the host that never answers takes this long.
const fast = { requestTimeoutMs: 3_000 };
const t = await createTestApp(
  { WIKIDATA_BASE_URL: `http://127.0.0.1:${port}`, LINK_CHECK_BATCH: '2' },
  // As local development runs it (ALLOW_PRIVATE_IMAGE_URLS): loopback hosts may be reached; reserved ones never.
  { imageFetcher: createGuardedFetcher({ allowPrivate: true, resolve: testDns }), now: () => now },
);
const admin = await signUpAdmin(t);
const user = await signUp(t);

const watched = await makeExpert(t.db, {
  name: 'Watched Expert',
  referenceLinks: ['Official Website|' + at('a.example.test', '/ok'), at('a.example.test', '/missing'), at('a.example.test', '/forbidden')],
});
await t.db
  .update(experts)
  .set({
    sources: [
      { title: 'Moved page', url: at('a.example.test', '/away'), kind: 'news', retrievedAt: '2026-01-01', supports: [] },
      { title: 'Login wall', url: at('b.example.test', '/temporary'), kind: 'news', retrievedAt: '2026-01-01', supports: [] },
      { title: 'Official', url: at('a.example.test', '/ok'), kind: 'official', retrievedAt: '2026-01-01', supports: [] },
    ],
    disclosures: [{ kind: 'founder', text: 'Founded a company.', sourceUrl: at('b.example.test', '/loop') }],
    contextNotes: [{ text: 'A note.', sourceUrl: at('c.example.test', '/slow') }],
    identifiers: { wikidata: 'Q500', orcid: null, openalex: null },
    lastReviewedAt: new Date('2026-10-01T00:00:00Z'),
  })
  .where(eq(experts.id, watched.id));
const metadata = await makeExpert(t.db, { name: 'Metadata Link', referenceLinks: ['Official Website|http://metadata.example.test/latest/meta-data'] });
await t.db
  .update(experts)
  .set({ identifiers: { wikidata: 'Q501', orcid: null, openalex: null }, lastReviewedAt: new Date('2025-06-01T00:00:00Z') })
  .where(eq(experts.id, metadata.id));

/** The experts as they were before the monitor ran: it must leave them so. */
const expertsBefore = await t.db.select().from(experts).orderBy(experts.id);

async function stored(url: string) {
  const [row] = await t.db.select().from(linkChecks).where(eq(linkChecks.url, url));
  return row;
}

const needsAttention = async () => (await (await t.request('GET', '/api/admin/needs-attention', { cookie: admin.cookie })).json()) as NeedsAttention;

describe('one run of the monitor', () => {
  it('tells 200, 404, a redirect to another host, a loop, a timeout, a refusal of robots and a reserved address apart', { timeout: 30_000 }, async () => {
    const run = await runLinkCheck(t.deps, { settings: fast });
    expect(run).toMatchObject({
      checked: 8,
      remaining: 0,
      byStatus: { ok: 2, moved: 1, broken: 3, unverifiable: 1, private: 1 },
      wikidataChecked: 2,
      wikidataError: null,
    });
    expect(await stored(at('a.example.test', '/ok'))).toMatchObject({ status: 'ok', httpStatus: 200, finalUrl: null, failingSince: null });
    expect(await stored(at('a.example.test', '/missing'))).toMatchObject({ status: 'broken', httpStatus: 404, reason: 'answered 404', failingSince: now });
    expect(await stored(at('a.example.test', '/away'))).toMatchObject({ status: 'moved', httpStatus: 200, finalUrl: at('other.example.test', '/landing') });
    expect(await stored(at('b.example.test', '/temporary'))).toMatchObject({ status: 'ok' });
    expect(await stored(at('b.example.test', '/loop'))).toMatchObject({ status: 'broken', reason: LINK_MONITOR_MESSAGES.tooManyRedirects });
    expect(await stored(at('c.example.test', '/slow'))).toMatchObject({ status: 'broken', reason: LINK_MONITOR_MESSAGES.timedOut });
    expect(await stored(at('a.example.test', '/forbidden'))).toMatchObject({ status: 'unverifiable', httpStatus: 403 });
    expect(await stored('http://metadata.example.test/latest/meta-data')).toMatchObject({ status: 'private', reason: LINK_MONITOR_MESSAGES.privateAddress });
    // The redirect's other host was asked too, hop by hop; the loop stopped after five redirects.
    expect(hits.filter((hit) => hit.host === 'other.example.test')).toEqual([{ host: 'other.example.test', path: '/landing' }]);
    expect(hits.filter((hit) => hit.path === '/loop')).toHaveLength(6);
  });

  it('lists what needs attention: links with who shows them and where, stale reviews, and reported deaths', async () => {
    const list = await needsAttention();
    expect(list.links.map((link) => [link.url, link.status]).sort()).toEqual(
      [
        [at('a.example.test', '/away'), 'moved'],
        [at('a.example.test', '/missing'), 'broken'],
        [at('b.example.test', '/loop'), 'broken'],
        [at('c.example.test', '/slow'), 'broken'],
        ['http://metadata.example.test/latest/meta-data', 'private'],
      ].sort(),
    );
    expect(list.links.find((link) => link.url.endsWith('/loop'))?.experts).toEqual([
      { id: watched.id, name: 'Watched Expert', slug: watched.slug, places: ['disclosures'] },
    ]);
    // Reviewed in 2025-06 is more than 12 months before 2026-11-25; October 2026 is not; never reviewed is stale.
    expect(list.staleReviews.find((entry) => entry.id === metadata.id)).toEqual({
      id: metadata.id,
      name: 'Metadata Link',
      slug: metadata.slug,
      lastReviewedAt: '2025-06-01T00:00:00.000Z',
    });
    expect(list.staleReviews.some((entry) => entry.id === watched.id)).toBe(false);
    expect(list.deaths).toEqual([
      { id: watched.id, name: 'Watched Expert', slug: watched.slug, wikidataId: 'Q500', dateOfDeath: '2024-08-01', checkedAt: now.toISOString() },
    ]);
    expect(list.totals).toMatchObject({ links: 5, deaths: 1 });
    expect(list.lastCheckedAt).toBe(now.toISOString());
  });

  it('changes nothing public', async () => {
    expect(await t.db.select().from(experts).orderBy(experts.id)).toEqual(expertsBefore);
    expect(t.rebuild.reasons).toEqual([]);
  });
});

describe('later runs', () => {
  it('skips links checked within the day, keeps the first day of a failure, and forgets links no expert shows', { timeout: 30_000 }, async () => {
    expect((await runLinkCheck(t.deps, { settings: fast })).checked).toBe(0);
    const firstFailure = now;
    now = new Date(now.getTime() + 21 * 60 * 60 * 1000);
    await t.db
      .update(experts)
      .set({ referenceLinks: ['Official Website|' + at('a.example.test', '/ok'), at('a.example.test', '/missing')] })
      .where(eq(experts.id, watched.id));
    const run = await runLinkCheck(t.deps, { settings: fast });
    expect(run.checked).toBe(7);
    expect(await stored(at('a.example.test', '/missing'))).toMatchObject({ status: 'broken', failingSince: firstFailure, checkedAt: now });
    expect(await stored(at('a.example.test', '/forbidden'))).toBeUndefined();
  });

  it('lists a reported death until an editor acknowledges it, and again when Wikidata records another date', { timeout: 30_000 }, async () => {
    const res = await t.request('POST', `/api/admin/needs-attention/deaths/${watched.id}/acknowledge`, { cookie: admin.cookie });
    expect(await res.json()).toEqual({ message: LINK_MONITOR_MESSAGES.deathAcknowledged, dateOfDeath: '2024-08-01' });
    expect((await needsAttention()).deaths).toEqual([]);
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'expert.death-acknowledged'));
    expect(entry).toMatchObject({ actorUserId: admin.user.id, entityId: String(watched.id) });

    wikidataDeath = { time: '+2024-00-00T00:00:00Z', precision: 9 };
    await runLinkCheck(t.deps, { force: true, settings: fast });
    expect((await needsAttention()).deaths).toEqual([expect.objectContaining({ id: watched.id, dateOfDeath: '2024' })]);
    expect((await t.request('POST', `/api/admin/needs-attention/deaths/${metadata.id}/acknowledge`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.request('POST', '/api/admin/needs-attention/deaths/987654/acknowledge', { cookie: admin.cookie })).status).toBe(404);
  });
});

describe('bounded concurrency', () => {
  it('never has more than two requests in flight to one host, nor more than the overall limit', async () => {
    const { db } = t;
    const hosts = ['h1', 'h2', 'h3', 'h4', 'h5'];
    await makeExpert(db, {
      name: 'Many Links',
      referenceLinks: hosts.flatMap((host) => [1, 2, 3, 4].map((n) => at(`${host}.example.test`, `/counted?n=${n}`))),
    });
    peak.perHost.clear();
    peak.overall = 0;
    const run = await runLinkCheck(t.deps, { settings: { ...fast, concurrency: 4, perHost: 2 } });
    expect(run.checked).toBe(20);
    expect(Math.max(...peak.perHost.values())).toBe(2);
    expect(peak.overall).toBeLessThanOrEqual(4);
    expect(peak.overall).toBeGreaterThanOrEqual(3);
  });
});

describe('with the production setting', () => {
  it('never contacts a private address', async () => {
    const strict = await createTestApp({}, { imageFetcher: createGuardedFetcher({ allowPrivate: false, resolve: testDns }) });
    await makeExpert(strict.db, { name: 'Private Links', referenceLinks: ['Official Website|' + `http://127.0.0.1:${port}/ok`, at('a.example.test', '/ok')] });
    const before = hits.length;
    const run = await runLinkCheck(strict.deps, { settings: fast });
    expect(run.byStatus).toMatchObject({ private: 2, ok: 0 });
    expect(hits.length).toBe(before);
  });
});

describe('the endpoints', () => {
  it("runs one batch of LINK_CHECK_BATCH links on the Worker's daily cron, and refuses a cron it does not know", { timeout: 30_000 }, async () => {
    now = new Date(now.getTime() + 21 * 60 * 60 * 1000);
    const line = await runScheduledJob(t.deps, CRONS.checkLinks);
    const run = JSON.parse(line.replace(/^\[links\] /, '')) as { checked: number; remaining: number };
    expect(run.checked).toBe(2);
    expect(run.remaining).toBeGreaterThan(0);
    await expect(runScheduledJob(t.deps, '*/5 * * * *')).rejects.toThrow(/No scheduled job runs on the cron "\*\/5 \* \* \* \*"/);
  });

  it('lets an admin start a batch and read the list; nobody else', { timeout: 30_000 }, async () => {
    const res = await t.request('POST', '/api/admin/link-checks?wait=true', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).checked).toBe(2);
    await expectAdminOnly(t, (cookie) => t.request('POST', '/api/admin/link-checks?wait=true', cookie ? { cookie } : {}), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/admin/needs-attention', cookie ? { cookie } : {}), user.cookie);
    await expectAdminOnly(
      t,
      (cookie) => t.request('POST', `/api/admin/needs-attention/deaths/${watched.id}/acknowledge`, cookie ? { cookie } : {}),
      user.cookie,
    );
  });
});

describe("the Node server's schedule", () => {
  it('runs after the first delay, then again every interval, until stopped', async () => {
    const scheduled = await createTestApp({}, { imageFetcher: createGuardedFetcher({ allowPrivate: true, resolve: testDns }) });
    await makeExpert(scheduled.db, { name: 'Scheduled', referenceLinks: ['Official Website|' + at('s.example.test', '/ok')] });
    const lines: string[] = [];
    const stop = scheduleLinkChecks(scheduled.deps, { intervalMs: 30, lastCheckedAt: null, firstDelayMs: 10, log: (line) => lines.push(line) });
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    stop();
    const settled = lines.length;
    expect(lines[0]).toBe('[links] checked 1 links: 1 ok, 0 moved, 0 broken, 0 unverifiable, 0 private; 0 Wikidata items');
    // Later runs find the link checked within the day: nothing is due.
    expect(lines[1]).toMatch(/^\[links\] checked 0 links/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.length).toBeLessThanOrEqual(settled + 1);
  });
});
