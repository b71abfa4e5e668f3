import { queryOptions, useQuery } from '@tanstack/react-query';
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
 */
export function useAuth() {
  const { data, isLoading, error } = useQuery({ ...authUserQuery, enabled: readSignedInHint() !== undefined });
  const user = error ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}
