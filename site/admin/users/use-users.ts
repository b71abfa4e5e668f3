import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { PublicUser, Role } from '../../../domain/entities.ts';
import { canOpenAdmin, hasPermission } from '../../../domain/permissions.ts';
import { api, unwrap } from '../../lib/api.ts';
import { useSafeDelete } from '../ui/safe-delete.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { displayName } from './user-name.ts';

const usersQuery = queryOptions({ queryKey: ['admin', 'users'], queryFn: () => unwrap(api.admin.users.$get()) });
const userStatsQuery = queryOptions({ queryKey: ['admin', 'users', 'stats'], queryFn: () => unwrap(api.admin.users.stats.$get()) });

export function useUsers() {
  return useQuery(usersQuery);
}

export function useUserStats() {
  return useQuery(userStatsQuery);
}

/**
 * One row's role selector (PATCH /api/admin/users/{userId}/role). On your own row, a role that
 * cannot use this screen leaves it at once (for the dashboard, or the home page outside the admin
 * area), so no screen shows actions that the server would now refuse. The list and its counts are
 * read again whatever the answer.
 */
export function useChangeRole(isSelf: boolean) {
  const leaves = (role: Role) => isSelf && !hasPermission(role, 'people.invite');
  return useAdminMutation({
    call: ({ userId, role }: { userId: number; role: Role }) =>
      unwrap(api.admin.users[':userId'].role.$patch({ param: { userId: String(userId) }, json: { role } })),
    success: ({ message, user }) => (leaves(user.role) ? undefined : { title: 'Role Updated', description: message }),
    onSuccess: ({ user }) => {
      if (leaves(user.role)) window.location.assign(canOpenAdmin(user.role) ? '/admin' : '/');
    },
    failure: { title: 'Update Failed', text: 'Failed to update user role' },
    // The users' key holds their counts too.
    refresh: [usersQuery.queryKey],
    refreshAfter: 'settled',
  });
}

/** DELETE /api/admin/users/{userId}: the spec's confirmation (a user cannot be brought back), then the notice. */
export function useDeleteUser(list: RefObject<HTMLElement | null>) {
  const remove = useSafeDelete({
    noun: { singular: 'user', plural: 'users' },
    title: () => 'Delete User',
    question: ([one]) => `Are you sure you want to delete ${one?.name ?? ''}?`,
    listItems: false,
    undoable: false,
    call: ([userId]) => unwrap(api.admin.users[':userId'].$delete({ param: { userId: String(userId ?? 0) } })),
    success: ({ message }) => ({ title: 'User Deleted', description: message }),
    failure: { title: 'Delete Failed', text: 'Failed to delete user' },
    // The users' key holds their counts too.
    refresh: [usersQuery.queryKey],
    list,
  });
  return { ...remove, ask: (user: PublicUser) => remove.ask([{ id: user.id, name: displayName(user) }]) };
}
