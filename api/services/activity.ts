import { insertActivity, listActivity } from '../../db/queries/activity.ts';
import { ACTIVITY_PAGE_SIZE, type ActivityAction, type ActivityEntityType, type ActivityPage, type ActivityQuery } from '../../domain/activity.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';

/** Who acted: an admin, or (null) nobody any more, e.g. the scheduler for an account since deleted. */
export type ActivityActor = Pick<PublicUser, 'id' | 'email'> | null;

export interface ActivityRecord {
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId?: number | string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin action that has just succeeded: called once the action is done (by the route
 * after its service returns, or by the service itself, as scheduling, versions and previews do),
 * so a refused or failed action throws before reaching it and leaves no entry.
 */
export async function recordActivity(deps: Pick<AppDeps, 'db' | 'now'>, actor: ActivityActor, record: ActivityRecord): Promise<void> {
  await insertActivity(deps.db, {
    at: currentTime(deps),
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
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
