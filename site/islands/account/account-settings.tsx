import { useAuth } from '../../lib/use-auth.ts';
import { withProviders } from '../../ui/with-providers.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { ChangePassword } from './change-password.tsx';
import { SecondFactorSection } from './second-factor-section.tsx';
import { YourSessions } from './your-sessions.tsx';
import './account.css';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';

/** /account: the signed-in person's two-step verification, sessions and password. */
function AccountSettings() {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  if (!hydrated || isLoading) return <p className="muted">Loading...</p>;
  if (!user) return <SignInPrompt what="your account" next="/account" />;
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
