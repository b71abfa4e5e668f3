import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { replaceRecoveryCodes, useRecoveryCode } from '../../db/queries/second-factor.ts';
import { formatRecoveryCode, normaliseRecoveryCode, SECOND_FACTOR_LIMITS } from '../../domain/second-factor.ts';
import type { Tx } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { hashToken } from './random-token.ts';

/**
 * Recovery codes: 10 random base32 letters each (50 bits, far past guessing within the limits),
 * shown once as 'abcde-fghij' and stored as SHA-256 only; each works once.
 */

function newCode(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
}

/** A new set replacing the old one; the codes as the person sees them, this once. */
export async function issueRecoveryCodes(db: Tx, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: SECOND_FACTOR_LIMITS.recoveryCodes }, newCode);
  await replaceRecoveryCodes(db, userId, codes.map(hashToken), now);
  return codes.map(formatRecoveryCode);
}

/** Uses the code if it is one of the user's unused ones; false otherwise. */
export function spendRecoveryCode(db: Db, userId: number, typed: string, now: Date): Promise<boolean> {
  return useRecoveryCode(db, userId, hashToken(normaliseRecoveryCode(typed)), now);
}
