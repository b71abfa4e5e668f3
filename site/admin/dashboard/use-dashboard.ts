import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Reply } from '../../lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** GET /api/admin/stats. */
export type AdminStats = Reply<typeof api.admin.stats.$get>;

const statsQuery = queryOptions({ queryKey: ['admin', 'stats'], queryFn: () => unwrap(api.admin.stats.$get()) });
const publishStatusQuery = queryOptions({ queryKey: ['admin', 'build'], queryFn: () => unwrap(api.admin.build.$get()) });

/** How often the publishing status is asked for while a build is queued or running. */
const BUILD_POLL_MS = 2000;
/** How often while idle: a build started elsewhere (another admin's save) shows within 5 s. */
const IDLE_POLL_MS = 3000;

export function useAdminStats() {
  return useQuery(statsQuery);
}

/**
 * The publishing status stays live while the page is open: quickly while something is queued or
 * building, more slowly while idle (builds are started by other sessions' saves too). A hidden
 * tab does not poll (React Query's default), and the status is asked again when it shows.
 */
export function usePublishStatus() {
  return useQuery({
    ...publishStatusQuery,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'idle' ? BUILD_POLL_MS : IDLE_POLL_MS),
  });
}

/** 'Rebuild now': the answer carries the new status, which starts the polling at once. */
export function useRebuildNow() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    call: () => unwrap(api.admin.build.$post()),
    success: ({ message }) => ({ title: 'Rebuild Started', description: message }),
    onSuccess: ({ status }) => queryClient.setQueryData(publishStatusQuery.queryKey, status),
    failure: { title: 'Rebuild Failed', text: 'Failed to start the rebuild' },
  });
}
