import { countAttempt, countFailure, deleteEndedRateLimits, deleteRateLimit, findRateLimit } from '../../db/queries/rate-limits.ts';
import { failureDelayMs, RATE_LIMITS, type DelayRuleName, type RateLimitName } from '../../domain/limits.ts';
import { tooManyAttemptsMessage } from '../../domain/messages.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { TooManyRequestsError } from '../errors.ts';

/** Ended windows are swept now and then, not on every request: a stale row is harmless (the upsert restarts it). */
const SWEEP_CHANCE = 0.02;

type LimitDeps = Pick<AppDeps, 'db' | 'now' | 'rateLimits'>;
type Checks<Name> = ReadonlyArray<readonly [Name, string]>;

function tooMany(waitMs: number): TooManyRequestsError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new TooManyRequestsError(tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds);
}

async function sweepSometimes(deps: LimitDeps, now: Date): Promise<void> {
  if (Math.random() < SWEEP_CHANCE) await deleteEndedRateLimits(deps.db, now);
}

/** Whether one more attempt against (rule, subject) is within its fixed window's limit; counts it either way. */
export async function withinRateLimit(deps: LimitDeps, name: RateLimitName, subject: string): Promise<boolean> {
  const now = currentTime(deps);
  await sweepSometimes(deps, now);
  const rule = (deps.rateLimits ?? RATE_LIMITS)[name];
  const { count } = await countAttempt(deps.db, `${name}:${subject}`, now, rule.windowMs);
  return count <= rule.max;
}

/**
 * Counts one attempt against each (rule, subject) pair in turn — a client address, an
 * account and address pair, a user id — and refuses with 429 and Retry-After as soon as one is
 * over its limit.
 */
export async function enforceRateLimits(deps: LimitDeps, checks: Checks<RateLimitName>): Promise<void> {
  const now = currentTime(deps);
  await sweepSometimes(deps, now);
  for (const [name, subject] of checks) {
    const rule = (deps.rateLimits ?? RATE_LIMITS)[name];
    const { count, resetAt } = await countAttempt(deps.db, `${name}:${subject}`, now, rule.windowMs);
    if (count > rule.max) throw tooMany(resetAt.getTime() - now.getTime());
  }
}

/**
 * Refuses (429, Retry-After) while a subject's earlier failures ask for a wait that has not
 * passed. Reads only: a refused attempt is not a failure and does not lengthen the wait.
 */
export async function enforceFailureDelays(deps: LimitDeps, checks: Checks<DelayRuleName>): Promise<void> {
  const now = currentTime(deps).getTime();
  for (const [name, subject] of checks) {
    const rule = (deps.rateLimits ?? RATE_LIMITS)[name];
    const row = await findRateLimit(deps.db, `${name}:${subject}`);
    if (!row || row.resetAt.getTime() <= now) continue;
    const lastFailure = row.resetAt.getTime() - rule.windowMs;
    const allowedAt = lastFailure + failureDelayMs(rule, row.count);
    if (allowedAt > now) throw tooMany(allowedAt - now);
  }
}

export async function recordFailures(deps: LimitDeps, checks: Checks<DelayRuleName>): Promise<void> {
  const now = currentTime(deps);
  await sweepSometimes(deps, now);
  for (const [name, subject] of checks) {
    await countFailure(deps.db, `${name}:${subject}`, now, (deps.rateLimits ?? RATE_LIMITS)[name].windowMs);
  }
}

/** A success forgets the failures of this subject (the owner, from their own address). */
export async function clearFailures(deps: LimitDeps, name: DelayRuleName, subject: string): Promise<void> {
  await deleteRateLimit(deps.db, `${name}:${subject}`);
}
