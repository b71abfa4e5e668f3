import { clearDraftReview, getDraftOwnership, getDraftReview, listReadyDrafts, listReviewsOfCreator, saveDraftReview } from '../../db/queries/reviews.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { ARTICLE_MESSAGES, EXPERT_MESSAGES } from '../../domain/messages.ts';
import { ENTITY_PERMISSIONS, hasPermission } from '../../domain/permissions.ts';
import { REVIEW_MESSAGES, type DraftReview, type ReviewTarget } from '../../domain/reviews.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { assertMayEdit } from './ownership.ts';
import { runScheduledChangeNow, scheduleChange } from './schedule.ts';
import { inTransaction, type InTx } from './transaction.ts';

/**
 * The review of drafts (domain/reviews.ts): a contributor sends their draft for review; an editor
 * publishes it, schedules it, or sends it back with a note. Each is one transaction with its
 * activity entry; publishing and scheduling go through the schedule's own services (which log
 * them), and take the draft out of review.
 */

type ReviewDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

const quoted = (target: ReviewTarget, title: string) => (target.entityType === 'article' ? `"${title}"` : title);

/** The item, which must exist (404) and still be a draft (409). */
async function findDraft(deps: Pick<AppDeps, 'db'>, target: ReviewTarget) {
  const item = await getDraftOwnership(deps.db, target.entityType, target.id);
  if (!item) throw new NotFoundError(target.entityType === 'expert' ? EXPERT_MESSAGES.notFound : ARTICLE_MESSAGES.notFound);
  if (!item.draft) throw new ConflictError(REVIEW_MESSAGES.notDraft);
  return item;
}

/** The draft, which must be waiting for review (409 otherwise). */
async function findReadyDraft(deps: InTx<ReviewDeps>, target: ReviewTarget) {
  const item = await findDraft(deps, target);
  if ((await getDraftReview(deps.db, target.entityType, target.id))?.state !== 'ready') throw new ConflictError(REVIEW_MESSAGES.notReady);
  return item;
}

/** 'Ready for review': by whoever may edit the draft (its contributor, or an editor). */
export async function markReadyForReview(deps: ReviewDeps, input: { target: ReviewTarget; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const { target, actor } = input;
    await assertMayEdit(deps, actor, target.entityType, target.id);
    const item = await findDraft(deps, target);
    await saveDraftReview(deps.db, { ...keyOf(target), state: 'ready', note: null, at: currentTime(deps), by: actor });
    await recordActivity(deps, actor, {
      action: `${target.entityType}.review_requested`,
      entityType: target.entityType,
      entityId: target.id,
      summary: `Sent ${quoted(target, item.title)} for review`,
    });
  });
}

/** 'Send back': the draft returns to its contributor with the editor's note, which they read on the draft. */
export async function returnDraft(deps: ReviewDeps, input: { target: ReviewTarget; note: string; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const { target, actor, note } = input;
    const item = await findReadyDraft(deps, target);
    await saveDraftReview(deps.db, { ...keyOf(target), state: 'returned', note, at: currentTime(deps), by: actor });
    await recordActivity(deps, actor, {
      action: `${target.entityType}.returned`,
      entityType: target.entityType,
      entityId: target.id,
      summary: `Sent ${quoted(target, item.title)} back to its contributor`,
      after: { note },
    });
  });
}

/** 'Publish': the draft goes live now (logged as its publication) and leaves review. */
export async function publishReviewedDraft(deps: ReviewDeps, input: { target: ReviewTarget; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    await findReadyDraft(deps, input.target);
    await runScheduledChangeNow(deps, { target: { ...input.target, action: 'publish' }, actor: input.actor });
    await clearDraftReview(deps.db, input.target.entityType, input.target.id);
  });
}

/** 'Schedule': the draft gets its publication time (logged as scheduled) and leaves review. */
export async function scheduleReviewedDraft(deps: ReviewDeps, input: { target: ReviewTarget; at: Date; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    await findReadyDraft(deps, input.target);
    await scheduleChange(deps, { target: { ...input.target, action: 'publish' }, at: input.at, actor: input.actor });
    await clearDraftReview(deps.db, input.target.entityType, input.target.id);
  });
}

/** The dashboard's queue: drafts waiting for review, of the kinds this person may publish. */
export async function listReviewQueue(deps: Pick<AppDeps, 'db'>, user: PublicUser): Promise<DraftReview[]> {
  const drafts = await listReadyDrafts(deps.db);
  return drafts.filter((draft) => hasPermission(user.role, ENTITY_PERMISSIONS[draft.entityType].publish));
}

/** The person's own drafts in review: waiting, or sent back with the editor's note. */
export function listMyDraftReviews(deps: Pick<AppDeps, 'db'>, user: PublicUser): Promise<DraftReview[]> {
  return listReviewsOfCreator(deps.db, user.id);
}

function keyOf(target: ReviewTarget) {
  return { entityType: target.entityType, entityId: target.id };
}
