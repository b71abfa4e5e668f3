import { countUnusedRecoveryCodes, findTotp, hasSecondFactor, listPasskeys } from '../../db/queries/second-factor.ts';
import { getUserById } from '../../db/queries/users.ts';
import type { PublicUser } from '../../domain/entities.ts';
import {
  roleNeedsSecondFactor,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorMethod,
  type SecondFactorOwed,
  type SecondFactorStatus,
  type SecondStepInput,
  type SignInMethod,
} from '../../domain/second-factor.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, UnauthorizedError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { confirmPassword } from './password-again.ts';
import { toPasskeySummary } from './passkeys.ts';
import { finishPendingSignIn, pendingSignInUser } from './pending-sign-in.ts';
import { issueRecoveryCodes, spendRecoveryCode } from './recovery-codes.ts';
import { guardCodeAttempt } from './second-factor-failures.ts';
import { acceptTotpCode } from './totp.ts';
import { inTransaction } from './transaction.ts';

type SecondFactorDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'secretKey' | 'rateLimits' | 'passwords'>;

/** What the account page shows of the account's second factor. */
export async function secondFactorStatus(deps: SecondFactorDeps, user: PublicUser): Promise<SecondFactorStatus> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    findTotp(deps.db, user.id),
    listPasskeys(deps.db, user.id),
    countUnusedRecoveryCodes(deps.db, user.id),
  ]);
  return {
    totp: Boolean(totp?.confirmedAt),
    passkeys: passkeys.map(toPasskeySummary),
    recoveryCodesLeft,
    required: roleNeedsSecondFactor(deps.config.require2faRoles, user.role),
  };
}

/**
 * What a session still owes REQUIRE_2FA_ROLES, or null: nothing when its role is not listed or its
 * sign-in gave a factor; else 'give' when the account has a factor, 'enrol' when it has none.
 */
export async function secondFactorOwed(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: PublicUser,
  sessionSecondFactor: SecondFactorMethod | null,
): Promise<SecondFactorOwed | null> {
  if (sessionSecondFactor || !roleNeedsSecondFactor(deps.config.require2faRoles, user.role)) return null;
  return (await hasSecondFactor(deps.db, user.id)) ? 'give' : 'enrol';
}

/** The second steps a sign-in may take for this account; none when it has no second factor. */
export async function signInMethods(deps: Pick<AppDeps, 'db'>, userId: number): Promise<SignInMethod[]> {
  const [totp, passkeys, recoveryCodes] = await Promise.all([
    findTotp(deps.db, userId),
    listPasskeys(deps.db, userId),
    countUnusedRecoveryCodes(deps.db, userId),
  ]);
  const methods: SignInMethod[] = [];
  if (totp?.confirmedAt) methods.push('totp');
  if (passkeys.length > 0) methods.push('passkey');
  if (methods.length > 0 && recoveryCodes > 0) methods.push('recovery_code');
  return methods;
}

/**
 * The second step of a sign-in with a typed code: the pending sign-in must still be open, the
 * code right and unused (an authenticator code or a recovery code); then the pending sign-in is
 * used up. A wrong code counts like a wrong password (guardCodeAttempt); a used recovery code is
 * recorded. Answers the account and how it proved itself.
 */
export async function signInSecondStep(
  deps: SecondFactorDeps,
  input: { token: string | undefined; step: SecondStepInput; address: string },
): Promise<{ user: PublicUser; method: 'totp' | 'recovery_code' }> {
  const userId = await pendingSignInUser(deps, input.token);
  if (userId === undefined || !input.token) throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.noPendingSignIn);
  const token = input.token;
  const now = currentTime(deps);
  const { step } = input;
  const refusal = () => new UnauthorizedError(step.code !== undefined ? SECOND_FACTOR_MESSAGES.wrongCode : SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
  return guardCodeAttempt(deps, userId, input.address, refusal, () =>
    inTransaction(deps, async (deps) => {
      const accepted =
        step.code !== undefined ? await acceptTotpCode(deps, userId, step.code, now, false) : await spendRecoveryCode(deps.db, userId, step.recoveryCode, now);
      if (!accepted) return undefined;
      const user = await getUserById(deps.db, userId);
      if (!user || !(await finishPendingSignIn(deps, token))) throw new UnauthorizedError(SECOND_FACTOR_MESSAGES.noPendingSignIn);
      if (step.code !== undefined) return { user, method: 'totp' as const };
      await recordActivity(deps, user, {
        action: 'user.recovery_code_used',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.email} signed in with a recovery code (${await countUnusedRecoveryCodes(deps.db, user.id)} left)`,
      });
      return { user, method: 'recovery_code' as const };
    }),
  );
}

/** A new set of recovery codes (the old ones stop working), after the password again; needs a factor on. */
export async function renewRecoveryCodes(deps: SecondFactorDeps, input: { user: PublicUser; password: string; address: string }): Promise<string[]> {
  await confirmPassword(deps, input.user, input.password, input.address);
  return inTransaction(deps, async (deps) => {
    if (!(await hasSecondFactor(deps.db, input.user.id))) throw new BadRequestError(SECOND_FACTOR_MESSAGES.noFactor);
    const codes = await issueRecoveryCodes(deps.db, input.user.id, currentTime(deps));
    await recordActivity(deps, input.user, {
      action: 'user.recovery_codes_renewed',
      entityType: 'user',
      entityId: input.user.id,
      summary: `${input.user.email} made new recovery codes`,
    });
    return codes;
  });
}
