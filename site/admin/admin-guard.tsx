import { useEffect, type ComponentType, type ReactNode } from 'react';
import { LIMITS } from '../../domain/limits.ts';
import { toast } from '../lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { loginHere } from '../lib/sign-in-again.ts';
import { authUserQuery, useAuth } from '../lib/use-auth.ts';
import { withProviders } from '../ui/with-providers.tsx';

/**
 * Every admin screen checks on the client too (the server checks every call): without an admin
 * session it says so and sends the visitor to /login after 2 s.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAdmin } = useAuth();
  const queryClient = useQueryClient();

  // The layout's navigation shows only once an admin session is confirmed.
  useEffect(() => {
    if (isAdmin) document.documentElement.dataset.adminNav = 'shown';
    else delete document.documentElement.dataset.adminNav;
  }, [isAdmin]);

  // Back on the tab after signing out elsewhere: the session is asked again before the next action.
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [queryClient]);

  useEffect(() => {
    if (isLoading || isAdmin) return;
    toast({
      title: 'Admin Access Required',
      description: 'You need admin privileges to access this page. Redirecting to login...',
      variant: 'destructive',
    });
    const timer = setTimeout(() => window.location.assign(loginHere()), LIMITS.redirectAfterAuthErrorMs);
    return () => clearTimeout(timer);
  }, [isLoading, isAdmin]);

  if (isLoading) return <p className="muted">Loading...</p>;
  if (!isAdmin) return <p className="muted">Admin access required. Redirecting to login...</p>;
  return <>{children}</>;
}

/** An admin screen island: the page-wide query client and the guard around the screen. */
export function adminScreen<P extends object>(Screen: ComponentType<P>) {
  function Guarded(props: P) {
    return (
      <AdminGuard>
        <Screen {...props} />
      </AdminGuard>
    );
  }
  return withProviders(Guarded);
}
