import { deleteExpiredResetTokens, insertResetToken, takeResetToken } from '../../db/queries/password-reset-tokens.ts';
import { findUserByEmail, getUserById, replacePasswordAndSignOut } from '../../db/queries/users.ts';
import { MESSAGES, resetMailText } from '../../domain/messages.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../domain/schemas/auth.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { verifyCaptcha } from './captcha.ts';
import { hashToken, newToken } from './random-token.ts';
import { enforceRateLimits, withinRateLimit } from './rate-limit.ts';
import { inTransaction } from './transaction.ts';

/**
 * Password reset by e-mail. A link carries 32 random bytes; only their SHA-256 is stored, for one
 * hour, and a link works once. Using it replaces the password and ends every session.
 */

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

type ResetDeps = Pick<AppDeps, 'db' | 'now' | 'rateLimits' | 'secretKey' | 'passwords' | 'mail' | 'config'>;

/** Looks the account up, stores a token and mails the link; does nothing for an unknown e-mail. */
async function sendResetLink(deps: ResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // The owner already holds this hour's working links: more mail would only flood the mailbox.
  if (!user || !(await withinRateLimit(deps, 'resetMailsPerAccount', String(user.id)))) return;
  const now = currentTime(deps);
  await deleteExpiredResetTokens(deps.db, now);
  const token = newToken();
  await insertResetToken(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${deps.config.siteUrl}/reset-password?token=${token}`;
  await deps.mail.send({ to: user.email, subject: MESSAGES.resetMailSubject, text: resetMailText(deps.config.siteName, link) });
}

/**
 * Checks the security question, then the limits of this address and of this account from this
 * address (so strangers elsewhere can never use up the owner's requests), then hands the lookup
 * and the mail to `runLater`: the caller answers the same thing at the same speed whether or not
 * the account exists.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  input: ForgotPasswordInput & { address: string },
  runLater: (task: Promise<void>) => void,
): Promise<void> {
  await verifyCaptcha(deps, input);
  await enforceRateLimits(deps, [
    ['forgotPasswordPerAddress', input.address],
    ['forgotPasswordPerAccountAndAddress', `${input.email}|${input.address}`],
  ]);
  runLater(sendResetLink(deps, input.email).catch((error: unknown) => console.error('[password-reset] sending a reset link failed:', error)));
}

/**
 * Spends the token (deleted in the same statement that reads it), then sets the password and signs
 * out everywhere, recorded with the account's owner as actor: no session exists, the link is
 * their proof.
 */
export async function resetPassword(deps: ResetDeps, input: ResetPasswordInput): Promise<void> {
  const stored = await takeResetToken(deps.db, hashToken(input.token));
  if (!stored || stored.expiresAt.getTime() <= currentTime(deps).getTime()) throw new BadRequestError(MESSAGES.resetLinkInvalid);
  const passwordHash = await deps.passwords.hash(input.password);
  await inTransaction(deps, async (deps) => {
    const user = await getUserById(deps.db, stored.userId);
    if (!user) throw new BadRequestError(MESSAGES.resetLinkInvalid);
    await replacePasswordAndSignOut(deps.db, user.id, passwordHash);
    await recordActivity(deps, user, {
      action: 'user.password_reset',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.email} set a new password from an e-mailed link; every session ended`,
    });
  });
}
