import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_MESSAGES, type DraftReview, type DraftReviewEntityType } from '../../../domain/reviews.ts';
import { api, unwrap } from '../../lib/api.ts';
import { adminArticlesQuery, expertsQuery } from '../queries.ts';
import { scheduleQuery } from '../schedule/use-schedule.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** The editors' queue: drafts marked Ready for review. */
export const reviewQueueQuery = queryOptions({ queryKey: ['admin', 'reviews', 'queue'], queryFn: () => unwrap(api.admin.reviews.$get()) });

/** The signed-in person's own drafts in review (ready, or sent back with a note). */
export const myReviewsQuery = queryOptions({ queryKey: ['admin', 'reviews', 'mine'], queryFn: () => unwrap(api.admin.reviews.mine.$get()) });

export function useReviewQueue() {
  return useQuery(reviewQueueQuery);
}

/** The review state of one of the person's drafts, if it is in review (read from their list, asked once per screen). */
export function useDraftReview(entityType: DraftReviewEntityType, entityId: number): DraftReview | undefined {
  const mine = useQuery(myReviewsQuery);
  return mine.data?.drafts.find((draft) => draft.entityType === entityType && draft.entityId === entityId);
}

const REFRESH = [['admin', 'reviews'], adminArticlesQuery.queryKey, expertsQuery.queryKey, scheduleQuery.queryKey] as const;

type Target = { entityType: DraftReviewEntityType; id: number };
const param = (target: Target) => ({ entityType: target.entityType, id: String(target.id) });

/** 'Ready for review' on a draft. */
export function useMarkReady() {
  return useAdminMutation({
    call: (target: Target) => unwrap(api.admin.reviews[':entityType'][':id'].ready.$post({ param: param(target) })),
    success: { title: REVIEW_MESSAGES.markedReady, description: 'An editor will publish it or send it back with a note.' },
    failure: { title: 'Not Sent', text: 'Failed to send the draft for review' },
    refresh: REFRESH,
  });
}

/** An editor's decision on a draft in review: publish now, schedule, or send back with a note. */
export function useReviewDecision() {
  const publish = useAdminMutation({
    call: (target: Target) => unwrap(api.admin.reviews[':entityType'][':id'].publish.$post({ param: param(target) })),
    success: { title: REVIEW_MESSAGES.published },
    failure: { title: 'Publish Failed', text: 'Failed to publish the draft' },
    refresh: REFRESH,
  });
  const schedule = useAdminMutation({
    call: ({ at, ...target }: Target & { at: string }) =>
      unwrap(api.admin.reviews[':entityType'][':id'].schedule.$post({ param: param(target), json: { at } })),
    success: { title: REVIEW_MESSAGES.scheduled },
    failure: { title: 'Schedule Failed', text: 'Failed to schedule the draft' },
    refresh: REFRESH,
  });
  const sendBack = useAdminMutation({
    call: ({ note, ...target }: Target & { note: string }) =>
      unwrap(api.admin.reviews[':entityType'][':id'].return.$post({ param: param(target), json: { note } })),
    success: { title: REVIEW_MESSAGES.returned },
    failure: { title: 'Not Sent Back', text: 'Failed to send the draft back' },
    refresh: REFRESH,
  });
  return { publish, schedule, sendBack };
}
