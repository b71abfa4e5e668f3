import { countAttempt, deleteEndedRateLimits } from '../../db/queries/rate-limits.ts';
import { RATE_LIMITS, type RateLimitName } from '../../domain/limits.ts';
import { tooManyAttemptsMessage } from '../../domain/messages.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { TooManyRequestsError } from '../errors.ts';

/** Ended windows are swept now and then, not on every request: a stale row is harmless (the upsert restarts it). */
const SWEEP_CHANCE = 0.02;

/**
 * Counts one attempt against each (rule, subject) pair in turn — a client address, an e-mail, a
 * user id — and refuses with 429 and Retry-After as soon as one is over its limit.
 */
export async function enforceRateLimits(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimits'>,
  checks: ReadonlyArray<readonly [RateLimitName, string]>,
): Promise<void> {
  const now = currentTime(deps);
  if (Math.random() < SWEEP_CHANCE) await deleteEndedRateLimits(deps.db, now);
  for (const [name, subject] of checks) {
    const rule = (deps.rateLimits ?? RATE_LIMITS)[name];
    const { count, resetAt } = await countAttempt(deps.db, `${name}:${subject}`, now, rule.windowMs);
    if (count > rule.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
      throw new TooManyRequestsError(tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds);
    }
  }
}
