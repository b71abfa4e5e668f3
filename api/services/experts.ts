import { createExpert, deleteExpertById, getExpertById, listExperts, updateExpertProfile, type ProvenanceChanges } from '../../db/queries/experts.ts';
import { retireGonePath } from '../../db/queries/retired-paths.ts';
import { captureExpert } from '../../db/queries/undo.ts';
import { changedFields } from '../../domain/activity.ts';
import type { Expert, ExpertProfile, PublicUser } from '../../domain/entities.ts';
import { EXPERT_MESSAGES, REBUILD_REASONS } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { ExpertEditorInput } from '../../domain/schemas/expert.ts';
import type { UndoOffer } from '../../domain/undo.ts';
import type { VersionReason } from '../../domain/versions.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { assertMayEdit, assertMayPublish, mayPublish, ownListFilter } from './ownership.ts';
import { checkScheduleTime } from './schedule.ts';
import { inTransaction } from './transaction.ts';
import { offerUndo } from './undo.ts';

type ExpertDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

export interface ExpertSave {
  id: number;
  /** The profile, and the provenance fields to change (absent ones are kept). */
  profile: ExpertEditorInput;
  /** Who saves: named in the version the save keeps. */
  actor: Actor;
  /** Why, for the version: an editor's edit unless said otherwise (an accepted correction, a restore, a review tick). Only an edit is logged here as 'expert.edited': the others' services log their own action. */
  reason?: Extract<VersionReason, 'edit' | 'correction' | 'restore' | 'review' | 'claim' | 'proposal'>;
  /** Who the version names as its author when not the saver: the owner whose proposal an editor accepted. */
  author?: Actor;
  /** For a restore: the version brought back. */
  restoredFrom?: number;
}

/** The editor's body split into the profile and the provenance it changes; 'Reviewed' stamps the review date now. */
function splitEditorInput(deps: Pick<AppDeps, 'now'>, input: ExpertEditorInput) {
  const { sources, identifiers, disclosures, contextNotes, reviewed, ...profile } = input;
  const provenance: ProvenanceChanges = { sources, identifiers, disclosures, contextNotes };
  if (reviewed) provenance.lastReviewedAt = currentTime(deps);
  return { profile, provenance };
}

/**
 * Every save of an expert's profile: the Edit Expert dialog, accepted corrections, restores, the
 * 'Reviewed' tick. The whole profile is replaced, the slug kept (links to the profile keep
 * working), provenance fields replaced when sent and kept when not, and a version kept.
 */
export async function updateExpert(deps: ExpertDeps, input: ExpertSave): Promise<Expert> {
  return inTransaction(deps, async (deps) => {
    await assertMayEdit(deps, input.actor, 'expert', input.id);
    const current = await getExpertById(deps.db, input.id);
    if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
    const { profile, provenance } = splitEditorInput(deps, input.profile);
    // Saving the dialog unchanged rewrites nothing, keeps no version and rebuilds nothing.
    const unchanged = Object.entries({ ...profile, ...provenance }).every(
      ([field, value]) => value === undefined || JSON.stringify(current[field as keyof Expert]) === JSON.stringify(value),
    );
    const reason = input.reason ?? 'edit';
    let updated = current;
    if (!unchanged) {
      const note = { reason, actor: input.author ?? input.actor, at: currentTime(deps), ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}) };
      const saved = await updateExpertProfile(deps.db, input.id, profile, note, provenance);
      if (!saved) throw new NotFoundError(EXPERT_MESSAGES.notFound);
      if (saved.published) await deps.rebuild.request(REBUILD_REASONS.expertUpdated(saved.name));
      updated = saved;
    }
    if (reason === 'edit') {
      await recordActivity(deps, input.actor, {
        action: 'expert.edited',
        entityType: 'expert',
        entityId: updated.id,
        summary: `Edited ${updated.name}`,
        ...changedFields(current, updated),
      });
    }
    return updated;
  });
}

/** The editable profile of a stored expert, as the editor would send it back unchanged. */
export function profileOf(expert: Expert): ExpertProfile {
  const { name, title, categories, longevityContribution, biography, imageUrl, customGptUrl, youtubeEmbeds, books, scienceHighlights, referenceLinks } = expert;
  return { name, title, categories, longevityContribution, biography, imageUrl, customGptUrl, youtubeEmbeds, books, scienceHighlights, referenceLinks };
}

