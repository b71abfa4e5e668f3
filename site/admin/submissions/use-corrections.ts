import { queryOptions, useQuery } from '@tanstack/react-query';
import { CORRECTION_MESSAGES } from '../../../domain/corrections.ts';
import { api, unwrap } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { adminArticlesQuery, expertsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** The readers' corrections waiting for a decision, newest first. */
export const pendingCorrectionsQuery = queryOptions({
  queryKey: ['admin', 'corrections', 'pending'],
  queryFn: () => unwrap(api.admin.corrections.$get({ query: { status: 'pending' } })),
});

export function usePendingCorrections() {
  return useQuery(pendingCorrectionsQuery);
}

/** A decision changes the queue, and an accepted one the expert or article it corrected. */
const REFRESH = {
  refresh: [pendingCorrectionsQuery.queryKey, expertsQuery.queryKey, adminArticlesQuery.queryKey],
  refreshAfter: 'settled',
} as const;

const correction = api.admin.corrections[':id'];
const param = (id: number) => ({ id: String(id) });

export interface AcceptInput {
  id: number;
  /** The part's whole new value, when the editor wrote it. */
  value?: unknown;
  note: string;
}

/** Accepted, or the server's word that the change cannot be derived safely: the editor must write the part's new value. */
type AcceptReply = { message: string; valueNeeded?: undefined } | { message?: undefined; valueNeeded: string };

async function accept({ id, value, note }: AcceptInput): Promise<AcceptReply> {
  try {
    return await unwrap(correction.accept.$post({ param: param(id), json: { ...(value === undefined ? {} : { value }), note } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.serverMessage === CORRECTION_MESSAGES.notApplicable) {
      return { valueNeeded: error.serverMessage };
    }
    throw error;
  }
}

export function useAcceptCorrection(callbacks: { onAccepted: (message: string) => void; onValueNeeded: (message: string) => void }) {
  return useAdminMutation({
    call: accept,
    success: ({ message }) => (message === undefined ? undefined : { title: 'Correction Accepted', description: message }),
    onSuccess: (reply) => (reply.valueNeeded === undefined ? callbacks.onAccepted(reply.message) : callbacks.onValueNeeded(reply.valueNeeded)),
    failure: { title: 'Accept Failed', text: 'Failed to accept correction' },
    ...REFRESH,
  });
}

export function useRejectCorrection(onRejected: (message: string) => void) {
  return useAdminMutation({
    call: ({ id, reason }: { id: number; reason: string }) => unwrap(correction.reject.$post({ param: param(id), json: { reason } })),
    success: ({ message }) => ({ title: 'Correction Rejected', description: message }),
    onSuccess: ({ message }) => onRejected(message),
    failure: { title: 'Rejection Failed', text: 'Failed to reject correction' },
    ...REFRESH,
  });
}
