import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../api/services/secret-box.ts';
import { hashToken } from '../api/services/random-token.ts';
import { activityLog, pendingSignIns, recoveryCodes, sessions, totpCredentials } from '../db/schema.ts';
import { RATE_LIMITS } from '../domain/limits.ts';
import { normaliseRecoveryCode, SECOND_FACTOR_LIMITS, SECOND_FACTOR_MESSAGES, TOTP } from '../domain/second-factor.ts';
import { freshAddress, sessionCookieFrom, signIn, signUp } from './helpers/accounts.ts';
import { testClock } from './helpers/clock.ts';
import { cookieJar, enrolTotp, totpCode } from './helpers/second-factor.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The authenticator app (TOTP) through the API on a real libSQL file: enrolment with a QR URI and
 * a confirming code, recovery codes, the two-step sign-in, replayed and drifting codes, wrong codes
 * limited like wrong passwords, removal behind the password, and the secret encrypted at rest.
 * Codes are computed here from the secret with @oslojs/otp, as the person's app would.
 */

// 5 s into a 30 s step, so a test's few requests never straddle a step unless it moves the clock.
const clock = testClock(Date.UTC(2026, 10, 28, 12, 0, 5));
const t = await createTestApp({}, { now: clock.now });
const STEP_MS = TOTP.periodSeconds * 1000;

/** The password step from a browser (a jar) at an address: its answer, with the pending cookie kept. */
async function passwordStep(account: { email: string; password: string }, jar = cookieJar(), address = freshAddress()) {
  const res = jar.absorb(await signIn(t, account.email, account.password, { headers: address, cookie: jar.header() }));
  return { res, jar, address, body: (await res.json()) as Record<string, unknown> };
}

async function secondStep(jar: ReturnType<typeof cookieJar>, body: Record<string, unknown>, address: Record<string, string>) {
  return jar.absorb(await t.request('POST', '/api/auth/login/second-factor', { cookie: jar.header(), body, headers: address }));
}

async function enrolled() {
  const account = await signUp(t);
  const factor = await enrolTotp(t, account.cookie, clock.now());
  // The next code accepted must come from a later step than the enrolment's.
  clock.advance(STEP_MS);
  return { ...account, ...factor };
}

async function activityOf(userId: number) {
  return t.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, String(userId)));
}

describe('enrolling the authenticator app', () => {
  it('answers the otpauth URI with the secret, stores the secret encrypted, and waits for a current code', async () => {
    const { cookie, user, email } = await signUp(t);
    const res = await t.request('POST', '/api/account/totp', { cookie });
    expect(res.status).toBe(200);
    const { uri, secret } = (await res.json()) as { uri: string; secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(uri.startsWith(`otpauth://totp/Longevity%20Experts:${encodeURIComponent(email)}?`)).toBe(true);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('period')).toBe('30');
    expect(parsed.searchParams.get('digits')).toBe('6');

    const [row] = await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.encryptedSecret).toMatch(/^v1\./);
    expect(row?.encryptedSecret).not.toContain(secret);

    const wrong = await t.request('POST', '/api/account/totp/confirm', { cookie, body: { code: totpCode(secret, clock.now(), 3) } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.wrongCode });
    const [still] = await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    expect(still?.confirmedAt).toBeNull();
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);

    const right = await t.request('POST', '/api/account/totp/confirm', { cookie, body: { code: totpCode(secret, clock.now()).replace(/^(\d{3})/, '$1 ') } });
    expect(right.status).toBe(200);
    const { recoveryCodes: codes } = (await right.json()) as { recoveryCodes: string[] };
    expect(codes).toHaveLength(SECOND_FACTOR_LIMITS.recoveryCodes);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Stored as their SHA-256 only.
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map((code) => hashToken(normaliseRecoveryCode(code))).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));

    const status = await (await t.request('GET', '/api/account/second-factor', { cookie })).json();
    expect(status).toEqual({ totp: true, passkeys: [], recoveryCodesLeft: 10, required: false });
    expect((await t.request('POST', '/api/account/totp', { cookie })).status).toBe(409);
    expect((await activityOf(user.id)).map((entry) => [entry.action, entry.actorUserId])).toEqual([['user.second_factor_added', user.id]]);
  });

  it('ends the other sessions and counts this one as having given the factor', async () => {
    const account = await signUp(t);
    const other = sessionCookieFrom(await signIn(t, account.email, account.password, { headers: freshAddress() }))!;
    await enrolTotp(t, account.cookie, clock.now());
    expect((await t.request('GET', '/api/auth/user', { cookie: other })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: account.cookie })).status).toBe(200);
    const id = account.cookie.replace(/^session=/, '').split('.')[0]!;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.secondFactor).toBe('totp');
  });

  it('refuses a code that is not six digits with 400, and enrolment signed out with 401', async () => {
    const { cookie } = await signUp(t);
    await t.request('POST', '/api/account/totp', { cookie });
    const res = await t.request('POST', '/api/account/totp/confirm', { cookie, body: { code: '12ab56' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `code: ${SECOND_FACTOR_MESSAGES.codeFormat}` });
    expect((await t.request('POST', '/api/account/totp')).status).toBe(401);
  });
});

