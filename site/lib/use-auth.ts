import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../domain/entities.ts';
import { getQueryFn } from './api-client.ts';
import { readSignedInHint } from './signed-in-hint.ts';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/**
 * Auth state from the current-user request; any error or 401 means signed out (no retry, no
 * message). Without the signed-in hint cookie there is no session to ask about, so no request.
 */
export function useAuth() {
  const { data, isLoading, error } = useQuery<PublicUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    retry: false,
    enabled: readSignedInHint() !== undefined,
  });
  const user = error ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}
