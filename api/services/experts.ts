import { createExpert, deleteExpertById, getExpertById, updateExpertProfile } from '../../db/queries/experts.ts';
import { retireGonePath } from '../../db/queries/retired-paths.ts';
import type { Expert } from '../../domain/entities.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { ExpertProfileInput } from '../../domain/schemas/expert.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';

type ExpertDeps = Pick<AppDeps, 'db' | 'rebuild'>;

/** The Edit Expert dialog's save: the whole profile is replaced, the slug kept (links to the profile keep working). */
export async function updateExpert(deps: ExpertDeps, input: { id: number; profile: ExpertProfileInput }): Promise<Expert> {
  const current = await getExpertById(deps.db, input.id);
  if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  // Saving the dialog unchanged rewrites nothing and rebuilds nothing.
  const unchanged = Object.entries(input.profile).every(
    ([field, value]) => JSON.stringify(current[field as keyof Expert]) === JSON.stringify(value),
  );
  if (unchanged) return current;
  const updated = await updateExpertProfile(deps.db, input.id, input.profile);
  if (!updated) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  await deps.rebuild.request(REBUILD_REASONS.expertUpdated(updated.name));
  return updated;
}

/** 'New Expert' on Manage Experts: the editor's profile under a unique slug made from the name; the site is rebuilt. */
export async function addExpert(deps: ExpertDeps, profile: ExpertProfileInput): Promise<Expert> {
  const created = await createExpert(deps.db, profile);
  await deps.rebuild.request(REBUILD_REASONS.expertCreated(created.name));
  return created;
}

/** Removes the expert from the directory; their articles stay, without an expert. */
export async function deleteExpert(deps: ExpertDeps, id: number): Promise<void> {
  const deleted = await deleteExpertById(deps.db, id);
  if (!deleted) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  await retireGonePath(deps.db, expertPath(deleted.slug), { type: 'expert', id });
  await deps.rebuild.request(REBUILD_REASONS.expertDeleted(deleted.name));
}
