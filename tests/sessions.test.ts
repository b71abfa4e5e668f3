import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../api/deps.ts';
import { requirePermission, requireUser } from '../api/middleware/guards.ts';
import { sessionMiddleware } from '../api/middleware/session.ts';
import { createSession, invalidateUserSessions, SESSION_LIFETIME_MS, SESSION_RENEW_WITHIN_MS } from '../api/services/sessions.ts';
import { insertUser } from '../db/queries/users.ts';
import type { Role } from '../domain/entities.ts';
import { sessions } from '../db/schema.ts';
import { MESSAGES } from '../domain/messages.ts';
import { sessionCookieFrom, signIn, signUp } from './helpers/accounts.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { testClock } from './helpers/clock.ts';
import { createTestApp } from './helpers/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
const t = await createTestApp({}, { now: clock.now });

const NOT_AUTHENTICATED = { message: MESSAGES.notAuthenticated };

function tokenOf(cookie: string): { id: string; secret: string } {
  const [id = '', secret = ''] = cookie.replace(/^session=/, '').split('.');
  return { id, secret };
}

async function storedSession(id: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/** The Set-Cookie line for the session cookie, if the response sent one. */
function sessionSetCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith('session='));
}

function expectCookieDeleted(res: Response) {
  expect(sessionSetCookie(res)).toMatch(/^session=;.*Max-Age=0/);
}