describe('signing in with the authenticator app', () => {
  it('opens no session after the password, only a pending sign-in; the code then opens one', async () => {
    const account = await enrolled();
    const { res, jar, address, body } = await passwordStep(account);
    expect(res.status).toBe(200);
    expect(body).toEqual({ secondFactorRequired: true, methods: ['totp', 'recovery_code'] });
    expect(sessionCookieFrom(res)).toBeUndefined();
    expect(jar.has('pending_sign_in')).toBe(true);
    // The pending sign-in is no session, and is stored hashed.
    expect((await t.request('GET', '/api/auth/user', { cookie: jar.header() })).status).toBe(401);
    const token = /pending_sign_in=([^;]+)/.exec(jar.header())![1]!;
    const [pending] = await t.db
      .select()
      .from(pendingSignIns)
      .where(eq(pendingSignIns.tokenHash, hashToken(token)));
    expect(pending?.userId).toBe(account.user.id);

    const done = await secondStep(jar, { code: totpCode(account.secret, clock.now()) }, address);
    expect(done.status).toBe(200);
    expect(((await done.json()) as { id: number }).id).toBe(account.user.id);
    expect(jar.has('pending_sign_in')).toBe(false);
    const me = await t.request('GET', '/api/auth/user', { cookie: jar.header() });
    expect(me.status).toBe(200);
    expect(await t.db.select().from(pendingSignIns).where(eq(pendingSignIns.userId, account.user.id))).toEqual([]);
  });

  it('accepts a code once: the same code again is refused, even within its window', async () => {
    const account = await enrolled();
    const code = totpCode(account.secret, clock.now());
    const first = await passwordStep(account);
    expect((await secondStep(first.jar, { code }, first.address)).status).toBe(200);
    const again = await passwordStep(account);
    const replayed = await secondStep(again.jar, { code }, again.address);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.wrongCode });
    expect(sessionCookieFrom(replayed)).toBeUndefined();
    // The next step's code works on the same pending sign-in.
    clock.advance(STEP_MS);
    expect((await secondStep(again.jar, { code: totpCode(account.secret, clock.now()) }, again.address)).status).toBe(200);
  });

  it('allows one step of clock drift either way, not two', async () => {
    const account = await enrolled();
    // The step before this one must be later than the enrolment's, or its code would be a replay.
    clock.advance(STEP_MS);
    for (const offset of [-2, 2]) {
      const attempt = await passwordStep(account);
      expect((await secondStep(attempt.jar, { code: totpCode(account.secret, clock.now(), offset) }, attempt.address)).status).toBe(401);
    }
    const behind = await passwordStep(account);
    expect((await secondStep(behind.jar, { code: totpCode(account.secret, clock.now(), -1) }, behind.address)).status).toBe(200);
    const ahead = await passwordStep(account);
    expect((await secondStep(ahead.jar, { code: totpCode(account.secret, clock.now(), 1) }, ahead.address)).status).toBe(200);
    // A code of the step before the last accepted one is a replay of the past.
    const past = await passwordStep(account);
    expect((await secondStep(past.jar, { code: totpCode(account.secret, clock.now()) }, past.address)).status).toBe(401);
  });

  it('uses a pending sign-in once, and not after ten minutes', async () => {
    const account = await enrolled();
    const { jar, address } = await passwordStep(account);
    const stale = jar.header();
    expect((await secondStep(jar, { code: totpCode(account.secret, clock.now()) }, address)).status).toBe(200);
    clock.advance(STEP_MS);
    const reused = await t.request('POST', '/api/auth/login/second-factor', {
      cookie: stale,
      body: { code: totpCode(account.secret, clock.now()) },
      headers: address,
    });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.noPendingSignIn });

    const late = await passwordStep(account);
    clock.advance(SECOND_FACTOR_LIMITS.pendingSignInMs);
    const expired = await secondStep(late.jar, { code: totpCode(account.secret, clock.now()) }, late.address);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.noPendingSignIn });
    expect(sessionCookieFrom(expired)).toBeUndefined();
  });

  it('delays wrong codes per account and address like wrong passwords, without locking the owner out elsewhere', async () => {
    const account = await enrolled();
    const guesser = await passwordStep(account);
    const free = RATE_LIMITS.secondFactorFailuresPerAccountAndAddress.max;
    for (let i = 0; i <= free; i += 1) {
      expect((await secondStep(guesser.jar, { code: totpCode(account.secret, clock.now(), 5 + i) }, guesser.address)).status).toBe(401);
    }
    // Even the right code waits now, from this address: no guess is checked during the delay.
    const waiting = await secondStep(guesser.jar, { code: totpCode(account.secret, clock.now()) }, guesser.address);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    // The owner, from their own address, is not delayed.
    const owner = await passwordStep(account);
    expect((await secondStep(owner.jar, { code: totpCode(account.secret, clock.now()) }, owner.address)).status).toBe(200);
    clock.advance(STEP_MS);
    // After the wait, the guesser's address is heard again.
    expect((await secondStep(guesser.jar, { code: totpCode(account.secret, clock.now()) }, guesser.address)).status).toBe(200);
  });

  it('limits wrong codes per account across addresses too', async () => {
    const account = await enrolled();
    const rule = RATE_LIMITS.secondFactorFailuresPerAccount;
    for (let i = 0; i <= rule.max; i += 1) {
      const attempt = await passwordStep(account);
      expect((await secondStep(attempt.jar, { code: totpCode(account.secret, clock.now(), 5) }, attempt.address)).status).toBe(401);
    }
    const next = await passwordStep(account);
    expect((await secondStep(next.jar, { code: totpCode(account.secret, clock.now()) }, next.address)).status).toBe(429);
  });
});

