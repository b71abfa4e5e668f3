import { getArticleById } from '../../db/queries/articles.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { reviveLivePaths } from '../../db/queries/retired-paths.ts';
import { applyScheduledChange, clearScheduleTime, listDueChanges, listScheduledItems, setScheduleTime, type ScheduleSlot } from '../../db/queries/schedule.ts';
import type { ActivityAction } from '../../domain/activity.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { articlePath, expertPath } from '../../domain/public-paths.ts';
import {
  SCHEDULE_MESSAGES,
  scheduleTimeProblem,
  type ScheduleAction,
  type ScheduledItem,
  type ScheduleEntityType,
  type ScheduleList,
  type ScheduleRunResult,
  type ScheduleTarget,
} from '../../domain/schedule.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction, type InTx } from './transaction.ts';

/**
 * Scheduled publishing: editors set, move and cancel the times (each an activity entry); the
 * runner (`publishDueItems`) makes the due changes on Node every SCHEDULER_INTERVAL_SECONDS and at
 * start-up, and on Cloudflare on the Worker's every-minute Cron Trigger (api/scheduled-jobs.ts).
 */

type ScheduleDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now'>;

/** 400 for a time in the past or absurdly far ahead. */
export function checkScheduleTime(at: Date, now: Date): void {
  const problem = scheduleTimeProblem(at, now);
  if (problem) throw new BadRequestError(problem);
}

const quoted = (entityType: ScheduleEntityType, title: string) => (entityType === 'article' ? `"${title}"` : title);

/** The activity entry of setting or moving a time; the service that sets it calls this. */
export async function recordScheduled(
  deps: InTx<Pick<AppDeps, 'db' | 'now'>>,
  actor: Actor,
  change: { entityType: ScheduleEntityType; entityId: number; action: ScheduleAction; title: string; at: Date; previous: Date | null },
): Promise<void> {
  const verb = change.previous ? 'Rescheduled' : 'Scheduled';
  await recordActivity(deps, actor, {
    action: `${change.entityType}.${change.previous ? 'rescheduled' : 'scheduled'}`,
    entityType: change.entityType,
    entityId: change.entityId,
    summary: `${verb} ${quoted(change.entityType, change.title)} to be ${change.action}ed at ${change.at.toISOString()}`,
    before: change.previous ? { action: change.action, at: change.previous.toISOString() } : null,
    after: { action: change.action, at: change.at.toISOString() },
  });
}

export async function listSchedule(deps: Pick<AppDeps, 'db'>): Promise<ScheduleList> {
  return { items: await listScheduledItems(deps.db) };
}

/**
 * Why a slot could not be set (at `at`) or its change made: the entity is unknown (404), the times
 * would be in the wrong order (400), or the slot does not apply to the entity as it is (409).
 */
async function refusal(deps: Pick<AppDeps, 'db'>, target: ScheduleTarget, at?: Date): Promise<Error> {
  if (target.entityType === 'expert') {
    if (!(await getExpertById(deps.db, target.id))) return new NotFoundError('Expert not found');
    return new ConflictError(SCHEDULE_MESSAGES.alreadyPublished);
  }
  const article = await getArticleById(deps.db, target.id);
  if (!article) return new NotFoundError('Article not found');
  if (target.action === 'publish') {
    // A draft refused a publication time: its unpublication is not after it.
    return article.status === 'published'
      ? new ConflictError(SCHEDULE_MESSAGES.alreadyPublished)
      : new BadRequestError(SCHEDULE_MESSAGES.unpublishBeforePublish);
  }
  if (at && article.status !== 'published' && article.publishAt) return new BadRequestError(SCHEDULE_MESSAGES.unpublishBeforePublish);
  return new ConflictError(SCHEDULE_MESSAGES.notPublished);
}

/** Sets or moves the time of one scheduled change: 'Publish at' / 'Unpublish at', and the dashboard's reschedule. */
export async function scheduleChange(deps: ScheduleDeps, input: { target: ScheduleTarget; at: Date; actor: PublicUser }): Promise<ScheduledItem> {
  return inTransaction(deps, async (deps) => {
    const { target, at, actor } = input;
    if (target.entityType === 'expert' && target.action === 'unpublish') throw new BadRequestError(SCHEDULE_MESSAGES.expertUnpublish);
    const now = currentTime(deps);
    checkScheduleTime(at, now);
    const set = await setScheduleTime(deps.db, target, at, actor.id, { reason: 'schedule', actor, at: now });
    if (!set) throw await refusal(deps, target, at);
    await recordScheduled(deps, actor, {
      entityType: target.entityType,
      entityId: target.id,
      action: target.action,
      title: set.title,
      at,
      previous: set.previous,
    });
    return {
      entityType: target.entityType,
      entityId: target.id,
      action: target.action,
      at: at.toISOString(),
      title: set.title,
      slug: set.slug,
      scheduledBy: { id: actor.id, email: actor.email },
    };
  });
}

