import { findCredentialsByEmail, findUserByEmail, insertUser } from '../../db/queries/users.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { alreadyRegisteredMailText, MESSAGES, welcomeMailText } from '../../domain/messages.ts';
import type { LoginInput, RegisterInput } from '../../domain/schemas/auth.ts';
import type { PasswordHasher } from '../adapters/passwords/types.ts';
import type { AppDeps } from '../deps.ts';
import { PEOPLE_MESSAGES } from '../../domain/people.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { verifyCaptcha } from './captcha.ts';
import { clearFailures, enforceFailureDelays, enforceRateLimits, recordFailures, withinRateLimit } from './rate-limit.ts';

/**
 * Signing in and signing up. Both check the security question before anything else: nothing
 * counts against an account, and no password is hashed, for a request that has not passed it.
 */

type AccountDeps = Pick<AppDeps, 'db' | 'now' | 'rateLimits' | 'secretKey' | 'passwords'>;

/** One hash per hasher, made on first need, for verifying against when no account matches. */
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

function dummyHash(passwords: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(passwords);
  if (!hash) {
    hash = passwords.hash('no account has this password');
    dummyHashes.set(passwords, hash);
  }
  return hash;
}

/**
 * Only failed password checks count, per account and address pair and per address, as growing
 * delays: someone without the password slows only their own guesses, never the owner's sign-in
 * from elsewhere; a success forgets the pair's failures.
 */
export async function signIn(deps: AccountDeps, input: LoginInput & { address: string }): Promise<PublicUser> {
  await verifyCaptcha(deps, input);
  const pair = `${input.email}|${input.address}`;
  await enforceFailureDelays(deps, [
    ['signInFailuresPerAccountAndAddress', pair],
    ['signInFailuresPerAddress', input.address],
  ]);
  const credentials = await findCredentialsByEmail(deps.db, input.email);
  // An unknown e-mail costs a full verification too, so neither message nor timing tells which accounts exist.
  const matches = await deps.passwords.verify(input.password, credentials?.passwordHash ?? (await dummyHash(deps.passwords)));
  if (!credentials || !matches) {
    await recordFailures(deps, [
      ['signInFailuresPerAccountAndAddress', pair],
      ['signInFailuresPerAddress', input.address],
    ]);
    throw new UnauthorizedError(MESSAGES.invalidCredentials);
  }
  await clearFailures(deps, 'signInFailuresPerAccountAndAddress', pair);
  // Said only to whoever knows the password, so it tells a stranger nothing.
  if (credentials.deactivated) throw new ForbiddenError(PEOPLE_MESSAGES.accountDeactivated);
  return credentials.user;
}

type SignUpDeps = AccountDeps & Pick<AppDeps, 'mail' | 'config'>;

/** The e-mail that follows a sign-up: a welcome for a new account, a notice (capped per hour) to an existing owner. */
async function mailAboutSignUp(deps: SignUpDeps, email: string, created: boolean): Promise<void> {
  const { siteName, siteUrl } = deps.config;
  if (!created) {
    const owner = await findUserByEmail(deps.db, email);
    if (!owner || !(await withinRateLimit(deps, 'signUpMailsPerAccount', String(owner.id)))) return;
  }
  const text = created ? welcomeMailText(siteName, siteUrl) : alreadyRegisteredMailText(siteName, siteUrl);
  await deps.mail.send({ to: email, subject: MESSAGES.signUpMailSubject, text });
}

/**
 * Creates the account unless the e-mail already has one, and answers the new account's user (its
 * owner is signed in at once: the security question was just answered) or, for an e-mail that had
 * one, nothing (its owner signs in with their own password). The password is hashed in both cases;
 * the e-mail is sent after answering.
 */
export async function registerUser(
  deps: SignUpDeps,
  input: RegisterInput & { address: string },
  runLater: (task: Promise<void>) => void,
): Promise<PublicUser | undefined> {
  await verifyCaptcha(deps, input);
  await enforceRateLimits(deps, [['signUpPerAddress', input.address]]);
  const passwordHash = await deps.passwords.hash(input.password);
  // Undefined when the e-mail already has an account (also when a concurrent sign-up took it first).
  const user = await insertUser(deps.db, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
  runLater(mailAboutSignUp(deps, input.email, Boolean(user)).catch((error: unknown) => console.error('[sign-up] mailing failed:', error)));
  return user;
}
