import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishStatus } from '../../../domain/entities.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

/** GET /api/admin/stats. */
export interface AdminStats {
  totalExperts: number;
  pendingSubmissions: number;
  totalSubmissions: number;
  categories: number;
  featuredExperts: number;
  approvedSubmissions: number;
  rejectedSubmissions: number;
}

const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;
const PUBLISH_STATUS_KEY = ['/api/admin/build'] as const;

/** How often the publishing status is asked for while a build is queued or running. */
const BUILD_POLL_MS = 2000;
/** How often while idle: a build started elsewhere (another admin's save) shows within 5 s. */
const IDLE_POLL_MS = 3000;

export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}

/**
 * The publishing status stays live while the page is open: quickly while something is queued or
 * building, more slowly while idle (builds are started by other sessions' saves too). A hidden
 * tab does not poll (React Query's default), and the status is asked again when it shows.
 */
export function usePublishStatus() {
  return useQuery<PublishStatus>({
    queryKey: PUBLISH_STATUS_KEY,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'idle' ? BUILD_POLL_MS : IDLE_POLL_MS),
  });
}

/** 'Rebuild now': the answer carries the new status, which starts the polling at once. */
export function useRebuildNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string; status: PublishStatus }>('POST', '/api/admin/build'),
    onSuccess: ({ message, status }) => {
      queryClient.setQueryData(PUBLISH_STATUS_KEY, status);
      toast({ title: 'Rebuild Started', description: message });
    },
    onError: (error) =>
      toast({ title: 'Rebuild Failed', description: errorMessage(error, 'Failed to start the rebuild'), variant: 'destructive' }),
  });
}
