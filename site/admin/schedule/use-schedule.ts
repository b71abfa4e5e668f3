import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type ScheduleAction, type ScheduleEntityType } from '../../../domain/schedule.ts';
import { ApiError } from '../../lib/api-error.ts';
import { api, unwrap } from '../../lib/api.ts';
import { adminArticlesQuery, expertsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** What is scheduled, soonest first (the dashboard's panel). */
export const scheduleQuery = queryOptions({ queryKey: ['admin', 'schedule'], queryFn: () => unwrap(api.admin.schedule.$get()) });

export function useSchedule() {
  return useQuery(scheduleQuery);
}

export interface ScheduleSlotRef {
  entityType: ScheduleEntityType;
  entityId: number;
  action: ScheduleAction;
}

const slot = api.admin.schedule[':entityType'][':id'][':action'];
const param = (ref: ScheduleSlotRef) => ({ entityType: ref.entityType, id: String(ref.entityId), action: ref.action });

/** A schedule change alters the item (its time, or its state for 'now'), its versions and the list. */
const REFRESH = [scheduleQuery.queryKey, adminArticlesQuery.queryKey, expertsQuery.queryKey, ['admin', 'versions']] as const;

/** 'Publish at' / 'Unpublish at' and the dashboard's Reschedule: PUT with the time as ISO 8601 with its offset. */
export function useSetSchedule(onDone?: (at: string) => void) {
  return useAdminMutation({
    call: ({ ref, at }: { ref: ScheduleSlotRef; at: string }) => unwrap(slot.$put({ param: param(ref), json: { at } })),
    success: { title: 'Scheduled', description: 'The time has been saved' },
    onSuccess: (reply) => onDone?.(reply.item.at),
    failure: { title: 'Schedule Failed', text: 'Failed to save the time' },
    refresh: REFRESH,
  });
}

export function useCancelSchedule(onDone?: () => void) {
  return useAdminMutation({
    call: (ref: ScheduleSlotRef) => unwrap(slot.$delete({ param: param(ref) })),
    success: ({ message }) => ({ title: 'Cancelled', description: message }),
    onSuccess: () => onDone?.(),
    failure: { title: 'Cancel Failed', text: 'Failed to cancel the schedule' },
    refresh: REFRESH,
  });
}

/** 'Do it now': the scheduled change at once. */
export function useRunScheduleNow(onDone?: () => void) {
  return useAdminMutation({
    call: (ref: ScheduleSlotRef) => unwrap(slot.now.$post({ param: param(ref) })),
    success: (_reply, ref) => ({ title: 'Done', description: ref.action === 'publish' ? 'Published now' : 'Unpublished now' }),
    onSuccess: () => onDone?.(),
    failure: { title: 'Failed', text: 'Failed to make the change now' },
    refresh: REFRESH,
  });
}

const SCHEDULE_REFUSALS: readonly string[] = Object.values(SCHEDULE_MESSAGES);

/**
 * The server's refusal of a time, to show at its field: one of the schedule's own refusals (a 400
 * about the time, a 409 about the item), known by its message. (The field's format rule cannot
 * fail from the screens, which send the time as ISO with its offset.)
 */
export function scheduleFieldError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  const message = error.serverMessage;
  return message && SCHEDULE_REFUSALS.includes(message) ? message : undefined;
}
