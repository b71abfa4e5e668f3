import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, Role } from '../../../domain/entities.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

const USERS_KEY = ['/api/admin/users'] as const;
const USER_STATS_KEY = ['/api/admin/users/stats'] as const;

/** GET /api/admin/users/stats. */
interface UserStats {
  totalUsers: number;
  adminUsers: number;
  regularUsers: number;
}

export function useUsers() {
  return useQuery<PublicUser[]>({ queryKey: USERS_KEY });
}

export function useUserStats() {
  return useQuery<UserStats>({ queryKey: USER_STATS_KEY });
}

/** Both the list and the counts change with any role change or deletion. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: USERS_KEY }), queryClient.invalidateQueries({ queryKey: USER_STATS_KEY })]);
}

/**
 * One row's role selector (PATCH /api/admin/users/{userId}/role). On your own row, losing the
 * admin role leaves the admin screens at once (home page), so no screen shows actions that the
 * server would now refuse.
 */
export function useChangeRole(isSelf: boolean) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) =>
      apiRequest<{ message: string; user: PublicUser }>('PATCH', `/api/admin/users/${userId}/role`, { role }),
    onSuccess: ({ message, user }) => {
      if (isSelf && user.role !== 'admin') {
        window.location.assign('/');
        return;
      }
      toast({ title: 'Role Updated', description: message });
    },
    onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update user role'), variant: 'destructive' }),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/users/{userId}; `onSettled` clears the screen's pending selection either way. */
export function useDeleteUser(onSettled: () => void) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (userId: number) => apiRequest<{ message: string }>('DELETE', `/api/admin/users/${userId}`),
    onSuccess: ({ message }) => toast({ title: 'User Deleted', description: message }),
    onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete user'), variant: 'destructive' }),
    onSettled: () => {
      onSettled();
      return refresh();
    },
  });
}