describe('recovery codes', () => {
  it('sign in once each, however they are typed, and each use is recorded', async () => {
    const account = await enrolled();
    const [code = ''] = account.recoveryCodes;
    const first = await passwordStep(account);
    const used = await secondStep(first.jar, { recoveryCode: ` ${code.toUpperCase()} ` }, first.address);
    expect(used.status).toBe(200);
    const again = await passwordStep(account);
    const reused = await secondStep(again.jar, { recoveryCode: code }, again.address);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.wrongRecoveryCode });
    const entries = (await activityOf(account.user.id)).filter((entry) => entry.action === 'user.recovery_code_used');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorUserId).toBe(account.user.id);
    expect(entries[0]?.summary).toContain('9 left');
    const status = (await (await t.request('GET', '/api/account/second-factor', { cookie: first.jar.header() })).json()) as { recoveryCodesLeft: number };
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('are renewed only with the password, and the old ones stop working', async () => {
    const account = await enrolled();
    const wrong = await t.request('POST', '/api/account/recovery-codes', { cookie: account.cookie, body: { password: 'not the password' } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.wrongPassword });
    const renewed = await t.request('POST', '/api/account/recovery-codes', { cookie: account.cookie, body: { password: account.password } });
    expect(renewed.status).toBe(200);
    const { recoveryCodes: fresh } = (await renewed.json()) as { recoveryCodes: string[] };
    const old = await passwordStep(account);
    expect((await secondStep(old.jar, { recoveryCode: account.recoveryCodes[0] }, old.address)).status).toBe(401);
    expect((await secondStep(old.jar, { recoveryCode: fresh[0] }, old.address)).status).toBe(200);
  });

  it('refuse a body with neither or both kinds of code', async () => {
    const account = await enrolled();
    const attempt = await passwordStep(account);
    for (const body of [{}, { code: '123456', recoveryCode: 'abcde-fghij' }]) {
      const res = await secondStep(attempt.jar, body, attempt.address);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.codeRequired });
    }
  });
});

