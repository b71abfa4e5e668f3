import { findPasswordHash } from '../../db/queries/users.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { SECOND_FACTOR_MESSAGES } from '../../domain/second-factor.ts';
import type { AppDeps } from '../deps.ts';
import { ForbiddenError } from '../errors.ts';
import { clearFailures, enforceFailureDelays, recordFailures } from './rate-limit.ts';

type PasswordAgainDeps = Pick<AppDeps, 'db' | 'now' | 'rateLimits' | 'passwords'>;

/**
 * The password asked again before a factor is removed, new recovery codes are made or the
 * password is changed: a session alone (a borrowed laptop) cannot weaken the account. Wrong
 * passwords here count with the sign-in's (same account and address pair), so a session cannot
 * be used to guess the password faster than the sign-in form allows. 403, not 401: the session
 * itself is fine.
 */
export async function confirmPassword(deps: PasswordAgainDeps, user: PublicUser, password: string, address: string): Promise<void> {
  const pair = `${user.email}|${address}`;
  await enforceFailureDelays(deps, [['signInFailuresPerAccountAndAddress', pair]]);
  const hash = await findPasswordHash(deps.db, user.id);
  if (!hash || !(await deps.passwords.verify(password, hash))) {
    await recordFailures(deps, [['signInFailuresPerAccountAndAddress', pair]]);
    throw new ForbiddenError(SECOND_FACTOR_MESSAGES.wrongPassword);
  }
  await clearFailures(deps, 'signInFailuresPerAccountAndAddress', pair);
}
