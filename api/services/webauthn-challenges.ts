import { insertChallenge, takeChallenge, type StoredChallenge } from '../../db/queries/second-factor.ts';
import { SECOND_FACTOR_LIMITS, SECOND_FACTOR_MESSAGES } from '../../domain/second-factor.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError } from '../errors.ts';
import { hashToken, newToken } from './random-token.ts';

/**
 * A WebAuthn ceremony's challenge, bound to the browser that asked for it: the browser holds a
 * random key (cookie), the database its SHA-256 with the challenge, for five minutes, once. The
 * response must then carry this very challenge (the library compares it), so a response made
 * for another challenge, another browser's, or one already answered is refused.
 */

type ChallengeDeps = Pick<AppDeps, 'db' | 'now'>;

export async function issueChallenge(
  deps: ChallengeDeps,
  values: Pick<StoredChallenge, 'challenge' | 'purpose' | 'userId'>,
): Promise<{ key: string; expiresAt: Date }> {
  const now = currentTime(deps);
  const key = newToken();
  const expiresAt = new Date(now.getTime() + SECOND_FACTOR_LIMITS.challengeMs);
  await insertChallenge(deps.db, { ...values, keyHash: hashToken(key), expiresAt }, now);
  return { key, expiresAt };
}

/** Uses the browser's challenge up; 400 when there is none of this purpose, or it has expired. */
export async function takeValidChallenge(deps: ChallengeDeps, key: string | undefined, purpose: StoredChallenge['purpose']): Promise<StoredChallenge> {
  const challenge = key ? await takeChallenge(deps.db, hashToken(key)) : undefined;
  if (!challenge || challenge.purpose !== purpose || challenge.expiresAt <= currentTime(deps)) {
    throw new BadRequestError(SECOND_FACTOR_MESSAGES.challengeMissing);
  }
  return challenge;
}
