import { useEffect, type ComponentType, type ReactNode } from 'react';
import { LIMITS } from '../../domain/limits.ts';
import type { Permission } from '../../domain/permissions.ts';
import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_SECTION_PATH, type SecondFactorOwed } from '../../domain/second-factor.ts';
import { api } from '../lib/api.ts';
import { toast } from '../lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { loginHere } from '../lib/sign-in-again.ts';
import { authUserQuery, useAuth } from '../lib/use-auth.ts';
import { withProviders } from '../ui/with-providers.tsx';
import { screenPermissions } from './nav-entries.ts';

/** The admin screen's own path, as the navigation names it ('/admin/users', never '/admin/users/'). */
function currentScreen(): string {
  return window.location.pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
}

/** Shows the navigation entries the person's role can use and hides the others (the layout renders them all). */
function useNavigationFor(can: (...permissions: Permission[]) => boolean, opensAdmin: boolean) {
  useEffect(() => {
    if (opensAdmin) document.documentElement.dataset.adminNav = 'shown';
    else delete document.documentElement.dataset.adminNav;
    for (const link of document.querySelectorAll<HTMLElement>('.admin-nav-link[data-permissions]')) {
      link.hidden = !can(...((link.dataset.permissions ?? '').split(' ') as Permission[]));
    }
  }, [can, opensAdmin]);
}

/** Signs out, then opens the sign-in page returning here: for a session that must sign in again with its second factor. */
async function signInAgainHere(): Promise<void> {
  await api.auth.logout.$post().catch(() => undefined);
  window.location.assign(loginHere());
}

/**
 * A session that owes REQUIRE_2FA_ROLES its second factor can use no admin screen (every call
 * would be 403): without a factor the person is sent straight to enrol on the account page (the
 * notice shows while the page changes); with one, they are asked to sign in again with it.
 */
function SecondFactorOwedNotice({ owed }: { owed: SecondFactorOwed }) {
  useEffect(() => {
    if (owed === 'enrol') window.location.replace(SECOND_FACTOR_SECTION_PATH);
  }, [owed]);
  return (
    <div className="notice notice-warning" role="alert" data-testid="second-factor-owed">
      <p>{owed === 'enrol' ? SECOND_FACTOR_MESSAGES.enrolRequired : SECOND_FACTOR_MESSAGES.giveRequired}</p>
      {owed === 'enrol' ? (
        <a className="btn btn-primary" href={SECOND_FACTOR_SECTION_PATH}>
          Set up two-step verification
        </a>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => void signInAgainHere()}>
          Sign out and sign in again
        </button>
      )}
    </div>
  );
}

/**
 * Every admin screen checks on the client too (the server checks every call), by permission
 * (domain/permissions.ts), never by role name: without a session of the admin area it says so and
 * sends the visitor to /login after 2 s; a session that still owes its second factor is sent to
 * give it (SecondFactorOwedNotice); a person whose role cannot use this screen is told so and
 * offered the dashboard.
 */
export function AdminGuard({ children, permissions }: { children: ReactNode; permissions: readonly Permission[] }) {
  const { isLoading, opensAdmin, can, user } = useAuth();
  const owed = user?.secondFactorNeeded;
  const queryClient = useQueryClient();
  useNavigationFor(can, opensAdmin && !owed);

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
    if (isLoading || opensAdmin) return;
    toast({
      title: 'Admin Access Required',
      description: 'You need admin privileges to access this page. Redirecting to login...',
      variant: 'destructive',
    });
    const timer = setTimeout(() => window.location.assign(loginHere()), LIMITS.redirectAfterAuthErrorMs);
    return () => clearTimeout(timer);
  }, [isLoading, opensAdmin]);

  if (isLoading) return <p className="muted">Loading...</p>;
  if (!opensAdmin) return <p className="muted">Admin access required. Redirecting to login...</p>;
  if (owed) return <SecondFactorOwedNotice owed={owed} />;
  if (!can(...permissions)) {
    return (
      <div className="notice notice-warning" role="alert">
        <p>Your role cannot use this screen.</p>
        <a href="/admin">Back to the dashboard</a>
      </div>
    );
  }
  return <>{children}</>;
}

/** An admin screen island: the page-wide query client and the guard around the screen, asking for the screen's permissions. */
export function adminScreen<P extends object>(Screen: ComponentType<P>) {
  function Guarded(props: P) {
    return (
      <AdminGuard permissions={screenPermissions(currentScreen())}>
        <Screen {...props} />
      </AdminGuard>
    );
  }
  return withProviders(Guarded);
}