describe('removing the authenticator app', () => {
  it('asks for the password again, then ends the other sessions and the recovery codes', async () => {
    const account = await enrolled();
    const other = await passwordStep(account);
    await secondStep(other.jar, { code: totpCode(account.secret, clock.now()) }, other.address);
    const before = await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, account.user.id));

    expect((await t.request('POST', '/api/account/totp/remove', { cookie: account.cookie, body: {} })).status).toBe(400);
    const wrong = await t.request('POST', '/api/account/totp/remove', { cookie: account.cookie, body: { password: 'wrong password' } });
    expect(wrong.status).toBe(403);
    expect(await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, account.user.id))).toEqual(before);

    const removed = await t.request('POST', '/api/account/totp/remove', { cookie: account.cookie, body: { password: account.password } });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, account.user.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.user.id))).toEqual([]);
    expect((await t.request('GET', '/api/auth/user', { cookie: other.jar.header() })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: account.cookie })).status).toBe(200);
    expect((await activityOf(account.user.id)).map((entry) => entry.action)).toContain('user.second_factor_removed');
    // The password alone signs in again.
    const { res } = await passwordStep(account);
    expect(sessionCookieFrom(res)).toBeDefined();
    expect((await t.request('POST', '/api/account/totp/remove', { cookie: account.cookie, body: { password: account.password } })).status).toBe(400);
  });
});

describe('changing the password', () => {
  it('asks for the current one, then ends the other sessions and waiting sign-ins but keeps this one', async () => {
    const account = await enrolled();
    const other = await passwordStep(account);
    await secondStep(other.jar, { code: totpCode(account.secret, clock.now()) }, other.address);
    const waiting = await passwordStep(account);

    const wrong = await t.request('POST', '/api/account/password', {
      cookie: account.cookie,
      body: { currentPassword: 'nope', newPassword: 'a new password 2' },
    });
    expect(wrong.status).toBe(403);
    expect((await t.request('GET', '/api/auth/user', { cookie: other.jar.header() })).status).toBe(200);
    const short = await t.request('POST', '/api/account/password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);

    const changed = await t.request('POST', '/api/account/password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'a new password 2' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/api/auth/user', { cookie: other.jar.header() })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: account.cookie })).status).toBe(200);
    clock.advance(STEP_MS);
    expect((await secondStep(waiting.jar, { code: totpCode(account.secret, clock.now()) }, waiting.address)).status).toBe(401);
    expect((await passwordStep({ email: account.email, password: 'a new password 2' })).body).toEqual({
      secondFactorRequired: true,
      methods: ['totp', 'recovery_code'],
    });
    expect((await activityOf(account.user.id)).map((entry) => entry.action)).toContain('user.password_changed');
  });
});

describe('the secret box', () => {
  it('opens only with the same key, purpose and owner', async () => {
    const secret = new Uint8Array([1, 2, 3, 4]);
    const box = await sealSecret('key-one-0123456789abcdef0123456789', 'totp-secret', '7', secret);
    expect(await openSecret('key-one-0123456789abcdef0123456789', 'totp-secret', '7', box)).toEqual(secret);
    expect(await openSecret('key-two-0123456789abcdef0123456789', 'totp-secret', '7', box)).toBeUndefined();
    expect(await openSecret('key-one-0123456789abcdef0123456789', 'totp-secret', '8', box)).toBeUndefined();
    expect(await openSecret('key-one-0123456789abcdef0123456789', 'other', '7', box)).toBeUndefined();
    expect(await openSecret('key-one-0123456789abcdef0123456789', 'totp-secret', '7', `${box.slice(0, -2)}AA`)).toBeUndefined();
    expect(await openSecret('key-one-0123456789abcdef0123456789', 'totp-secret', '7', 'garbage')).toBeUndefined();
  });
});
