import { queryOptions, useQuery } from '@tanstack/react-query';
import { canOpenAdmin, hasPermission, type Permission } from '../../domain/permissions.ts';
import { api, unwrapOrNullOn401 } from './api.ts';
import { readSignedInHint } from './signed-in-hint.ts';

/** GET /api/auth/user: the signed-in user, or null when the answer is 401. */
export const authUserQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: () => unwrapOrNullOn401(api.auth.user.$get()),
  retry: false,
});

/**
 * Auth state from the current-user request; any error or 401 means signed out (no retry, no
 * message). Without the signed-in hint cookie there is no session to ask about, so no request.
 * `opensAdmin` and `can` read the permission matrix (domain/permissions.ts), never a role name.
 */
export function useAuth() {
  const { data, isLoading, error } = useQuery({ ...authUserQuery, enabled: readSignedInHint() !== undefined });
  const user = error ? null : (data ?? null);
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    opensAdmin: canOpenAdmin(user?.role),
    can: (...permissions: Permission[]) => permissions.some((permission) => hasPermission(user?.role, permission)),
  };
}
