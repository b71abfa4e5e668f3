import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProposalField, ProposedChanges } from '../../../domain/expert-proposals.ts';
import { api, unwrap } from '../../lib/api.ts';
import { expertsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** The Proposals queue (issue 36 §2): owners' proposed changes waiting for an editor, oldest first. */
export const pendingProposalsQuery = queryOptions({ queryKey: ['admin', 'proposals'], queryFn: () => unwrap(api.admin.proposals.$get()) });

export function usePendingProposals() {
  return useQuery(pendingProposalsQuery);
}

/** A decision changes the queue and (accepted) the profile. */
const REFRESH = { refresh: [pendingProposalsQuery.queryKey, expertsQuery.queryKey], refreshAfter: 'settled' } as const;
const proposal = api.admin.proposals[':id'];
const param = (id: number) => ({ id: String(id) });

export function useAcceptProposal() {
  return useAdminMutation({
    call: ({ id, fields, edits }: { id: number; fields: ProposalField[]; edits: ProposedChanges }) =>
      unwrap(proposal.accept.$post({ param: param(id), json: { fields, edits } })),
    success: ({ message }) => ({ title: 'Proposal Accepted', description: message }),
    failure: { title: 'Acceptance Failed', text: 'Failed to accept the proposal' },
    ...REFRESH,
  });
}

export function useRejectProposal(onRejected: () => void) {
  return useAdminMutation({
    call: ({ id, reason }: { id: number; reason: string }) => unwrap(proposal.reject.$post({ param: param(id), json: { reason } })),
    success: ({ message }) => ({ title: 'Proposal Rejected', description: message }),
    onSuccess: onRejected,
    failure: { title: 'Rejection Failed', text: 'Failed to reject the proposal' },
    ...REFRESH,
  });
}
