import { AuthLinks } from './auth-links.tsx';
import { withProviders } from './with-providers.tsx';

/** The header's account area. */
function HeaderAuth() {
  return (
    <div className="header-auth cluster">
      <AuthLinks layout="bar" />
    </div>
  );
}

export default withProviders(HeaderAuth);
