import { deleteUserKeepingAnAdmin, getUserById, setUserRole } from '../../db/queries/users.ts';
import type { PublicUser, Role } from '../../domain/entities.ts';
import { USER_MESSAGES } from '../../domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';

type UserDeps = Pick<AppDeps, 'db' | 'now'>;

/** Why a guarded change did nothing: the user is unknown (404), or is the last administrator (409). */
async function refusal(deps: UserDeps, id: number): Promise<Error> {
  return (await getUserById(deps.db, id)) ? new ConflictError(USER_MESSAGES.lastAdmin) : new NotFoundError(USER_MESSAGES.notFound);
}

/** The role selector. The last administrator cannot be demoted, so the site always has one. */
export async function changeUserRole(deps: UserDeps, input: { id: number; role: Role; actor: Actor }): Promise<PublicUser> {
  return inTransaction(deps, async (deps) => {
    const before = await getUserById(deps.db, input.id);
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

/** Deletes an account. Nobody deletes their own (they would lock themselves out), nor the last administrator. */
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
