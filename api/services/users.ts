import { deleteUserSessions } from '../../db/queries/sessions.ts';
import {
  deactivateUserKeepingAnAdmin,
  deleteUserKeepingAnAdmin,
  getAdminUserById,
  getUserById,
  reactivateUser,
  setUserAiBudget,
  setUserRole,
} from '../../db/queries/users.ts';
import type { PublicUser, Role } from '../../domain/entities.ts';
import { USER_MESSAGES } from '../../domain/messages.ts';
import { PEOPLE_MESSAGES, type AdminUser } from '../../domain/people.ts';
import { canGrantRole, ROLE_LABELS } from '../../domain/permissions.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';

type UserDeps = Pick<AppDeps, 'db' | 'now'>;

/** Why a guarded change did nothing: the user is unknown (404), or is the last active administrator (409). */
async function refusal(deps: UserDeps, id: number): Promise<Error> {
  return (await getUserById(deps.db, id)) ? new ConflictError(USER_MESSAGES.lastAdmin) : new NotFoundError(USER_MESSAGES.notFound);
}

/**
 * The role selector. Nobody gives a role above their own or changes someone above them (an editor
 * cannot make an admin, nor demote one); the last active administrator cannot be demoted, so the
 * site always has one.
 */
export async function changeUserRole(deps: UserDeps, input: { id: number; role: Role; actor: Actor }): Promise<PublicUser> {
  return inTransaction(deps, async (deps) => {
    const before = await getUserById(deps.db, input.id);
    const actorRole = input.actor?.role;
    if (before && actorRole && !canGrantRole(actorRole, before.role, input.role)) throw new ForbiddenError(PEOPLE_MESSAGES.cannotGrant);
    const updated = await setUserRole(deps.db, input.id, input.role);
    if (!updated) throw await refusal(deps, input.id);
    await recordActivity(deps, input.actor, {
      action: 'user.role_changed',
      entityType: 'user',
      entityId: updated.id,
      summary: `Set the role of ${updated.email} to ${updated.role}`,
      before: { role: before?.role },
      after: { role: updated.role },
    });
    return updated;
  });
}

/** Deletes an account. Nobody deletes their own (they would lock themselves out), nor the last active administrator. */
export async function deleteUser(deps: UserDeps, input: { id: number; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    if (input.id === input.actor.id) throw new ConflictError(USER_MESSAGES.selfDelete);
    const before = await getUserById(deps.db, input.id);
    if (!(await deleteUserKeepingAnAdmin(deps.db, input.id))) throw await refusal(deps, input.id);
    await recordActivity(deps, input.actor, {
      action: 'user.deleted',
      entityType: 'user',
      entityId: input.id,
      summary: `Deleted the account ${before?.email ?? ''}`.trim(),
      before: { email: before?.email, role: before?.role },
    });
  });
}

/**
 * Deactivates an account and ends every session it has at once (its cookies then answer 401, and
 * it cannot sign in). Nobody deactivates their own account, nor the last active administrator.
 */
export async function deactivateUser(deps: UserDeps, input: { id: number; actor: PublicUser }): Promise<AdminUser> {
  return inTransaction(deps, async (deps) => {
    if (input.id === input.actor.id) throw new ConflictError(PEOPLE_MESSAGES.selfDeactivate);
    const before = await getAdminUserById(deps.db, input.id);
    if (before?.deactivatedAt) throw new ConflictError(PEOPLE_MESSAGES.alreadyDeactivated);
    const done = await deactivateUserKeepingAnAdmin(deps.db, input.id, currentTime(deps));
    if (!done) throw await refusal(deps, input.id);
    await deleteUserSessions(deps.db, input.id);
    await recordActivity(deps, input.actor, {
      action: 'user.deactivated',
      entityType: 'user',
      entityId: done.id,
      summary: `Deactivated the account ${done.email} and ended its sessions`,
      before: { role: done.role },
    });
    return (await getAdminUserById(deps.db, input.id))!;
  });
}

/** Lets a deactivated account sign in again (its old sessions stay ended). */
export async function reactivateAccount(deps: UserDeps, input: { id: number; actor: PublicUser }): Promise<AdminUser> {
  return inTransaction(deps, async (deps) => {
    const done = await reactivateUser(deps.db, input.id);
    if (!done) throw (await getUserById(deps.db, input.id)) ? new ConflictError(PEOPLE_MESSAGES.notDeactivated) : new NotFoundError(USER_MESSAGES.notFound);
    await recordActivity(deps, input.actor, {
      action: 'user.reactivated',
      entityType: 'user',
      entityId: done.id,
      summary: `Reactivated the account ${done.email}`,
    });
    return (await getAdminUserById(deps.db, input.id))!;
  });
}

/** A person's own monthly AI budget (null: their role's applies). */
export async function setPersonAiBudget(deps: UserDeps, input: { id: number; monthlyUsd: number | null; actor: PublicUser }): Promise<AdminUser> {
  return inTransaction(deps, async (deps) => {
    const before = await getAdminUserById(deps.db, input.id);
    const updated = await setUserAiBudget(deps.db, input.id, input.monthlyUsd);
    if (!before || !updated) throw new NotFoundError(USER_MESSAGES.notFound);
    const describe = (amount: number | null) => (amount === null ? `the ${ROLE_LABELS[updated.role].toLowerCase()} role's` : `$${amount}`);
    await recordActivity(deps, input.actor, {
      action: 'user.ai_budget_changed',
      entityType: 'user',
      entityId: updated.id,
      summary: `Set the monthly AI budget of ${updated.email} to ${describe(updated.aiMonthlyBudgetUsd)}`,
      before: { aiMonthlyBudgetUsd: before.aiMonthlyBudgetUsd },
      after: { aiMonthlyBudgetUsd: updated.aiMonthlyBudgetUsd },
    });
    return updated;
  });
}
