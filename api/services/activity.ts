import { insertActivity, listActivity } from '../../db/queries/activity.ts';
import { ACTIVITY_PAGE_SIZE, type ActivityAction, type ActivityEntityType, type ActivityPage, type ActivityQuery } from '../../domain/activity.ts';
import type { PublicUser } from '../../domain/entities.ts';
import type { Tx } from '../../db/transaction.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';

export interface ActivityRecord {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: number | string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Who acted: the signed-in person (with their role), or null for the command line (`npm run
 * import`) and for the scheduler acting for an account since deleted. An actor without a role is
 * the system acting for that account (the scheduler): its entry reads the account's role then,
 * and ownership rules (api/services/ownership.ts) do not restrict it.
 */
export type Actor = (Pick<PublicUser, 'id' | 'email'> & Partial<Pick<PublicUser, 'role'>>) | null;

/**
 * Records an admin action that has just succeeded. The service that performs the action calls it
 * last, once the change is made (never a route, and never a helper that several actions share), so
 * a refused or failed action throws before reaching it and leaves no entry, and every way into
 * the action (the API, a script, another service) is recorded alike. It writes through the
 * transaction of the change (inTransaction in transaction.ts), so the change and its entry are
 * stored together or not at all.
 */
export async function recordActivity(deps: Pick<AppDeps, 'now'> & { db: Tx }, actor: Actor, record: ActivityRecord): Promise<void> {
  await insertActivity(deps.db, {
    at: currentTime(deps),
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    actorRole: actor?.role ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId == null ? null : String(record.entityId),
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export function listActivityPage(deps: Pick<AppDeps, 'db'>, query: ActivityQuery): Promise<ActivityPage> {
  return listActivity(deps.db, query, ACTIVITY_PAGE_SIZE);
}
