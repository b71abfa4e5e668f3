import { createExpert, deleteExpertById, getExpertById, updateExpertProfile } from '../../db/queries/experts.ts';
import { retireGonePath } from '../../db/queries/retired-paths.ts';
import type { Expert, PublicUser } from '../../domain/entities.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { ExpertProfileInput } from '../../domain/schemas/expert.ts';
import type { VersionReason } from '../../domain/versions.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { checkScheduleTime } from './schedule.ts';

type ExpertDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

export interface ExpertSave {
  id: number;
  profile: ExpertProfileInput;
  /** Who saves: named in the version the save keeps. */
  actor: PublicUser;
  /** Why, for the version: an editor's edit unless said otherwise (an accepted correction, a restore). */
  reason?: Extract<VersionReason, 'edit' | 'correction' | 'restore'>;
  /** For a restore: the version brought back. */
  restoredFrom?: number;
}

/**
 * Every save of an expert's profile: the Edit Expert dialog, accepted corrections, restores. The
 * whole profile is replaced, the slug kept (links to the profile keep working), and a version kept.
 */
export async function updateExpert(deps: ExpertDeps, input: ExpertSave): Promise<Expert> {
  const current = await getExpertById(deps.db, input.id);
  if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  // Saving the dialog unchanged rewrites nothing, keeps no version and rebuilds nothing.
  const unchanged = Object.entries(input.profile).every(
    ([field, value]) => JSON.stringify(current[field as keyof Expert]) === JSON.stringify(value),
  );
  if (unchanged) return current;
  const note = { reason: input.reason ?? 'edit', actor: input.actor, at: currentTime(deps), ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}) };
  const updated = await updateExpertProfile(deps.db, input.id, input.profile, note);
  if (!updated) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  if (updated.published) await deps.rebuild.request(REBUILD_REASONS.expertUpdated(updated.name));
  return updated;
}

/**
 * 'New Expert' on Manage Experts: the editor's profile under a unique slug made from the name. With
 * `publishAt` the expert waits, unpublished, until then (its creation's log entry names the time);
 * otherwise the site is rebuilt at once.
 */
export async function addExpert(deps: ExpertDeps, input: { profile: ExpertProfileInput; actor: PublicUser; publishAt?: Date | undefined }): Promise<Expert> {
  const now = currentTime(deps);
  if (input.publishAt) checkScheduleTime(input.publishAt, now);
  const scheduled = input.publishAt ? { published: false, publishAt: input.publishAt, publishScheduledBy: input.actor.id } : {};
  const created = await createExpert(deps.db, input.profile, { reason: 'create', actor: input.actor, at: now }, scheduled);
  if (!input.publishAt) await deps.rebuild.request(REBUILD_REASONS.expertCreated(created.name));
  return created;
}

/** Removes the expert from the directory; their articles stay, without an expert. */
export async function deleteExpert(deps: ExpertDeps, id: number): Promise<void> {
  const deleted = await deleteExpertById(deps.db, id);
  if (!deleted) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  if (!deleted.published) return; // never public: no page to retire, nothing to rebuild
  await retireGonePath(deps.db, expertPath(deleted.slug), { type: 'expert', id });
  await deps.rebuild.request(REBUILD_REASONS.expertDeleted(deleted.name));
}
