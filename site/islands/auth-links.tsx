import { apiRequest } from '../lib/api-client.ts';
import { useAuth } from '../lib/use-auth.ts';
import { firstName } from '../../domain/text.ts';

async function signOut() {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.error('Sign out failed', error);
  }
  window.location.href = '/';
}

/**
 * Admin link, the user's first name and Sign Out when signed in; Sign In and Sign Up otherwise
 * (also while the current user is loading, so the page without JavaScript offers them too).
 */
export function AuthLinks({ layout }: { layout: 'bar' | 'menu' }) {
  const { user, isAdmin } = useAuth();
  const linkClass = layout === 'bar' ? 'btn btn-ghost btn-sm' : 'menu-link';
  if (!user) {
    return (
      <>
        <a className={linkClass} href="/login">
          Sign In
        </a>
        <a className={layout === 'bar' ? 'btn btn-primary btn-sm' : 'menu-link'} href="/login">
          Sign Up
        </a>
      </>
    );
  }
  return (
    <>
      {isAdmin && (
        <a className={linkClass} href="/admin">
          Admin
        </a>
      )}
      <a className={linkClass} href="/my-submissions">
        My Submissions
      </a>
      <span className="user-name" data-testid="user-name">
        {firstName(user.firstName ?? '') || 'User'}
      </span>
      <button type="button" className={layout === 'bar' ? 'btn btn-secondary btn-sm' : 'menu-link'} onClick={signOut}>
        Sign Out
      </button>
    </>
  );
}
