import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../domain/entities.ts';
import { getQueryFn } from './api-client.ts';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** Auth state from the current-user request; any error or 401 means signed out (no retry, no message). */
export function useAuth() {
  const { data, isLoading, error } = useQuery<PublicUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = error ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}
