import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { expertsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** The Claims queue (issue 36): claims waiting for an editor, oldest first. */
export const pendingClaimsQuery = queryOptions({ queryKey: ['admin', 'claims', 'pending'], queryFn: () => unwrap(api.admin.claims.$get()) });
/** Every profile's owner, newest first. */
export const profileOwnersQuery = queryOptions({ queryKey: ['admin', 'claims', 'owners'], queryFn: () => unwrap(api.admin.claims.owners.$get()) });

export function usePendingClaims() {
  return useQuery(pendingClaimsQuery);
}

export function useProfileOwners() {
  return useQuery(profileOwnersQuery);
}

/** A decision changes the queue, the owners and (an approved ORCID claim) the profile's identifiers. */
const REFRESH = { refresh: [pendingClaimsQuery.queryKey, profileOwnersQuery.queryKey, expertsQuery.queryKey], refreshAfter: 'settled' } as const;

const claim = api.admin.claims[':id'];
const param = (id: number) => ({ id: String(id) });

export function useApproveClaim() {
  return useAdminMutation({
    call: (id: number) => unwrap(claim.approve.$post({ param: param(id) })),
    success: ({ message }) => ({ title: 'Claim Approved', description: message }),
    failure: { title: 'Approval Failed', text: 'Failed to approve the claim' },
    ...REFRESH,
  });
}

export function useRejectClaim(onRejected: (message: string) => void) {
  return useAdminMutation({
    call: ({ id, reason }: { id: number; reason: string }) => unwrap(claim.reject.$post({ param: param(id), json: { reason } })),
    success: ({ message }) => ({ title: 'Claim Rejected', description: message }),
    onSuccess: ({ message }) => onRejected(message),
    failure: { title: 'Rejection Failed', text: 'Failed to reject the claim' },
    ...REFRESH,
  });
}

export function useRemoveOwner(onRemoved: () => void) {
  return useAdminMutation({
    call: (expertId: number) => unwrap(api.admin.claims.owners[':id'].$delete({ param: param(expertId) })),
    success: ({ message }) => ({ title: 'Owner Removed', description: message }),
    onSuccess: onRemoved,
    failure: { title: 'Removal Failed', text: 'Failed to remove the owner' },
    ...REFRESH,
  });
}