describe('session tokens', () => {
  it("are two 160-bit random parts, of which only the secret's SHA-256 is stored", async () => {
    const { cookie, user } = await signUp(t);
    const { id, secret } = tokenOf(cookie);
    expect(id).toMatch(/^[a-z2-7]{32}$/);
    expect(secret).toMatch(/^[a-z2-7]{32}$/);
    const row = await storedSession(id);
    expect(row?.userId).toBe(user.id);
    expect(row?.secretHash).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(secret))));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('travel in an HttpOnly, SameSite=Lax cookie for the whole site that expires in 30 days', async () => {
    const { email, password } = await signUp(t);
    const res = await signIn(t, email, password);
    const expires = new Date(clock.now().getTime() + SESSION_LIFETIME_MS);
    expect(sessionSetCookie(res)).toMatch(new RegExp(`^session=[a-z2-7.]{65}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax$`));
    expect((await storedSession(tokenOf(sessionCookieFrom(res)!).id))?.expiresAt).toEqual(expires);
  });

  it('are marked Secure when the site is served over https', async () => {
    const origin = 'https://experts.example.org';
    const secure = await createTestApp({ SITE_URL: origin });
    const account = { email: 'secure@example.org', password: 'long enough password' };
    const registered = await secure.request('POST', '/api/auth/register', {
      body: { ...account, firstName: 'S', lastName: 'C', ...(await answeredCaptcha(secure)) },
      headers: { Origin: origin },
    });
    expect(registered.status).toBe(202);
    const res = await secure.request('POST', '/api/auth/login', { body: { ...account, ...(await answeredCaptcha(secure)) }, headers: { Origin: origin } });
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

describe('the session middleware', () => {
  it('answers the signed-in user, and the cookie attributes are right', async () => {
    const { cookie, user } = await signUp(t);
    const res = await t.request('GET', '/api/auth/user', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(user);
    expect(sessionSetCookie(res)).toBeUndefined();
  });

  it('refuses a cookie with the right id and a wrong secret, deletes the cookie but not the session', async () => {
    const { cookie } = await signUp(t);
    const { id, secret } = tokenOf(cookie);
    const forged = `session=${id}.${secret.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'))}`;
    const res = await t.request('GET', '/api/auth/user', { cookie: forged });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(NOT_AUTHENTICATED);
    expectCookieDeleted(res);
    expect(await storedSession(id)).toBeDefined();
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it.each([
    ['an unknown id', `${'a'.repeat(32)}.${'b'.repeat(32)}`],
    ['garbage', 'not-a-token'],
    ['an empty value', ''],
    ['a missing secret', 'abcdefghijklmnopqrstuvwxyz234567.'],
    ['an overlong value', 'a'.repeat(4000)],
    ['a script', '<script>alert(1)</script>'],
  ])('refuses %s and deletes the cookie', async (_, value) => {
    const res = await t.request('GET', '/api/auth/user', { cookie: `session=${value}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(NOT_AUTHENTICATED);
    expectCookieDeleted(res);
  });

  it('ends an expired session: 401, cookie deleted, row deleted', async () => {
    const { cookie } = await signUp(t);
    const { id } = tokenOf(cookie);
    clock.advance(SESSION_LIFETIME_MS);
    const res = await t.request('GET', '/api/auth/user', { cookie });
    expect(res.status).toBe(401);
    expectCookieDeleted(res);
    expect(await storedSession(id)).toBeUndefined();
  });

  it('leaves a session with more than 15 days left as it is', async () => {
    const { cookie } = await signUp(t);
    const before = await storedSession(tokenOf(cookie).id);
    clock.advance(SESSION_LIFETIME_MS - SESSION_RENEW_WITHIN_MS - DAY);
    const res = await t.request('GET', '/api/auth/user', { cookie });
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toBeUndefined();
    expect((await storedSession(tokenOf(cookie).id))?.expiresAt).toEqual(before?.expiresAt);
  });

  it('slides a session with less than 15 days left to 30 days from now and sends the cookie again', async () => {
    const { cookie } = await signUp(t);
    clock.advance(SESSION_LIFETIME_MS - SESSION_RENEW_WITHIN_MS + DAY);
    const res = await t.request('GET', '/api/auth/user', { cookie });
    expect(res.status).toBe(200);
    const renewed = new Date(clock.now().getTime() + SESSION_LIFETIME_MS);
    expect((await storedSession(tokenOf(cookie).id))?.expiresAt).toEqual(renewed);
    expect(sessionSetCookie(res)).toBe(`${cookie}; Path=/; Expires=${renewed.toUTCString()}; HttpOnly; SameSite=Lax`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    clock.advance(SESSION_LIFETIME_MS - DAY); // past the first expiry, within the renewed one
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('keeps a public read that renews a cookie out of shared caches', async () => {
    const { cookie } = await signUp(t);
    clock.advance(SESSION_LIFETIME_MS - SESSION_RENEW_WITHIN_MS + DAY);
    const res = await t.request('GET', '/api/experts', { cookie });
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toBeDefined();
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('invalidateUserSessions', () => {
  it("ends every session of that user and no one else's", async () => {
    const { cookie, email, password, user } = await signUp(t);
    const other = sessionCookieFrom(await signIn(t, email, password))!;
    const { cookie: someoneElse } = await signUp(t);
    await invalidateUserSessions(t.deps, user.id);
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: other })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: someoneElse })).status).toBe(200);
  });
});

describe('guards', () => {
  const guarded = new Hono<AppEnv>()
    .use(sessionMiddleware(t.deps))
    .get('/signed-in', requireUser, (c) => c.json({ email: c.var.user.email }))
    .get('/admin', requirePermission('people.manage'), (c) => c.json({ role: c.var.user.role }))
    .onError((error, c) => c.json({ message: error.message }, (error as { status?: 401 | 403 }).status ?? 500));

  async function sessionFor(role: Role) {
    const user = await insertUser(t.db, { email: `${role}-${Date.now()}@example.org`, passwordHash: 'x', firstName: null, lastName: null, role });
    return `session=${(await createSession(t.deps, user!.id)).token}`;
  }

  it('requireUser answers 401 when signed out and lets a user through', async () => {
    const signedOut = await guarded.request('/signed-in');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Authentication required' });
    expect((await guarded.request('/signed-in', { headers: { Cookie: await sessionFor('user') } })).status).toBe(200);
  });

  it('requirePermission answers 401 signed out, 403 to a user and to a role without it, and lets a role with it through', async () => {
    expect(await (await guarded.request('/admin')).json()).toEqual({ message: 'Authentication required' });
    const asUser = await guarded.request('/admin', { headers: { Cookie: await sessionFor('user') } });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ message: 'Admin access required' });
    const asEditor = await guarded.request('/admin', { headers: { Cookie: await sessionFor('editor') } });
    expect(asEditor.status).toBe(403);
    expect(await asEditor.json()).toEqual({ message: 'Your role (editor) does not allow this (people.manage)' });
    const asAdmin = await guarded.request('/admin', { headers: { Cookie: await sessionFor('admin') } });
    expect(await asAdmin.json()).toEqual({ role: 'admin' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session, deletes the cookie and answers a message', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('POST', '/api/auth/logout', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.signedOut });
    expectCookieDeleted(res);
    expect(await storedSession(tokenOf(cookie).id)).toBeUndefined();
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('answers the same when already signed out', async () => {
    const res = await t.request('POST', '/api/auth/logout');
    expect(res.status).toBe(200);
    expectCookieDeleted(res);
  });

  it("leaves the user's other sessions alone", async () => {
    const { cookie, email, password } = await signUp(t);
    const login = await signIn(t, email, password);
    const other = sessionCookieFrom(login)!;
    await t.request('POST', '/api/auth/logout', { cookie });
    expect((await t.request('GET', '/api/auth/user', { cookie: other })).status).toBe(200);
  });
});
