import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, sessions } from '../db/schema.ts';
import type { SessionSummary } from '../domain/account-sessions.ts';
import { SESSION_TOUCH_INTERVAL_MS } from '../domain/account-sessions.ts';
import { SECOND_FACTOR_MESSAGES } from '../domain/second-factor.ts';
import { describeUserAgent } from '../domain/user-agent.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { sessionCookieFrom, signIn, signUp } from './helpers/accounts.ts';
import { testClock } from './helpers/clock.ts';
import { enrolTotp } from './helpers/second-factor.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * 'Your sessions' through the API: the list (device and browser, address, created, last used,
 * which is this one), ending one or all others, an admin ending every session of an account, and
 * the old cookie of an ended session refused. Last-used is written at most once a minute.
 */

const clock = testClock(Date.UTC(2026, 10, 28, 12, 0, 5));
const t = await createTestApp({}, { now: clock.now });

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A second sign-in of the account from another browser and address. */
async function anotherSession(account: { email: string; password: string }, userAgent: string, address: string) {
  const res = await signIn(t, account.email, account.password, { headers: { 'User-Agent': userAgent, 'X-Test-Client': address } });
  return sessionCookieFrom(res)!;
}

async function listOf(cookie: string): Promise<SessionSummary[]> {
  const res = await t.request('GET', '/api/account/sessions', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as SessionSummary[];
}

const idOf = (cookie: string) => cookie.replace(/^session=/, '').split('.')[0]!;

describe('your sessions', () => {
  it('lists each with its browser, system, address, times and which one is this, most recently used first', async () => {
    const account = await signUp(t);
    clock.advance(2 * SESSION_TOUCH_INTERVAL_MS);
    const phone = await anotherSession(account, SAFARI_IPHONE, '203.0.113.7');
    clock.advance(2 * SESSION_TOUCH_INTERVAL_MS);
    const laptop = await anotherSession(account, FIREFOX_MAC, '203.0.113.8');
    const list = await listOf(laptop);
    expect(list.map((entry) => [entry.id, entry.browser, entry.system, entry.address, entry.current])).toEqual([
      [idOf(laptop), 'Firefox 133', 'macOS', '203.0.113.8', true],
      [idOf(phone), 'Safari 18', 'iPhone', '203.0.113.7', false],
      [idOf(account.cookie), 'Unknown browser', 'unknown system', expect.stringMatching(/^198\.51\.100\./), false],
    ]);
    expect(list[0]?.createdAt).toBe(clock.now().toISOString());
    expect(list[0]?.secondFactor).toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/secret|hash/i);
    expect((await t.request('GET', '/api/account/sessions')).status).toBe(401);
  });

  it('writes last used at most once a minute, with the address it was used from', async () => {
    const account = await signUp(t);
    const start = clock.now();
    const read = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, idOf(account.cookie)))
      )[0]!;
    clock.advance(SESSION_TOUCH_INTERVAL_MS - 1_000);
    await t.request('GET', '/api/auth/user', { cookie: account.cookie, headers: { 'X-Test-Client': '203.0.113.50' } });
    expect((await read()).lastUsedAt).toEqual(start);
    clock.advance(1_000);
    await t.request('GET', '/api/auth/user', { cookie: account.cookie, headers: { 'X-Test-Client': '203.0.113.51' } });
    const touched = await read();
    expect(touched.lastUsedAt).toEqual(clock.now());
    expect(touched.address).toBe('203.0.113.51');
  });

  it('ends one: its old cookie is then refused and cleared, and the ending is recorded', async () => {
    const account = await signUp(t);
    const other = await anotherSession(account, FIREFOX_MAC, '203.0.113.9');
    const res = await t.request('DELETE', `/api/account/sessions/${idOf(other)}`, { cookie: account.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.sessionEnded });
    const refused = await t.request('GET', '/api/auth/user', { cookie: other });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().some((line) => /^session=;.*Max-Age=0/.test(line))).toBe(true);
    expect((await t.request('POST', '/api/submissions', { cookie: other, body: {} })).status).toBe(401);
    expect((await listOf(account.cookie)).map((entry) => entry.id)).toEqual([idOf(account.cookie)]);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(account.user.id)));
    expect([entry?.action, entry?.actorUserId]).toEqual(['user.session_ended', account.user.id]);
  });

  it("does not end another account's session (404) and refuses a malformed id (400), changing nothing", async () => {
    const mine = await signUp(t);
    const theirs = await signUp(t);
    const res = await t.request('DELETE', `/api/account/sessions/${idOf(theirs.cookie)}`, { cookie: mine.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.sessionNotFound });
    expect((await t.request('GET', '/api/auth/user', { cookie: theirs.cookie })).status).toBe(200);
    expect((await t.request('DELETE', '/api/account/sessions/not-a-session', { cookie: mine.cookie })).status).toBe(400);
  });

  it('ends all the others and keeps this one', async () => {
    const account = await signUp(t);
    const a = await anotherSession(account, FIREFOX_MAC, '203.0.113.10');
    const b = await anotherSession(account, SAFARI_IPHONE, '203.0.113.11');
    const res = await t.request('POST', '/api/account/sessions/end-others', { cookie: account.cookie });
    expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.otherSessionsEnded, ended: 2 });
    for (const cookie of [a, b]) expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await listOf(account.cookie)).map((entry) => entry.current)).toEqual([true]);
  });

  it('ending this session signs this browser out', async () => {
    const account = await signUp(t);
    const res = await t.request('DELETE', `/api/account/sessions/${idOf(account.cookie)}`, { cookie: account.cookie });
    expect(res.status).toBe(200);
    expect(sessionCookieFrom(res)).toBe('session=');
    expect((await t.request('GET', '/api/auth/user', { cookie: account.cookie })).status).toBe(401);
  });
});

