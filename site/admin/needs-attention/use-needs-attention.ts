import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LINK_MONITOR_MESSAGES } from '../../../domain/link-monitor.ts';
import { api, unwrap } from '../../lib/api.ts';
import { needsAttentionQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** While a started link check runs, the list is read again this often. */
const CHECK_POLL_MS = 2000;
/** And for at most this long (a large site's check goes on; the next visit shows the rest). */
const CHECK_POLL_FOR_MS = 2 * 60 * 1000;

/**
 * The 'Needs attention' lists. After 'Check links now' they are read again every two seconds
 * until the check has written its results (the last-checked time moved, then held still for a
 * read), or two minutes have passed.
 */
export function useNeedsAttention() {
  const [checkingSince, setCheckingSince] = useState<{ at: number; lastCheckedAt: string | null } | null>(null);
  const seen = useRef<string | null>(null);
  const query = useQuery({
    ...needsAttentionQuery,
    refetchInterval: (q) => {
      if (!checkingSince) return false;
      const last = q.state.data?.lastCheckedAt ?? null;
      const moved = last !== checkingSince.lastCheckedAt;
      const settled = moved && seen.current === last;
      seen.current = last;
      if (settled || Date.now() - checkingSince.at > CHECK_POLL_FOR_MS) {
        // Stop on the next render, not inside React Query's callback.
        queueMicrotask(() => setCheckingSince(null));
        return false;
      }
      return CHECK_POLL_MS;
    },
  });
  return {
    query,
    checking: checkingSince !== null,
    startPolling: () => ((seen.current = null), setCheckingSince({ at: Date.now(), lastCheckedAt: query.data?.lastCheckedAt ?? null })),
  };
}

/** 'Check links now': 202 at once, the check runs on the server; the screen then reads the lists again as it goes. */
export function useCheckLinks(onStarted: () => void) {
  return useAdminMutation({
    call: () => unwrap(api.admin['link-checks'].$post({ query: {} })),
    success: { title: LINK_MONITOR_MESSAGES.checkStarted },
    onSuccess: onStarted,
    failure: { title: 'Link Check Failed', text: 'Failed to start the link check' },
  });
}

/** Acknowledge a reported death: the expert leaves the list (until Wikidata reports a different date). */
export function useAcknowledgeDeath() {
  return useAdminMutation({
    call: (expertId: number) => unwrap(api.admin['needs-attention'].deaths[':id'].acknowledge.$post({ param: { id: String(expertId) } })),
    success: (reply) => ({ title: 'Acknowledged', description: reply.message }),
    failure: { title: 'Acknowledge Failed', text: 'Failed to acknowledge the reported death' },
    refresh: [needsAttentionQuery.queryKey, ['admin', 'activity']],
  });
}
