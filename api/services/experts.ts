import { createExpert, deleteExpertById, getExpertById, updateExpertProfile, type ProvenanceChanges } from '../../db/queries/experts.ts';
import { retireGonePath } from '../../db/queries/retired-paths.ts';
import type { Expert, ExpertProfile, PublicUser } from '../../domain/entities.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { ExpertEditorInput } from '../../domain/schemas/expert.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';

type ExpertDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

/** The editor's body split into the profile and the provenance it changes; 'Reviewed' stamps the review date now. */
function splitEditorInput(deps: Pick<AppDeps, 'now'>, input: ExpertEditorInput) {
  const { sources, identifiers, disclosures, contextNotes, reviewed, ...profile } = input;
  const provenance: ProvenanceChanges = { sources, identifiers, disclosures, contextNotes };
  if (reviewed) provenance.lastReviewedAt = currentTime(deps);
  return { profile, provenance };
}

/**
 * The Edit Expert dialog's save: the whole profile is replaced, the slug kept (links to the
 * profile keep working); provenance fields are replaced when sent and kept when not.
 */
export async function updateExpert(deps: ExpertDeps, input: { id: number; profile: ExpertEditorInput }): Promise<Expert> {
  const current = await getExpertById(deps.db, input.id);
  if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  const { profile, provenance } = splitEditorInput(deps, input.profile);
  // Saving the dialog unchanged rewrites nothing and rebuilds nothing.
  const unchanged = Object.entries({ ...profile, ...provenance }).every(
    ([field, value]) => value === undefined || JSON.stringify(current[field as keyof Expert]) === JSON.stringify(value),
  );
  if (unchanged) return current;
  const updated = await updateExpertProfile(deps.db, input.id, profile, provenance);
  if (!updated) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  await deps.rebuild.request(REBUILD_REASONS.expertUpdated(updated.name));
  return updated;
}

/** The editable profile of a stored expert, as the editor would send it back unchanged. */
export function profileOf(expert: Expert): ExpertProfile {
  const { name, title, categories, longevityContribution, biography, imageUrl, customGptUrl, youtubeEmbeds, books, scienceHighlights, referenceLinks } = expert;
  return { name, title, categories, longevityContribution, biography, imageUrl, customGptUrl, youtubeEmbeds, books, scienceHighlights, referenceLinks };
}

/**
 * 'Reviewed' without other changes (the Needs attention screen): the review date becomes now,
 * through the same save as the editor's, and the site is rebuilt to show it.
 */
export async function markExpertReviewed(deps: ExpertDeps, input: { id: number; reviewer: PublicUser }): Promise<Expert> {
  const current = await getExpertById(deps.db, input.id);
  if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
  const updated = await updateExpert(deps, { id: input.id, profile: { ...profileOf(current), reviewed: true } });
  await recordActivity(deps, input.reviewer, {
    action: 'expert.reviewed',
    entityType: 'expert',
    entityId: updated.id,
    summary: `Reviewed ${updated.name}`,
    before: { lastReviewedAt: current.lastReviewedAt },
    after: { lastReviewedAt: updated.lastReviewedAt },
  });
  return updated;
}

/** 'New Expert' on Manage Experts: the editor's profile under a unique slug made from the name; the site is rebuilt. */
export async function addExpert(deps: ExpertDeps, input: ExpertEditorInput): Promise<Expert> {
  const { profile, provenance } = splitEditorInput(deps, input);
  const created = await createExpert(deps.db, profile, undefined, provenance);
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
