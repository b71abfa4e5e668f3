import { describe, expect, it } from 'vitest';
import { setExpertOwner } from '../db/queries/expert-owners.ts';
import { profileReads, rateLimits } from '../db/schema.ts';
import { OWNER_TEXTS } from '../domain/claims.ts';
import { RATE_LIMITS } from '../domain/limits.ts';
import type { ProfileReaders } from '../domain/profile-reads.ts';
import { signUp } from './helpers/accounts.ts';
import { testClock } from './helpers/clock.ts';
import { makeExpert } from './helpers/factories.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Who reads a profile (issue 36 §2) through the API on a real libSQL file: a view and a search's
 * results are counted per day for public profiles, never for robots or prefetches, and nothing
 * about the reader is stored; the owner alone sees the last 30 days and 12 months.
 */

const clock = testClock(Date.parse('2026-11-28T12:00:00Z'));
const t = await createTestApp({}, { now: clock.now });
const owner = await signUp(t);
const stranger = await signUp(t);
const read = await makeExpert(t.db, { name: 'Dr. Often Read' });
const other = await makeExpert(t.db, { name: 'Dr. Also Shown' });
const hidden = await makeExpert(t.db, { name: 'Dr. Not Public' }, undefined, { published: false });
await setExpertOwner(t.db, { expertId: read.id, userId: owner.user.id, verifiedVia: 'orcid', orcidId: null, approvedBy: null, createdAt: clock.now() });

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const beacon = (body: unknown, headers: Record<string, string> = { 'User-Agent': BROWSER }) => t.request('POST', '/api/reads', { body, headers });
const readers = async (cookie = owner.cookie) => (await (await t.request('GET', `/api/my-profile/${read.id}/readers`, { cookie })).json()) as ProfileReaders;
const today = () => clock.now().toISOString().slice(0, 10);

describe('who reads a profile', () => {
  it('counts a view and a search appearance for today, and the owner sees them in the day and the month', async () => {
    expect((await beacon({ kind: 'view', slugs: [read.slug] })).status).toBe(204);
    expect((await beacon({ kind: 'view', slugs: [read.slug] })).status).toBe(204);
    expect((await beacon({ kind: 'search', slugs: [read.slug, other.slug, read.slug] })).status).toBe(204);
    const series = await readers();
    expect(series.days).toHaveLength(30);
    expect(series.months).toHaveLength(12);
    expect(series.days.at(-1)).toEqual({ period: today(), views: 2, searchAppearances: 1 });
    expect(series.days[0]).toEqual({ period: '2026-10-30', views: 0, searchAppearances: 0 });
    expect(series.months.at(-1)).toEqual({ period: '2026-11', views: 2, searchAppearances: 1 });
    // Nothing but the counts is stored.
    expect(Object.keys((await t.db.select().from(profileReads))[0]!).sort()).toEqual(['day', 'expertId', 'searchAppearances', 'views']);

    // The next day starts its own count; the month adds them up.
    clock.advance(24 * 60 * 60_000);
    await beacon({ kind: 'view', slugs: [read.slug] });
    const later = await readers();
    expect(later.days.at(-1)).toEqual({ period: today(), views: 1, searchAppearances: 0 });
    expect(later.days.at(-2)).toEqual({ period: '2026-11-28', views: 2, searchAppearances: 1 });
    expect(later.months.at(-1)).toEqual({ period: '2026-11', views: 3, searchAppearances: 1 });
  });

  it('counts nothing for robots, automated browsers, prefetches, or profiles the public cannot see', async () => {
    const before = await readers();
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 HeadlessChrome/142.0', 'curl/8.5.0', 'facebookexternalhit/1.1']) {
      expect((await beacon({ kind: 'view', slugs: [read.slug] }, { 'User-Agent': agent })).status).toBe(204);
    }
    await beacon({ kind: 'view', slugs: [read.slug] }, {});
    await beacon({ kind: 'view', slugs: [read.slug] }, { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' });
    await beacon({ kind: 'view', slugs: [hidden.slug, 'no-such-profile'] });
    expect(await readers()).toEqual(before);
    expect(await t.db.$count(profileReads)).toBe(3);
  });

  it('refuses malformed beacons with 400 and changes nothing', async () => {
    const rows = () => t.db.select().from(profileReads);
    for (const body of [
      { kind: 'view', slugs: [] },
      { kind: 'like', slugs: [read.slug] },
      { kind: 'view', slugs: ['../admin'] },
      { kind: 'view', slugs: Array(25).fill(read.slug) },
      { kind: 'view', slugs: { nested: [read.slug] } },
    ]) {
      await expectRefused(t, () => beacon(body), 400, undefined, rows);
    }
  });

  it('limits the beacons per address, keyed by a hash of the address, which is never stored', async () => {
    const address = '203.0.113.77';
    const from = { 'User-Agent': BROWSER, 'X-Test-Client': address };
    const before = (await readers()).days.at(-1)!.views;
    for (let n = 0; n < RATE_LIMITS.readsPerAddress.max; n++) expect((await beacon({ kind: 'view', slugs: [read.slug] }, from)).status).toBe(204);
    const refused = await expectRefused(
      t,
      () => beacon({ kind: 'view', slugs: [read.slug] }, from),
      429,
      undefined,
      () => t.db.select().from(profileReads),
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await readers()).days.at(-1)!.views).toBe(before + RATE_LIMITS.readsPerAddress.max);
    // Another reader is still counted.
    expect((await beacon({ kind: 'view', slugs: [read.slug] }, { 'User-Agent': BROWSER, 'X-Test-Client': '198.51.100.9' })).status).toBe(204);
    expect((await readers()).days.at(-1)!.views).toBe(before + RATE_LIMITS.readsPerAddress.max + 1);
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    // The beacons' own limit (sign-ups keep theirs by address, which may still be in the table).
    const readKeys = keys.filter((key) => key.startsWith('readsPerAddress:'));
    expect(readKeys.length).toBeGreaterThanOrEqual(2);
    expect(readKeys.filter((key) => key.includes('203.0.113') || key.includes('198.51.100') || key.includes('127.0.0.1'))).toEqual([]);
  });

  it('shows the series to the owner only: 404 to anyone else, 401 signed out', async () => {
    await expectRefused(t, () => t.request('GET', `/api/my-profile/${read.id}/readers`, { cookie: stranger.cookie }), 404, OWNER_TEXTS.notFound);
    await expectRefused(t, () => t.request('GET', `/api/my-profile/${other.id}/readers`, { cookie: owner.cookie }), 404, OWNER_TEXTS.notFound);
    expect((await t.request('GET', `/api/my-profile/${read.id}/readers`)).status).toBe(401);
  });
});
