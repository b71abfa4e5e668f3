import { createExpert, deleteExpertById, getExpertById, updateExpertProfile } from '../../db/queries/experts.ts';
import { retireGonePath } from '../../db/queries/retired-paths.ts';
import { changedFields } from '../../domain/activity.ts';
import type { Expert } from '../../domain/entities.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { ExpertProfileInput } from '../../domain/schemas/expert.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';

type ExpertDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

/** The Edit Expert dialog's save: the whole profile is replaced, the slug kept (links to the profile keep working). */
export async function updateExpert(deps: ExpertDeps, input: { id: number; profile: ExpertProfileInput; actor: Actor }): Promise<Expert> {
  const current = await getExpertById(deps.db, input.id);
  if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  // Saving the dialog unchanged rewrites nothing and rebuilds nothing.
  const unchanged = Object.entries(input.profile).every(
    ([field, value]) => JSON.stringify(current[field as keyof Expert]) === JSON.stringify(value),
  );
  let updated = current;
  if (!unchanged) {
    const saved = await updateExpertProfile(deps.db, input.id, input.profile);
    if (!saved) throw new NotFoundError(EXPERT_MESSAGES.notFound);
    await deps.rebuild.request(REBUILD_REASONS.expertUpdated(saved.name));
    updated = saved;
  }
  await recordActivity(deps, input.actor, { action: 'expert.edited', entityType: 'expert', entityId: updated.id, summary: `Edited ${updated.name}`, ...changedFields(current, updated) });
  return updated;
}

/** 'New Expert' on Manage Experts: the editor's profile under a unique slug made from the name; the site is rebuilt. */
export async function addExpert(deps: ExpertDeps, input: { profile: ExpertProfileInput; actor: Actor }): Promise<Expert> {
  const created = await createExpert(deps.db, input.profile);
  await deps.rebuild.request(REBUILD_REASONS.expertCreated(created.name));
  await recordActivity(deps, input.actor, { action: 'expert.created', entityType: 'expert', entityId: created.id, summary: `Created ${created.name}`, after: { name: created.name, slug: created.slug } });
  return created;
}

/** Removes the expert from the directory; their articles stay, without an expert. */
export async function deleteExpert(deps: ExpertDeps, input: { id: number; actor: Actor }): Promise<void> {
  const deleted = await deleteExpertById(deps.db, input.id);
  if (!deleted) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  await retireGonePath(deps.db, expertPath(deleted.slug), { type: 'expert', id: input.id });
  await deps.rebuild.request(REBUILD_REASONS.expertDeleted(deleted.name));
  await recordActivity(deps, input.actor, { action: 'expert.deleted', entityType: 'expert', entityId: input.id, summary: `Deleted ${deleted.name}`, before: { name: deleted.name, slug: deleted.slug } });
}
