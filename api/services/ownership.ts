import { getDraftOwnership } from '../../db/queries/reviews.ts';
import { ENTITY_PERMISSIONS, hasPermission, PERMISSION_MESSAGES } from '../../domain/permissions.ts';
import type { DraftReviewEntityType } from '../../domain/reviews.ts';
import type { AppDeps } from '../deps.ts';
import { ForbiddenError } from '../errors.ts';
import type { Actor } from './activity.ts';

/**
 * The rules about WHICH item a person may touch, beside the routes' permission checks: someone
 * whose role edits only their own drafts (a contributor) may change an expert or article only
 * while they created it and it is still a draft, and never publish, schedule or feature it. An
 * actor without a role is the system acting (a script, the scheduler) and is not restricted.
 */

/** True when the actor's role edits every item of this type (or the system acts). */
function editsAll(actor: Actor, entityType: DraftReviewEntityType): boolean {
  return !actor?.role || hasPermission(actor.role, ENTITY_PERMISSIONS[entityType].edit);
}

/** True when the actor may publish, schedule or feature items of this type. */
export function mayPublish(actor: Actor, entityType: DraftReviewEntityType): boolean {
  return !actor?.role || hasPermission(actor.role, ENTITY_PERMISSIONS[entityType].publish);
}

/** 403 unless the actor may publish items of this type (a contributor saving with status 'published'). */
export function assertMayPublish(actor: Actor, entityType: DraftReviewEntityType): void {
  if (!mayPublish(actor, entityType)) throw new ForbiddenError(PERMISSION_MESSAGES.publishNotAllowed);
}

/**
 * 403 unless the actor may edit this item: every item for an editor, their own drafts for a
 * contributor. An unknown item passes (the service answers its own 404).
 */
export async function assertMayEdit(deps: Pick<AppDeps, 'db'>, actor: Actor, entityType: DraftReviewEntityType, id: number): Promise<void> {
  if (editsAll(actor, entityType)) return;
  const item = await getDraftOwnership(deps.db, entityType, id);
  if (item && !(item.draft && item.createdBy === actor?.id)) throw new ForbiddenError(PERMISSION_MESSAGES.notOwnDraft);
}

/** The list filter for the actor: everything, or only what they created. */
export function ownListFilter(actor: Actor, entityType: DraftReviewEntityType): { createdBy?: number } {
  return editsAll(actor, entityType) || !actor ? {} : { createdBy: actor.id };
}
