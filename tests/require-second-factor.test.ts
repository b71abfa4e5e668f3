import { describe, expect, it } from 'vitest';
import { parseConfig } from '../api/config.ts';
import { createSession } from '../api/services/sessions.ts';
import { SECOND_FACTOR_MESSAGES } from '../domain/second-factor.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { signUp } from './helpers/accounts.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { testClock } from './helpers/clock.ts';
import { cookieJar, enrolTotp, totpCode } from './helpers/second-factor.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * REQUIRE_2FA_ROLES: a session of a listed role opened with the password alone reaches nothing
 * but its account (to enrol) and sign-in; every other call answers 403 saying what to do, and
 * changes nothing. Other roles are untouched, and an empty setting (the default) requires nothing.
 */

const clock = testClock(Date.UTC(2026, 10, 28, 12, 0, 5));
const t = await createTestApp({ REQUIRE_2FA_ROLES: 'admin' }, { now: clock.now });

describe('REQUIRE_2FA_ROLES', () => {
  it('is parsed as a list of roles, empty by default, and refuses a name that is no role', () => {
    expect(parseConfig({}).require2faRoles).toEqual([]);
    expect(parseConfig({ REQUIRE_2FA_ROLES: ' admin , user ' }).require2faRoles).toEqual(['admin', 'user']);
    expect(() => parseConfig({ REQUIRE_2FA_ROLES: 'admn' })).toThrow(/REQUIRE_2FA_ROLES: 'admn' is not a role/);
  });

  it('leaves an admin without a factor only enrolment, with a 403 that says what to do', async () => {
    const admin = await signUpAdmin(t);
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/stats'],
      ['POST', '/api/admin/experts'],
      ['DELETE', `/api/admin/users/${admin.user.id}/sessions`],
      ['POST', '/api/submissions'],
    ] as const) {
      const res = await t.request(method, path, { cookie: admin.cookie, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.enrolRequired, secondFactorNeeded: 'enrol' });
    }
    // Nothing was done: the session that asked to end every session still works.
    expect((await t.request('GET', '/api/auth/user', { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('GET', '/api/account/sessions', { cookie: admin.cookie })).status).toBe(200);
    await expect((await t.request('GET', '/api/account/second-factor', { cookie: admin.cookie })).json()).resolves.toMatchObject({
      required: true,
      totp: false,
    });

    // Enrolling in this session gives the factor: the admin calls open at once.
    await enrolTotp(t, admin.cookie, clock.now());
    expect((await t.request('GET', '/api/admin/users', { cookie: admin.cookie })).status).toBe(200);
  });

  it('tells the screens through GET /api/auth/user what the session still owes, before they call anything', async () => {
    const admin = await signUpAdmin(t);
    const signedInUser = async (cookie: string) => (await t.request('GET', '/api/auth/user', { cookie })).json();
    expect(await signedInUser(admin.cookie)).toEqual({ ...admin.user, secondFactorNeeded: 'enrol' });
    await enrolTotp(t, admin.cookie, clock.now());
    expect(await signedInUser(admin.cookie)).toEqual(admin.user);
    // A session opened with the password alone once the factor is on: sign in again with it.
    const { token } = await createSession(t.deps, admin.user.id);
    expect(await signedInUser(`session=${token}`)).toEqual({ ...admin.user, secondFactorNeeded: 'give' });
    // A role that is not listed owes nothing.
    const user = await signUp(t);
    expect(await signedInUser(user.cookie)).toEqual(user.user);
  });

  it('asks an admin whose session predates their factor to sign in again with it, which opens everything', async () => {
    const admin = await signUpAdmin(t);
    const { secret } = await enrolTotp(t, admin.cookie, clock.now());
    // A session opened with the password alone (as before the requirement was set), the factor already on.
    const { token } = await createSession(t.deps, admin.user.id);
    const old = `session=${token}`;
    const res = await t.request('GET', '/api/admin/users', { cookie: old });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.giveRequired, secondFactorNeeded: 'give' });

    clock.advance(30_000);
    const jar = cookieJar();
    jar.absorb(await t.request('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password, ...(await answeredCaptcha(t)) } }));
    jar.absorb(await t.request('POST', '/api/auth/login/second-factor', { cookie: jar.header(), body: { code: totpCode(secret, clock.now()) } }));
    expect((await t.request('GET', '/api/admin/users', { cookie: jar.header() })).status).toBe(200);
  });

  it('does not touch a role that is not listed', async () => {
    const user = await signUp(t);
    expect((await t.request('GET', '/api/submissions/mine', { cookie: user.cookie })).status).not.toBe(403);
    await expect((await t.request('GET', '/api/admin/users', { cookie: user.cookie })).json()).resolves.toEqual({ message: 'Admin access required' });
  });
});
