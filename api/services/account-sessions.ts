import { deleteUserSession, listUserSessions } from '../../db/queries/sessions.ts';
import { getUserById, replacePasswordAndSignOut } from '../../db/queries/users.ts';
import { iso } from '../../db/queries/rows.ts';
import type { SessionSummary } from '../../domain/account-sessions.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { USER_MESSAGES } from '../../domain/messages.ts';
import { SECOND_FACTOR_MESSAGES } from '../../domain/second-factor.ts';
import { describeUserAgent } from '../../domain/user-agent.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { endOtherWaysIn } from './factor-change.ts';
import { confirmPassword } from './password-again.ts';
import { inTransaction } from './transaction.ts';

/**
 * 'Your sessions': a person sees where they are signed in and ends any of those sessions; an
 * admin ends every session of an account. Ending one is recorded with who did it to whom.
 */

type SessionDeps = Pick<AppDeps, 'db' | 'now'>;

export async function listOwnSessions(deps: SessionDeps, user: PublicUser, currentSessionId: string): Promise<SessionSummary[]> {
  const rows = await listUserSessions(deps.db, user.id, currentTime(deps));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: row.address,
    createdAt: iso(row.createdAt),
    lastUsedAt: iso(row.lastUsedAt ?? row.createdAt),
    current: row.id === currentSessionId,
    secondFactor: row.secondFactor,
  }));
}

/** Ends one of the person's own sessions (the current one too: that is signing out). */
export async function endOwnSession(deps: SessionDeps, user: PublicUser, sessionId: string): Promise<void> {
  await inTransaction(deps, async (deps) => {
    if (!(await deleteUserSession(deps.db, user.id, sessionId))) throw new NotFoundError(SECOND_FACTOR_MESSAGES.sessionNotFound);
    await recordActivity(deps, user, {
      action: 'user.session_ended',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.email} ended one of their sessions`,
    });
  });
}

/** Ends every session of the person but the one asking (and sign-ins waiting for a second step); recorded when any ended. */
export async function endOwnOtherSessions(deps: SessionDeps, user: PublicUser, currentSessionId: string): Promise<number> {
  return inTransaction(deps, async (deps) => {
    const ended = await endOtherWaysIn(deps, user.id, currentSessionId);
    // Nothing ended is nothing to record.
    if (ended > 0)
      await recordActivity(deps, user, {
        action: 'user.sessions_ended',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.email} ended their other sessions (${ended})`,
        after: { ended },
      });
    return ended;
  });
}

/** An admin ends every session of an account (their own included, when they choose it). */
export async function endAllSessionsOf(deps: SessionDeps, input: { actor: Actor; userId: number }): Promise<number> {
  return inTransaction(deps, async (deps) => {
    const target = await getUserById(deps.db, input.userId);
    if (!target) throw new NotFoundError(USER_MESSAGES.notFound);
    const ended = await endOtherWaysIn(deps, target.id, null);
    await recordActivity(deps, input.actor, {
      action: 'user.sessions_ended',
      entityType: 'user',
      entityId: target.id,
      summary: `Ended every session of ${target.email} (${ended})`,
      after: { ended },
    });
    return ended;
  });
}

/** A new password, after the current one: every other session and waiting sign-in ends, this session stays. */
export async function changeOwnPassword(
  deps: SessionDeps & Pick<AppDeps, 'passwords' | 'rateLimits'>,
  input: { user: PublicUser; sessionId: string; currentPassword: string; newPassword: string; address: string },
): Promise<void> {
  await confirmPassword(deps, input.user, input.currentPassword, input.address);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await inTransaction(deps, async (deps) => {
    await replacePasswordAndSignOut(deps.db, input.user.id, passwordHash, input.sessionId);
    await recordActivity(deps, input.user, {
      action: 'user.password_changed',
      entityType: 'user',
      entityId: input.user.id,
      summary: `${input.user.email} changed their password`,
    });
  });
}