/**
 * 'Reviewed' without other changes (the Needs attention screen): the review date becomes now,
 * through the same save as the editor's (a version with reason 'review'), and the site is rebuilt
 * to show it.
 */
export async function markExpertReviewed(deps: ExpertDeps, input: { id: number; reviewer: PublicUser }): Promise<Expert> {
  return inTransaction(deps, async (deps) => {
    const current = await getExpertById(deps.db, input.id);
    if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
    const updated = await updateExpert(deps, { id: input.id, profile: { ...profileOf(current), reviewed: true }, actor: input.reviewer, reason: 'review' });
    await recordActivity(deps, input.reviewer, {
      action: 'expert.reviewed',
      entityType: 'expert',
      entityId: updated.id,
      summary: `Reviewed ${updated.name}`,
      before: { lastReviewedAt: current.lastReviewedAt },
      after: { lastReviewedAt: updated.lastReviewedAt },
    });
    return updated;
  });
}

/**
 * 'New Expert' on Manage Experts: the editor's profile and provenance under a unique slug made
 * from the name. With `publishAt` the expert waits, unpublished, until then (its creation's log
 * entry names the time); otherwise the site is rebuilt at once. Someone who may not publish (a
 * contributor) creates an unpublished draft, theirs to edit until an editor publishes it.
 */
export async function addExpert(deps: ExpertDeps, input: { profile: ExpertEditorInput; actor: Actor; publishAt?: Date | undefined }): Promise<Expert> {
  return inTransaction(deps, async (deps) => {
    const now = currentTime(deps);
    if (input.publishAt) {
      assertMayPublish(input.actor, 'expert');
      checkScheduleTime(input.publishAt, now);
    }
    const draft = !mayPublish(input.actor, 'expert');
    const { profile, provenance } = splitEditorInput(deps, input.profile);
    const scheduled = input.publishAt
      ? { published: false, publishAt: input.publishAt, publishScheduledBy: input.actor?.id ?? null }
      : draft
        ? { published: false }
        : {};
    const created = await createExpert(
      deps.db,
      profile,
      { reason: 'create', actor: input.actor, at: now },
      { ...scheduled, createdBy: input.actor?.id ?? null },
      provenance,
    );
    if (created.published) await deps.rebuild.request(REBUILD_REASONS.expertCreated(created.name));
    const when = input.publishAt ? `, to be published at ${input.publishAt.toISOString()}` : draft ? ' as a draft' : '';
    await recordActivity(deps, input.actor, {
      action: 'expert.created',
      entityType: 'expert',
      entityId: created.id,
      summary: `Created ${created.name}${when}`,
      after: { name: created.name, slug: created.slug, ...(input.publishAt ? { publishAt: input.publishAt } : {}) },
    });
    return created;
  });
}

/** The admin's expert list: every expert, or for someone who edits only their own drafts, the experts they created. */
export function listExpertsFor(deps: Pick<AppDeps, 'db'>, actor: PublicUser): Promise<Expert[]> {
  return listExperts(deps.db, ownListFilter(actor, 'expert'));
}

/**
 * Removes the expert from the directory; their articles stay, without an expert. Answers the undo
 * offer: what the delete removed and the links it cut are kept for the undo window.
 */
export async function deleteExpert(deps: ExpertDeps, input: { id: number; actor: Actor }): Promise<UndoOffer | undefined> {
  return inTransaction(deps, async (deps) => {
    const current = await getExpertById(deps.db, input.id);
    if (!current) throw new NotFoundError(EXPERT_MESSAGES.notFound);
    const snapshot = await captureExpert(deps.db, input.id, expertPath(current.slug));
    const deleted = await deleteExpertById(deps.db, input.id);
    if (!deleted || !snapshot) throw new NotFoundError(EXPERT_MESSAGES.notFound);
    const undo = await offerUndo(deps, input.actor, 'expert', deleted.name, snapshot);
    if (deleted.published) {
      await retireGonePath(deps.db, expertPath(deleted.slug), { type: 'expert', id: input.id });
      await deps.rebuild.request(REBUILD_REASONS.expertDeleted(deleted.name));
    }
    await recordActivity(deps, input.actor, {
      action: 'expert.deleted',
      entityType: 'expert',
      entityId: input.id,
      summary: `Deleted ${deleted.name}`,
      before: { name: deleted.name, slug: deleted.slug },
    });
    return undo;
  });
}