/** Cancels one scheduled change: the item stays as it is now (a draft stays a draft, an unpublished expert waits). */
export async function cancelScheduledChange(deps: ScheduleDeps, input: { target: ScheduleTarget; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const { target, actor } = input;
    const cleared = await clearScheduleTime(deps.db, target, { reason: 'schedule', actor, at: currentTime(deps) });
    if (!cleared) {
      const exists = target.entityType === 'expert' ? await getExpertById(deps.db, target.id) : await getArticleById(deps.db, target.id);
      throw new NotFoundError(exists ? SCHEDULE_MESSAGES.notScheduled : `${target.entityType === 'expert' ? 'Expert' : 'Article'} not found`);
    }
    await recordActivity(deps, actor, {
      action: `${target.entityType}.schedule_cancelled`,
      entityType: target.entityType,
      entityId: target.id,
      summary: `Cancelled the scheduled ${target.action === 'publish' ? 'publication' : 'unpublication'} of ${quoted(target.entityType, cleared.title)}`,
      before: { action: target.action, at: cleared.previous.toISOString() },
      after: null,
    });
  });
}

function doneAction(slot: Pick<ScheduleSlot, 'entityType' | 'action'>): ActivityAction {
  if (slot.entityType === 'expert') return 'expert.published';
  return slot.action === 'publish' ? 'article.published' : 'article.unpublished';
}

/** The public path a publication makes live (a slug once retired there is live again). */
function livePath(slot: ScheduleSlot, slug: string): string | undefined {
  if (slot.action !== 'publish') return undefined;
  return slot.entityType === 'expert' ? expertPath(slug) : articlePath(slug);
}

/** 'Publish now' (or 'Unpublish now') from the schedule: the change at once, whatever time it held. */
export async function runScheduledChangeNow(deps: ScheduleDeps, input: { target: ScheduleTarget; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const { target, actor } = input;
    if (target.entityType === 'expert' && target.action === 'unpublish') throw new BadRequestError(SCHEDULE_MESSAGES.expertUnpublish);
    const done = await applyScheduledChange(deps.db, target, 'now', { reason: 'edit', actor, at: currentTime(deps) });
    if (!done) throw await refusal(deps, target);
    const path = livePath(target, done.slug);
    if (path) await reviveLivePaths(deps.db, [path]);
    await recordActivity(deps, actor, {
      action: doneAction(target),
      entityType: target.entityType,
      entityId: target.id,
      summary: `${target.action === 'publish' ? 'Published' : 'Unpublished'} ${quoted(target.entityType, done.title)} now`,
    });
    await deps.rebuild.request(`${target.entityType} ${target.id} ${target.action}ed now`);
  });
}

/**
 * The runner: makes every change due by now, each exactly once however many runners race (each
 * change is conditional on the time it read), logs each under the editor who scheduled it, keeps
 * a version of each, and asks for one rebuild. A change that fails is logged and retried next run;
 * the others still happen.
 */
export async function publishDueItems(deps: ScheduleDeps): Promise<ScheduleRunResult> {
  const now = currentTime(deps);
  const result: ScheduleRunResult = { published: [], unpublished: [] };
  for (const change of await listDueChanges(deps.db, now)) {
    try {
      // Each change is its own transaction: one that fails leaves the others made.
      const done = await inTransaction(deps, async (deps) => {
        const applied = await applyScheduledChange(deps.db, change, { due: change.at }, { reason: 'schedule', actor: change.scheduledBy, at: now });
        if (!applied) return undefined; // another runner, or an editor, got there first
        const path = livePath(change, applied.slug);
        if (path) await reviveLivePaths(deps.db, [path]);
        const by = change.scheduledBy ? `scheduled by ${change.scheduledBy.email}` : 'scheduled by an account since deleted';
        await recordActivity(deps, change.scheduledBy, {
          action: doneAction(change),
          entityType: change.entityType,
          entityId: change.id,
          summary: `${change.action === 'publish' ? 'Published' : 'Unpublished'} ${quoted(change.entityType, applied.title)} as ${by}`,
          after: { action: change.action, at: change.at.toISOString(), scheduledBy: change.scheduledBy?.email ?? null },
        });
        return applied;
      });
      if (!done) continue;
      result[change.action === 'publish' ? 'published' : 'unpublished'].push({ entityType: change.entityType, entityId: change.id, title: done.title });
    } catch (error) {
      console.error(`[schedule] ${change.entityType} ${change.id} ${change.action} failed; retried next run:`, error);
    }
  }
  const count = result.published.length + result.unpublished.length;
  if (count > 0) await deps.rebuild.request(`scheduled publishing: ${result.published.length} published, ${result.unpublished.length} unpublished`);
  return result;
}
