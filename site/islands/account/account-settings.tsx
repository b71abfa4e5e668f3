import { useAuth } from '../../lib/use-auth.ts';
import { withProviders } from '../../ui/with-providers.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { ChangePassword } from './change-password.tsx';
import { SecondFactorSection } from './second-factor-section.tsx';
import { YourSessions } from './your-sessions.tsx';
import './account.css';

/** /account: the signed-in person's two-step verification, sessions and password. */
function AccountSettings() {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  if (!hydrated || isLoading) return <p className="muted">Loading...</p>;
  if (!user) {
    return (
      <div className="card empty-state" role="status">
        <h2>Sign in to see your account</h2>
        <a className="btn btn-primary" href="/login?next=/account">
          Sign In
        </a>
      </div>
    );
  }
  return (
    <div className="account-settings">
      <p className="muted">
        Signed in as <strong>{user.email}</strong>
      </p>
      <SecondFactorSection />
      <YourSessions />
      <ChangePassword />
    </div>
  );
}

export default withProviders(AccountSettings);
