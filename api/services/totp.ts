import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { deleteRecoveryCodes, deleteTotp, findTotp, hasSecondFactor, putUnconfirmedTotp, useTotpStep } from '../../db/queries/second-factor.ts';
import { setSessionSecondFactor } from '../../db/queries/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { SECOND_FACTOR_MESSAGES, TOTP, type TotpEnrolment } from '../../domain/second-factor.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { endOtherWaysIn } from './factor-change.ts';
import { confirmPassword } from './password-again.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { guardCodeAttempt } from './second-factor-failures.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { inTransaction } from './transaction.ts';

/**
 * The authenticator app (TOTP, RFC 6238, with @oslojs/otp). A code is checked against the
 * current time step and one step either side (clock drift); the step it matched is stored, and
 * only a later step is accepted next, so a code never works twice (not even within its window).
 */

type TotpDeps = Pick<AppDeps, 'db' | 'now' | 'secretKey' | 'config' | 'rateLimits' | 'passwords'>;

const BOX_PURPOSE = 'totp-secret';

function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP.periodSeconds);
}

/** The time step within the drift window whose code this is, or undefined. Every step is checked (constant work). */
function matchingStep(key: Uint8Array, code: string, now: Date): number | undefined {
  const current = stepAt(now);
  let matched: number | undefined;
  for (let step = current - TOTP.driftSteps; step <= current + TOTP.driftSteps; step += 1) {
    if (verifyHOTP(key, BigInt(step), TOTP.digits, code)) matched = step;
  }
  return matched;
}

/**
 * Accepts the code once: the secret is opened, the step found, and recorded as used in one
 * statement (useTotpStep), so a replayed code is refused like a wrong one. `confirming` accepts
 * only an enrolment's first code; otherwise only a confirmed app's codes.
 */
export async function acceptTotpCode(deps: { db: Db; secretKey: string }, userId: number, code: string, now: Date, confirming: boolean): Promise<boolean> {
  const stored = await findTotp(deps.db, userId);
  if (!stored || Boolean(stored.confirmedAt) === confirming) return false;
  const key = await openSecret(deps.secretKey, BOX_PURPOSE, String(userId), stored.encryptedSecret);
  const step = key ? matchingStep(key, code, now) : undefined;
  if (step === undefined) return false;
  return useTotpStep(deps.db, userId, step, now, confirming);
}

/** A new secret for the account, waiting for its first code; what the person's app needs to add it. */
export async function startTotpEnrolment(deps: TotpDeps, user: PublicUser): Promise<TotpEnrolment> {
  const key = crypto.getRandomValues(new Uint8Array(TOTP.secretBytes));
  const sealed = await sealSecret(deps.secretKey, BOX_PURPOSE, String(user.id), key);
  if (!(await putUnconfirmedTotp(deps.db, user.id, sealed, currentTime(deps)))) throw new ConflictError(SECOND_FACTOR_MESSAGES.totpAlreadyOn);
  return {
    uri: createTOTPKeyURI(deps.config.siteName, user.email, key, TOTP.periodSeconds, TOTP.digits),
    secret: encodeBase32UpperCaseNoPadding(key),
  };
}

/**
 * Turns the app on with a current code: new recovery codes (answered this once), the other
 * sessions and waiting sign-ins end, and this session counts as having given the factor.
 */
export async function confirmTotpEnrolment(deps: TotpDeps, input: { user: PublicUser; sessionId: string; code: string; address: string }): Promise<string[]> {
  const now = currentTime(deps);
  const stored = await findTotp(deps.db, input.user.id);
  if (!stored) throw new NotFoundError(SECOND_FACTOR_MESSAGES.noTotpEnrolment);
  if (stored.confirmedAt) throw new ConflictError(SECOND_FACTOR_MESSAGES.totpAlreadyOn);
  return guardCodeAttempt(
    deps,
    input.user.id,
    input.address,
    () => new BadRequestError(SECOND_FACTOR_MESSAGES.wrongCode),
    () =>
      inTransaction(deps, async (deps) => {
        if (!(await acceptTotpCode(deps, input.user.id, input.code, now, true))) return undefined;
        const codes = await issueRecoveryCodes(deps.db, input.user.id, now);
        await endOtherWaysIn(deps, input.user.id, input.sessionId);
        await setSessionSecondFactor(deps.db, input.sessionId, 'totp');
        await recordActivity(deps, input.user, {
          action: 'user.second_factor_added',
          entityType: 'user',
          entityId: input.user.id,
          summary: `${input.user.email} turned on an authenticator app`,
          after: { method: 'totp' },
        });
        return codes;
      }),
  );
}

/** Turns the app off, after the password again. With no factor left, the recovery codes go too. */
export async function removeTotp(deps: TotpDeps, input: { user: PublicUser; sessionId: string; password: string; address: string }): Promise<void> {
  await confirmPassword(deps, input.user, input.password, input.address);
  await inTransaction(deps, async (deps) => {
    const stored = await findTotp(deps.db, input.user.id);
    if (!stored?.confirmedAt || !(await deleteTotp(deps.db, input.user.id))) throw new BadRequestError(SECOND_FACTOR_MESSAGES.totpNotOn);
    if (!(await hasSecondFactor(deps.db, input.user.id))) await deleteRecoveryCodes(deps.db, input.user.id);
    await endOtherWaysIn(deps, input.user.id, input.sessionId);
    await recordActivity(deps, input.user, {
      action: 'user.second_factor_removed',
      entityType: 'user',
      entityId: input.user.id,
      summary: `${input.user.email} removed their authenticator app`,
      before: { method: 'totp' },
    });
  });
}
