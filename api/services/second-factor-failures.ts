import type { AppDeps } from '../deps.ts';
import type { HttpError } from '../errors.ts';
import { clearFailures, enforceFailureDelays, recordFailures } from './rate-limit.ts';

type FailureDeps = Pick<AppDeps, 'db' | 'now' | 'rateLimits'>;

/**
 * A typed code (authenticator or recovery) checked the way passwords are: while earlier wrong
 * codes ask for a wait, 429 before any check; a wrong one (`attempt` answers undefined) counts per
 * account and address and per account, then `refusal` is thrown; a right one forgets this
 * address's failures. The count is written after `attempt`, outside its transaction, so a
 * refusal's rollback cannot undo it.
 */
export async function guardCodeAttempt<T>(
  deps: FailureDeps,
  userId: number,
  address: string,
  refusal: () => HttpError,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const pair = `${userId}|${address}`;
  await enforceFailureDelays(deps, [
    ['secondFactorFailuresPerAccountAndAddress', pair],
    ['secondFactorFailuresPerAccount', String(userId)],
  ]);
  const result = await attempt();
  if (result === undefined) {
    await recordFailures(deps, [
      ['secondFactorFailuresPerAccountAndAddress', pair],
      ['secondFactorFailuresPerAccount', String(userId)],
    ]);
    throw refusal();
  }
  await clearFailures(deps, 'secondFactorFailuresPerAccountAndAddress', pair);
  return result;
}
