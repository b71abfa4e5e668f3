import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { findCredentialsByEmail, findFirstAdmin, insertUser, reactivateUser, replacePasswordAndSignOut, setUserRole } from '../../db/queries/users.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Start-up's promise that someone can sign in as admin: the configured account is created or has
 * its password and role reset (and is reactivated, if it was deactivated); with none configured
 * and no admin yet, one is created with a generated password that is shown once.
 */

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export type AdminAccount =
  { action: 'created'; email: string; generatedPassword?: string } | { action: 'reset'; email: string } | { action: 'existing'; email: string };

type AdminAccountDeps = Pick<AppDeps, 'db' | 'passwords'>;

function generatePassword(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
}

export async function ensureAdminAccount(deps: AdminAccountDeps, configured: { email: string; password: string } | undefined): Promise<AdminAccount> {
  if (configured) {
    const existing = await findCredentialsByEmail(deps.db, configured.email);
    if (existing) {
      const unchanged = existing.user.role === 'admin' && !existing.deactivated && (await deps.passwords.verify(configured.password, existing.passwordHash));
      if (unchanged) return { action: 'existing', email: configured.email };
      await replacePasswordAndSignOut(deps.db, existing.user.id, await deps.passwords.hash(configured.password));
      await setUserRole(deps.db, existing.user.id, 'admin');
      await reactivateUser(deps.db, existing.user.id);
      return { action: 'reset', email: configured.email };
    }
    const passwordHash = await deps.passwords.hash(configured.password);
    await insertUser(deps.db, { email: configured.email, passwordHash, firstName: 'Admin', lastName: null, role: 'admin' });
    return { action: 'created', email: configured.email };
  }

  const admin = await findFirstAdmin(deps.db);
  if (admin) return { action: 'existing', email: admin.email };
  const taken = await findCredentialsByEmail(deps.db, DEFAULT_ADMIN_EMAIL);
  const email = taken ? `admin-${generatePassword().slice(0, 6)}@example.com` : DEFAULT_ADMIN_EMAIL;
  const generatedPassword = generatePassword();
  await insertUser(deps.db, {
    email,
    passwordHash: await deps.passwords.hash(generatedPassword),
    firstName: 'Admin',
    lastName: null,
    role: 'admin',
  });
  return { action: 'created', email, generatedPassword };
}

/** What start-up prints so the operator knows how to sign in. */
export function describeAdminAccount(account: AdminAccount, loginUrl: string): string {
  switch (account.action) {
    case 'created':
      return account.generatedPassword
        ? `Admin account created. Sign in at ${loginUrl} as ${account.email} with the password ${account.generatedPassword}\n` +
            '  (shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD and restart to choose your own).'
        : `Admin account created. Sign in at ${loginUrl} as ${account.email} with ADMIN_PASSWORD.`;
    case 'reset':
      return `Admin ${account.email} now has the password from ADMIN_PASSWORD. Sign in at ${loginUrl}.`;
    case 'existing':
      return `Sign in at ${loginUrl} as ${account.email} (admin). Forgot the password? Set ADMIN_EMAIL and ADMIN_PASSWORD and restart.`;
  }
}
