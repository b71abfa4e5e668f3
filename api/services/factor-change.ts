import { deleteUserPendingSignIns } from '../../db/queries/second-factor.ts';
import { deleteOtherUserSessions } from '../../db/queries/sessions.ts';
import type { Db } from '../../db/client.ts';

/**
 * After the password or a second factor changes, every other way into the account ends: its
 * other sessions, and sign-ins waiting for their second step. The session that made the change
 * stays (null: none stays).
 */
export async function endOtherWaysIn(deps: { db: Db }, userId: number, keepSessionId: string | null): Promise<number> {
  await deleteUserPendingSignIns(deps.db, userId);
  return deleteOtherUserSessions(deps.db, userId, keepSessionId);
}
