import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_LIFETIME_MS } from '../api/services/password-reset.ts';
import { passwordResetTokens, sessions, users } from '../db/schema.ts';
import { RATE_LIMITS } from '../domain/limits.ts';
import { MESSAGES } from '../domain/messages.ts';
import { freshAddress, signIn, signUp } from './helpers/accounts.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { testClock } from './helpers/clock.ts';
import { isMessage, outboxMessages, resetTokenIn, waitForMessageTo } from './helpers/outbox.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

const clock = testClock();
const t = await createTestApp({}, { now: clock.now });

async function forgotPassword(email: string, headers = freshAddress()) {
  return t.request('POST', '/api/auth/forgot-password', { body: { email, ...(await answeredCaptcha(t)) }, headers });
}

function resetPassword(token: unknown, password: unknown) {
  return t.request('POST', '/api/auth/reset-password', { body: { token, password } });
}

/** Asks for a link for `email` and answers the token from the `nth` message it receives. */
async function resetToken(email: string, nth = 1): Promise<string> {
  expect((await forgotPassword(email)).status).toBe(200);
  return resetTokenIn(await waitForMessageTo(t, email, nth))!;
}

async function passwordHashOf(email: string) {
  const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row?.passwordHash;
}

const SENT = { message: MESSAGES.resetLinkSent };
const INVALID_LINK = { message: MESSAGES.resetLinkInvalid };

describe('POST /api/auth/forgot-password', () => {
  it('answers exactly the same for an existing and an unknown account; only the account holder gets mail', async () => {
    const { email } = await signUp(t);
    const unknown = await forgotPassword('nobody-here@example.org');
    const known = await forgotPassword(email);
    expect(unknown.status).toBe(known.status);
    expect(known.status).toBe(200);
    expect([...unknown.headers.entries()]).toEqual([...known.headers.entries()]);
    expect(await unknown.text()).toBe(await known.text());
    expect(await (await forgotPassword(email)).json()).toEqual(SENT);

    const message = await waitForMessageTo(t, email);
    expect(message).toContain(`Subject: ${MESSAGES.resetMailSubject}\n`);
    expect(message).toContain(`${TEST_ORIGIN}/reset-password?token=`);
    expect((await outboxMessages(t.dir)).some((text) => text.includes('nobody-here@example.org'))).toBe(false);
  });

  it('stores only the SHA-256 of a 32-byte token, valid for one hour', async () => {
    const { email, user } = await signUp(t);
    const token = await resetToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.now().getTime() + RESET_TOKEN_LIFETIME_MS);
  });

  it('asks for the e-mail and the security check', async () => {
    for (const email of [undefined, '', '  ']) {
      const res = await t.request('POST', '/api/auth/forgot-password', { body: { email, ...(await answeredCaptcha(t)) } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.forgotPasswordRequired });
    }
    const malformed = await forgotPassword('not an email');
    expect(await malformed.json()).toEqual({ message: `email: ${MESSAGES.invalidEmail}` });
    const noCaptcha = await t.request('POST', '/api/auth/forgot-password', { body: { email: 'a@example.org' } });
    expect(await noCaptcha.json()).toEqual({ message: MESSAGES.captchaNotLoaded });
  });

  it('sends nothing when the security check fails', async () => {
    const { email } = await signUp(t);
    const res = await t.request('POST', '/api/auth/forgot-password', { body: { email, captchaAnswer: '1', captchaExpected: '1' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.captchaFailed });
    await t.settled();
    expect((await outboxMessages(t.dir)).some((text) => isMessage(text, email, MESSAGES.resetMailSubject))).toBe(false);
  });

  it('limits requests per account and address alike for existing and unknown e-mails', async () => {
    const { email } = await signUp(t);
    const rule = RATE_LIMITS.forgotPasswordPerAccountAndAddress;
    for (const address of [email, 'ghost@example.org']) {
      const from = freshAddress();
      for (let i = 0; i < rule.max; i++) expect((await forgotPassword(address, from)).status).toBe(200);
      const res = await forgotPassword(address, from);
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toBe(String(rule.windowMs / 1000));
    }
  });

  it('strangers cannot block the real reset: junk captchas count nothing, other addresses have their own limit', async () => {
    const { email } = await signUp(t);
    const stranger = freshAddress();
    for (let i = 0; i < 10; i++) {
      const junk = await t.request('POST', '/api/auth/forgot-password', { body: { email, captchaAnswer: 'junk', captchaExpected: 'junk' }, headers: stranger });
      expect(junk.status).toBe(400);
    }
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerAccountAndAddress.max; i++) expect((await forgotPassword(email, stranger)).status).toBe(200);
    expect((await forgotPassword(email, stranger)).status).toBe(429);
    // The owner, from their own address, still gets a link (the stranger's links went to the owner too).
    const token = await resetToken(email, RATE_LIMITS.forgotPasswordPerAccountAndAddress.max + 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and every other link', async () => {
    const { email, password, user, cookie } = await signUp(t);
    const second = await signIn(t, email, password);
    expect(second.status).toBe(200);
    const older = await resetToken(email, 1);
    const newer = await resetToken(email, 2);

    const res = await resetPassword(newer, 'a brand new password');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.passwordResetDone });
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect(await t.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(0);
    expect(await (await resetPassword(older, 'yet another password')).json()).toEqual(INVALID_LINK);

    expect((await signIn(t, email, password)).status).toBe(401);
    expect((await signIn(t, email, 'a brand new password')).status).toBe(200);
  });

  it('refuses a link used before, changing nothing', async () => {
    const { email } = await signUp(t);
    const token = await resetToken(email);
    expect((await resetPassword(token, 'first new password')).status).toBe(200);
    const hash = await passwordHashOf(email);
    const again = await resetPassword(token, 'second new password');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_LINK);
    expect(await passwordHashOf(email)).toBe(hash);
  });

  it('refuses a link older than an hour, changing nothing', async () => {
    const { email, cookie } = await signUp(t);
    const token = await resetToken(email);
    const hash = await passwordHashOf(email);
    clock.advance(RESET_TOKEN_LIFETIME_MS);
    const res = await resetPassword(token, 'too late password');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_LINK);
    expect(await passwordHashOf(email)).toBe(hash);
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('refuses a well-formed token it never issued', async () => {
    const res = await resetPassword('A'.repeat(43), 'some new password');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_LINK);
  });

  it("answers the spec's messages for a missing or malformed token and a short password", async () => {
    for (const token of [undefined, '', 'short', `${'A'.repeat(42)}!`, 'A'.repeat(44)]) {
      expect(await (await resetPassword(token, 'long enough password')).json()).toEqual({ message: 'Password reset link is missing or invalid.' });
    }
    for (const password of [undefined, '', 'seven77']) {
      expect(await (await resetPassword('A'.repeat(43), password)).json()).toEqual({ message: 'Password must be at least 8 characters long.' });
    }
  });
});
