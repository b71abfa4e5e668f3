import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../api/errors.ts';
import { enforceRateLimits } from '../api/services/rate-limit.ts';
import { createDb } from '../db/client.ts';
import { countAttempt } from '../db/queries/rate-limits.ts';
import { RATE_LIMITS } from '../domain/limits.ts';
import { tooManyAttemptsMessage } from '../domain/messages.ts';
import { testClock } from './helpers/clock.ts';
import { createTestDb } from './helpers/test-db.ts';

const { db, url } = await createTestDb();

describe('countAttempt', () => {
  it('counts concurrent attempts without losing any, also through a second connection', async () => {
    const other = createDb({ url }); // another process's view of the same database
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => countAttempt(i % 2 ? other : db, 'concurrent', now, 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    other.$client.close();
  });

  it('restarts at 1 once the window has ended, keeping the window within it', async () => {
    const start = new Date(1_000_000);
    expect(await countAttempt(db, 'window', start, 60_000)).toEqual({ count: 1, resetAt: new Date(1_060_000) });
    expect(await countAttempt(db, 'window', new Date(1_059_999), 60_000)).toEqual({ count: 2, resetAt: new Date(1_060_000) });
    expect(await countAttempt(db, 'window', new Date(1_060_000), 60_000)).toEqual({ count: 1, resetAt: new Date(1_120_000) });
  });
});

describe('enforceRateLimits', () => {
  it('throws 429 with the seconds left once a subject passes its limit, per subject', async () => {
    const clock = testClock(5_000_000);
    const deps = { db, now: clock.now };
    const { max, windowMs } = RATE_LIMITS.forgotPasswordPerAccountAndAddress;
    for (let i = 0; i < max; i++) await enforceRateLimits(deps, [['forgotPasswordPerAccountAndAddress', 'a@example.org']]);
    clock.advance(60_000);
    const error = await enforceRateLimits(deps, [['forgotPasswordPerAccountAndAddress', 'a@example.org']]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe((windowMs - 60_000) / 1000);
    await enforceRateLimits(deps, [['forgotPasswordPerAccountAndAddress', 'b@example.org']]);
  });

  it('uses limits handed in through deps instead of the defaults', async () => {
    const deps = { db, rateLimits: { ...RATE_LIMITS, signUpPerAddress: { max: 1, windowMs: 60_000 } } };
    await enforceRateLimits(deps, [['signUpPerAddress', 'custom']]);
    await expect(enforceRateLimits(deps, [['signUpPerAddress', 'custom']])).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('says minutes, rounded up, and hours for waits over two hours', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(tooManyAttemptsMessage(7200)).toBe('Too many attempts. Please try again in 120 minutes.');
    expect(tooManyAttemptsMessage(86_400)).toBe('Too many attempts. Please try again in 24 hours.');
  });
});
