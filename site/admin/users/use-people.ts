import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../../domain/entities.ts';
import { api, unwrap } from '../../lib/api.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

/** The People screen's own reads: invitations waiting, the roles' AI budgets, and the month's AI spend per person. */

const USERS_KEY = ['admin', 'users'] as const;
const invitationsQuery = queryOptions({ queryKey: [...USERS_KEY, 'invitations'], queryFn: () => unwrap(api.admin.users.invitations.$get()) });
const roleBudgetsQuery = queryOptions({ queryKey: ['admin', 'ai', 'budgets'], queryFn: () => unwrap(api.admin.ai.budgets.$get()) });
export const aiSpendQuery = queryOptions({ queryKey: ['admin', 'ai', 'spend'], queryFn: () => unwrap(api.admin.ai.spend.$get()) });

export function useInvitations() {
  return useQuery(invitationsQuery);
}

export function useRoleBudgets() {
  return useQuery(roleBudgetsQuery);
}

/** 'Send invitation': the e-mail goes out with a link valid for seven days. */
export function useInvite(onDone: () => void) {
  return useAdminMutation({
    call: (json: { email: string; role: Role }) => unwrap(api.admin.users.invitations.$post({ json })),
    success: ({ message }) => ({ title: 'Invitation Sent', description: message }),
    onSuccess: onDone,
    failure: { title: 'Invitation Failed', text: 'Failed to send the invitation' },
    refresh: [invitationsQuery.queryKey],
  });
}

export function useRevokeInvitation() {
  return useAdminMutation({
    call: (id: number) => unwrap(api.admin.users.invitations[':id'].$delete({ param: { id: String(id) } })),
    success: ({ message }) => ({ title: 'Invitation Withdrawn', description: message }),
    failure: { title: 'Withdraw Failed', text: 'Failed to withdraw the invitation' },
    refresh: [invitationsQuery.queryKey],
  });
}

/** Deactivate (every session ends at once) or reactivate an account. */
export function useAccountState() {
  const deactivate = useAdminMutation({
    call: (userId: number) => unwrap(api.admin.users[':userId'].deactivate.$post({ param: { userId: String(userId) } })),
    success: ({ message }) => ({ title: 'Account Deactivated', description: message }),
    failure: { title: 'Deactivation Failed', text: 'Failed to deactivate the account' },
    refresh: [USERS_KEY],
  });
  const reactivate = useAdminMutation({
    call: (userId: number) => unwrap(api.admin.users[':userId'].reactivate.$post({ param: { userId: String(userId) } })),
    success: ({ message }) => ({ title: 'Account Reactivated', description: message }),
    failure: { title: 'Reactivation Failed', text: 'Failed to reactivate the account' },
    refresh: [USERS_KEY],
  });
  return { deactivate, reactivate };
}

/** A person's own monthly AI budget (null: their role's). */
export function useSetPersonBudget() {
  return useAdminMutation({
    call: ({ userId, monthlyUsd }: { userId: number; monthlyUsd: number | null }) =>
      unwrap(api.admin.users[':userId']['ai-budget'].$put({ param: { userId: String(userId) }, json: { monthlyUsd } })),
    success: ({ message }) => ({ title: 'Budget Saved', description: message }),
    failure: { title: 'Budget Not Saved', text: 'Failed to save the AI budget' },
    refresh: [USERS_KEY, aiSpendQuery.queryKey],
  });
}

/** A role's monthly AI budget (null: no limit). */
export function useSetRoleBudget() {
  return useAdminMutation({
    call: ({ role, monthlyUsd }: { role: Role; monthlyUsd: number | null }) =>
      unwrap(api.admin.ai.budgets[':role'].$put({ param: { role }, json: { monthlyUsd } })),
    success: { title: 'Budget Saved' },
    failure: { title: 'Budget Not Saved', text: 'Failed to save the AI budget' },
    refresh: [roleBudgetsQuery.queryKey, aiSpendQuery.queryKey],
  });
}