describe('DELETE /api/admin/users/:userId/sessions', () => {
  it('ends every session of the account, records who did it to whom, and is for admins only', async () => {
    const admin = await signUpAdmin(t);
    const target = await signUp(t);
    const second = await anotherSession(target, FIREFOX_MAC, '203.0.113.12');
    const path = `/api/admin/users/${target.user.id}/sessions`;
    expect((await t.request('DELETE', path)).status).toBe(401);
    expect((await t.request('DELETE', path, { cookie: target.cookie })).status).toBe(403);
    expect((await t.request('GET', '/api/auth/user', { cookie: second })).status).toBe(200);

    const res = await t.request('DELETE', path, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.userSessionsEnded, ended: 2 });
    for (const cookie of [target.cookie, second]) expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: admin.cookie })).status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(target.user.id)));
    expect([entry?.action, entry?.actorUserId, entry?.entityType]).toEqual(['user.sessions_ended', admin.user.id, 'user']);
    expect(entry?.summary).toContain(target.email);

    expect((await t.request('DELETE', '/api/admin/users/999999/sessions', { cookie: admin.cookie })).status).toBe(404);
    expect((await t.request('DELETE', '/api/admin/users/abc/sessions', { cookie: admin.cookie })).status).toBe(400);
  });
});

describe('GET /api/admin/users', () => {
  it('tells whose second factor is on', async () => {
    const admin = await signUpAdmin(t);
    const withApp = await signUp(t);
    await enrolTotp(t, withApp.cookie, clock.now());
    const without = await signUp(t);
    const list = (await (await t.request('GET', '/api/admin/users', { cookie: admin.cookie })).json()) as Array<{ id: number; twoFactorEnabled: boolean }>;
    expect(list.find((user) => user.id === withApp.user.id)?.twoFactorEnabled).toBe(true);
    expect(list.find((user) => user.id === without.user.id)?.twoFactorEnabled).toBe(false);
  });
});

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0', 'Edge 141', 'Windows'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36', 'Chrome 141', 'Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari 18', 'macOS'],
    [SAFARI_IPHONE, 'Safari 18', 'iPhone'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/141.0 Mobile/15E148 Safari/604.1',
      'Chrome 141',
      'iPhone',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 OPR/120.0.0.0', 'Opera 120', 'Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36', 'Chrome 141', 'ChromeOS'],
    [FIREFOX_MAC, 'Firefox 133', 'macOS'],
    ['curl/8.5.0', 'Unknown browser', 'unknown system'],
  ])('%s', (userAgent, browser, system) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, system });
  });
});
