import { encodeHexLowerCase } from '@oslojs/encoding';
import { countClaimCodeAttempt, findClaimCode, findPendingClaim, saveClaimCode, takeClaimCode } from '../../db/queries/claims.ts';
import { getExpertOwner } from '../../db/queries/expert-owners.ts';
import {
  CLAIM_LIMITS,
  CLAIM_MESSAGES,
  claimCodeMailText,
  claimEmailDomains,
  emailMatchesDomains,
  type ClaimCodeInput,
  type ClaimOutcome,
} from '../../domain/claims.ts';
import type { Expert, PublicUser } from '../../domain/entities.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError } from '../errors.ts';
import { claimableExpert, fileEmailClaim } from './claims.ts';
import { enforceRateLimits } from './rate-limit.ts';
import { hmacSha256, sameSecret } from './signing.ts';

/**
 * The institutional path of a claim (issue 36 §1): a code mailed to an address at the domain of
 * one of the profile's official or institution websites proves the person reads mail there; the
 * claim it files then waits for an editor like any claim that ORCID did not verify.
 */

type CodeDeps = Pick<AppDeps, 'db' | 'now' | 'secretKey' | 'rateLimits' | 'rebuild'>;

/** The code's HMAC, bound to the person and the profile, so a stored hash is worth nothing elsewhere. */
async function codeHash(deps: Pick<AppDeps, 'secretKey'>, userId: number, expertId: number, code: string): Promise<string> {
  return encodeHexLowerCase(await hmacSha256(deps.secretKey, `claim-code:${userId}:${expertId}:${code}`));
}

/** Six random digits, without the modulo's bias. */
function newCode(): string {
  const range = 10 ** CLAIM_LIMITS.codeDigits;
  const limit = Math.floor(2 ** 32 / range) * range;
  for (;;) {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % range).padStart(CLAIM_LIMITS.codeDigits, '0');
  }
}

/** A profile this person may still claim: not theirs already, no claim of theirs waiting. */
async function assertClaimable(deps: Pick<AppDeps, 'db'>, expert: Expert, user: PublicUser): Promise<void> {
  if ((await getExpertOwner(deps.db, expert.id))?.userId === user.id) throw new ConflictError(CLAIM_MESSAGES.alreadyOwner);
  if (await findPendingClaim(deps.db, expert.id, user.id)) throw new ConflictError(CLAIM_MESSAGES.alreadyPending);
}

/**
 * Mails a code to `email` when its domain belongs to the profile's official or institution
 * websites (400 otherwise, naming them). Counted per account and per address; the mail goes
 * after the answer.
 */
export async function sendClaimCode(
  deps: CodeDeps & Pick<AppDeps, 'mail' | 'config'>,
  input: { slug: string; user: PublicUser; email: string; address: string },
  runLater: (task: Promise<void>) => void,
): Promise<string> {
  const expert = await claimableExpert(deps, input.slug);
  const domains = claimEmailDomains(expert);
  if (domains.length === 0) throw new BadRequestError(CLAIM_MESSAGES.noEmailDomains);
  if (!emailMatchesDomains(input.email, domains)) throw new BadRequestError(CLAIM_MESSAGES.emailDomainNotAllowed(domains));
  await assertClaimable(deps, expert, input.user);
  await enforceRateLimits(deps, [
    ['claimCodesPerUser', String(input.user.id)],
    ['claimCodesPerAddress', input.address],
  ]);
  const code = newCode();
  const expiresAt = new Date(currentTime(deps).getTime() + CLAIM_LIMITS.codeMs);
  await saveClaimCode(deps.db, {
    userId: input.user.id,
    expertId: expert.id,
    email: input.email,
    codeHash: await codeHash(deps, input.user.id, expert.id, code),
    attempts: 0,
    expiresAt,
  });
  const { siteName } = deps.config;
  const text = claimCodeMailText({ siteName, expertName: expert.name, code });
  runLater(
    deps.mail.send({ to: input.email, subject: CLAIM_MESSAGES.codeMailSubject(siteName), text }).catch((error: unknown) => {
      console.error('[claims] the code mail failed:', error);
    }),
  );
  return CLAIM_MESSAGES.codeSent(input.email);
}

/**
 * Checks the code the person typed (for the address it was sent to) and files the claim. A wrong
 * code counts against the code's tries; a used, expired or used-up code must be asked for again.
 */
export async function confirmClaimCode(deps: CodeDeps, input: ClaimCodeInput & { slug: string; user: PublicUser }): Promise<ClaimOutcome> {
  const expert = await claimableExpert(deps, input.slug);
  const stored = await findClaimCode(deps.db, input.user.id, expert.id);
  if (!stored || stored.expiresAt <= currentTime(deps) || stored.attempts >= CLAIM_LIMITS.codeAttempts) throw new BadRequestError(CLAIM_MESSAGES.codeExpired);
  const hash = await codeHash(deps, input.user.id, expert.id, input.code);
  if (stored.email !== input.email || !sameSecret(hash, stored.codeHash)) {
    await countClaimCodeAttempt(deps.db, input.user.id, expert.id);
    throw new BadRequestError(CLAIM_MESSAGES.codeWrong);
  }
  if (!(await takeClaimCode(deps.db, input.user.id, expert.id, hash, CLAIM_LIMITS.codeAttempts))) throw new BadRequestError(CLAIM_MESSAGES.codeExpired);
  return fileEmailClaim(deps, { expert, user: input.user, email: input.email });
}
