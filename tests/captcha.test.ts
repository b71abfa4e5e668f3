import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_LIFETIME_MS, createCaptcha } from '../api/services/captcha.ts';
import { captchaNonces } from '../db/schema.ts';
import { MESSAGES } from '../domain/messages.ts';
import { freshAddress } from './helpers/accounts.ts';
import { answeredCaptcha, solveCaptcha } from './helpers/captcha.ts';
import { testClock } from './helpers/clock.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

const clock = testClock();
const t = await createTestApp({}, { now: clock.now });

let sequence = 0;
/** POST /api/auth/register as a new person from a new address each time, so only the captcha can refuse it. */
function register(captcha: { captchaAnswer: unknown; captchaExpected: string }) {
  sequence += 1;
  return t.request('POST', '/api/auth/register', {
    body: { email: `captcha${sequence}@example.org`, password: 'long enough password', firstName: 'Cap', lastName: 'Tcha', ...captcha },
    headers: freshAddress(),
  });
}

/** Whether the nonce inside a (well-formed) token has been recorded as used. */
async function nonceSpent(expected: string): Promise<boolean> {
  const body = expected.split('.')[0] ?? '';
  const { nonce } = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(body))) as { nonce: string };
  return (await t.db.$count(captchaNonces, eq(captchaNonces.nonce, nonce))) === 1;
}

async function fetchCaptcha() {
  return (await (await t.request('GET', '/api/auth/captcha')).json()) as { question: string; expected: string };
}

/** Sends a registration with the given captcha fields and expects it refused with no account or session made. */
async function expectCaptchaRefused(captcha: { captchaAnswer: string; captchaExpected: string }) {
  await expectRefused(t, () => register(captcha), 400, MESSAGES.captchaFailed);
}

describe('GET /api/auth/captcha', () => {
  it('asks small sums and non-negative differences a person can read, never stored or cached', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await t.request('GET', '/api/auth/captcha');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const { question } = (await res.json()) as { question: string };
      expect(question).toMatch(/^What is \d{1,2} [+-] \d{1,2}\?$/);
      const answer = solveCaptcha(question);
      expect(answer).toBeGreaterThanOrEqual(0);
      expect(answer).toBeLessThanOrEqual(20);
    }
    expect(await t.db.$count(captchaNonces)).toBe(0);
  });

  it('answers an opaque signed token that does not contain the answer', async () => {
    const { question, expected } = await fetchCaptcha();
    const [body, signature] = expected.split('.');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const payload = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(body!))) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['answer', 'expiresAt', 'nonce']);
    expect(payload.answer).not.toBe(String(solveCaptcha(question)));
    expect(expected).not.toContain(`"${solveCaptcha(question)}"`);
  });
});

describe('captcha verification', () => {
  it('accepts the right answer, with spaces around it', async () => {
    const captcha = await answeredCaptcha(t);
    const res = await register({ ...captcha, captchaAnswer: ` ${captcha.captchaAnswer} ` });
    expect(res.status).toBe(202);
  });

  it('accepts the answer sent as a JSON number', async () => {
    const { question, expected } = await fetchCaptcha();
    const res = await register({ captchaAnswer: solveCaptcha(question), captchaExpected: expected });
    expect(res.status).toBe(202);
  });

  it('refuses a forged token: the answer itself sent as expected', async () => {
    const { question } = await fetchCaptcha();
    const answer = String(solveCaptcha(question));
    const nonces = await t.db.$count(captchaNonces);
    await expectCaptchaRefused({ captchaAnswer: answer, captchaExpected: answer });
    expect(await t.db.$count(captchaNonces)).toBe(nonces);
  });

  it('refuses garbage tokens', async () => {
    for (const captchaExpected of ['x', 'a.b', 'a.b.c', '....', '%%%.%%%', `${'A'.repeat(900)}.${'B'.repeat(43)}`]) {
      await expectCaptchaRefused({ captchaAnswer: '3', captchaExpected });
    }
  });

  it('refuses an altered token: a changed signature, or a payload re-encoded with a later expiry', async () => {
    const { captchaAnswer, captchaExpected } = await answeredCaptcha(t);
    const [body = '', signature = ''] = captchaExpected.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    await expectCaptchaRefused({ captchaAnswer, captchaExpected: `${body}.${flipped}` });
    expect(await nonceSpent(captchaExpected)).toBe(false);

    const payload = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(body))) as { expiresAt: number };
    payload.expiresAt += 24 * 60 * 60 * 1000;
    const rewritten = encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(payload)));
    await expectCaptchaRefused({ captchaAnswer, captchaExpected: `${rewritten}.${signature}` });
    expect(await nonceSpent(captchaExpected)).toBe(false);
    expect((await register({ captchaAnswer, captchaExpected })).status).toBe(202);
  });

  it('refuses a token signed with another secret key', async () => {
    const foreign = await createCaptcha({ db: t.db, secretKey: 'some-other-secret', now: clock.now });
    await expectCaptchaRefused({ captchaAnswer: String(solveCaptcha(foreign.question)), captchaExpected: foreign.expected });
  });

  it('refuses a replayed token', async () => {
    const captcha = await answeredCaptcha(t);
    expect((await register(captcha)).status).toBe(202);
    await expectCaptchaRefused(captcha);
  });

  it('uses a token up even when the first answer was wrong', async () => {
    const captcha = await answeredCaptcha(t);
    const wrong = String(Number(captcha.captchaAnswer) + 1);
    await expectCaptchaRefused({ ...captcha, captchaAnswer: wrong });
    expect(await nonceSpent(captcha.captchaExpected)).toBe(true);
    await expectCaptchaRefused(captcha);
  });

  it('refuses an answer that is not a whole number', async () => {
    const captcha = await answeredCaptcha(t);
    await expectCaptchaRefused({ ...captcha, captchaAnswer: `${captcha.captchaAnswer}.0` });
    expect(await nonceSpent(captcha.captchaExpected)).toBe(true);
  });

  it('refuses an expired token without spending it, and accepts one just before expiry', async () => {
    const early = await answeredCaptcha(t);
    const late = await answeredCaptcha(t);
    clock.advance(CAPTCHA_LIFETIME_MS - 1000);
    expect((await register(early)).status).toBe(202);
    clock.advance(1000);
    await expectCaptchaRefused(late);
    expect(await nonceSpent(late.captchaExpected)).toBe(false);
  });

  it('forgets used nonces once their tokens have expired', async () => {
    const captcha = await answeredCaptcha(t);
    expect((await register(captcha)).status).toBe(202);
    expect(await nonceSpent(captcha.captchaExpected)).toBe(true);
    clock.advance(CAPTCHA_LIFETIME_MS);
    await expectCaptchaRefused({ captchaAnswer: '1', captchaExpected: 'not-a-token' });
    expect(await t.db.$count(captchaNonces)).toBe(0);
  });

  it('asks for the question to load and for an answer before anything else', async () => {
    const { captchaExpected } = await answeredCaptcha(t);
    const missingToken = await register({ captchaAnswer: '4', captchaExpected: '' });
    expect(await missingToken.json()).toEqual({ message: MESSAGES.captchaNotLoaded });
    const missingAnswer = await register({ captchaAnswer: ' ', captchaExpected });
    expect(missingAnswer.status).toBe(400);
    expect(await missingAnswer.json()).toEqual({ message: MESSAGES.captchaAnswerRequired });
  });
});
