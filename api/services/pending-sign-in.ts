import { findPendingSignIn, insertPendingSignIn, takePendingSignIn } from '../../db/queries/second-factor.ts';
import { SECOND_FACTOR_LIMITS } from '../../domain/second-factor.ts';
import type { Db } from '../../db/client.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken, newToken } from './random-token.ts';

/**
 * The step between a right password and the second factor: a random token in an HttpOnly
 * cookie, stored hashed, valid for ten minutes and used once. It is not a session: the only thing
 * it opens is the second step of its own sign-in.
 */

type PendingDeps = Pick<AppDeps, 'db' | 'now'>;

export async function startPendingSignIn(deps: PendingDeps, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const now = currentTime(deps);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SECOND_FACTOR_LIMITS.pendingSignInMs);
  await insertPendingSignIn(deps.db, { tokenHash: hashToken(token), userId, expiresAt }, now);
  return { token, expiresAt };
}

/** The account a pending sign-in's token stands for, while it has not expired or been used. */
export async function pendingSignInUser(deps: PendingDeps, token: string | undefined): Promise<number | undefined> {
  return token ? findPendingSignIn(deps.db, hashToken(token), currentTime(deps)) : undefined;
}

/** Uses the token up; false when another request used it first. */
export function finishPendingSignIn(deps: { db: Db }, token: string): Promise<boolean> {
  return takePendingSignIn(deps.db, hashToken(token));
}
