import { z } from 'zod';
import { idSchema } from './schemas/params.ts';

/**
 * Scheduled publishing: an unpublished expert or a draft article is published at its publishAt; a
 * published article is archived at its unpublishAt. Times travel as ISO 8601 with an offset (the
 * editor's zone) and are stored in UTC. The runner (api/services/schedule.ts) does each change
 * once, however many runners race.
 */

export const SCHEDULE_ENTITY_TYPES = ['article', 'expert'] as const;
export type ScheduleEntityType = (typeof SCHEDULE_ENTITY_TYPES)[number];

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export const SCHEDULE_LIMITS = {
  /** How far ahead a time may be: far enough for any embargo, near enough to catch a typo in the year. */
  maxAheadDays: 3 * 365,
  /** How often the Node server looks for due items by default (the issue asks for "within a minute"). */
  defaultIntervalSeconds: 30,
} as const;

/** Who set a schedule; null when that account has been deleted since. */
export interface ScheduleActor {
  id: number;
  email: string;
}

/** One pending scheduled change, as the dashboard lists it. */
export interface ScheduledItem {
  entityType: ScheduleEntityType;
  entityId: number;
  action: ScheduleAction;
  /** When it happens: ISO 8601 in UTC. */
  at: string;
  /** The article's title or the expert's name. */
  title: string;
  slug: string;
  scheduledBy: ScheduleActor | null;
}

export interface ScheduleList {
  items: ScheduledItem[];
}

/** What one run of the scheduler did. */
export interface ScheduleRunResult {
  published: Array<{ entityType: ScheduleEntityType; entityId: number; title: string }>;
  unpublished: Array<{ entityType: ScheduleEntityType; entityId: number; title: string }>;
}

export const SCHEDULE_MESSAGES = {
  past: 'The time must be in the future',
  tooFar: `The time must be within ${SCHEDULE_LIMITS.maxAheadDays / 365} years from now`,
  expertUnpublish: 'Experts can only be scheduled for publication',
  alreadyPublished: 'This is already published: there is nothing to schedule',
  notPublished: 'Only a published article can be scheduled to be unpublished',
  unpublishBeforePublish: 'The unpublish time must be after the publish time',
  notScheduled: 'Nothing is scheduled for this',
  onlyPublishedFeatured: 'Only a published expert can be featured',
  scheduled: 'Scheduled',
  cancelled: 'Schedule cancelled',
  done: 'Done',
} as const;

/** An ISO 8601 date and time with its offset (Z or ±hh:mm): a time without one is ambiguous, so refused. */
export const scheduleTimeField = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date and time with its offset, e.g. 2026-12-01T09:00:00+01:00' })
  .transform((value) => new Date(value));

/** PUT /api/admin/schedule/{entityType}/{id}/{action}. */
export const scheduleBodySchema = z.object({ at: scheduleTimeField });

export const scheduleParams = z.object({
  entityType: z.enum(SCHEDULE_ENTITY_TYPES, { error: 'must be article or expert' }),
  id: idSchema,
  action: z.enum(SCHEDULE_ACTIONS, { error: 'must be publish or unpublish' }),
});
export type ScheduleTarget = z.output<typeof scheduleParams>;

/** The optional 'Publish at' of New Expert and of an approval: the expert waits, unpublished, until then. */
export const publishAtFields = z.object({ publishAt: scheduleTimeField.optional() });

/** Why a new schedule time is refused, or undefined when it is acceptable. */
export function scheduleTimeProblem(at: Date, now: Date): string | undefined {
  if (at.getTime() <= now.getTime()) return SCHEDULE_MESSAGES.past;
  if (at.getTime() - now.getTime() > SCHEDULE_LIMITS.maxAheadDays * 86_400_000) return SCHEDULE_MESSAGES.tooFar;
  return undefined;
}

/** The editors' and the dashboard's words for scheduling (site/admin/schedule). */
export const SCHEDULE_TEXTS = {
  publishAt: 'Publish at',
  unpublishAt: 'Unpublish at',
  newExpertHint: 'Leave empty to publish with the next rebuild; with a time the expert waits, unpublished, until then.',
  notScheduled: 'Not scheduled',
  actionLabel: { publish: 'Publish', unpublish: 'Unpublish' } satisfies Record<ScheduleAction, string>,
  panelTitle: 'Scheduled',
  empty: 'Nothing is scheduled.',
  enterTime: 'Enter a date and time',
} as const;
