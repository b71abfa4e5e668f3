import { findCredentialsByEmail, findUserByEmail, insertUser } from '../../db/queries/users.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { LoginInput, RegisterInput } from '../../domain/schemas/auth.ts';
import type { PasswordHasher } from '../adapters/passwords/types.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, UnauthorizedError } from '../errors.ts';
import { verifyCaptcha } from './captcha.ts';
import { enforceRateLimits } from './rate-limit.ts';

/** Signing in and signing up. Both check the rate limits first, then the security question. */

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

export async function signIn(deps: AccountDeps, input: LoginInput & { address: string }): Promise<PublicUser> {
  await enforceRateLimits(deps, [
    ['signInPerAddress', input.address],
    ['signInPerAccount', input.email],
  ]);
  await verifyCaptcha(deps, input);
  const credentials = await findCredentialsByEmail(deps.db, input.email);
  // An unknown e-mail costs a full verification too, so neither message nor timing tells which accounts exist.
  const matches = await deps.passwords.verify(input.password, credentials?.passwordHash ?? (await dummyHash(deps.passwords)));
  if (!credentials || !matches) throw new UnauthorizedError(MESSAGES.invalidCredentials);
  return credentials.user;
}

export async function registerUser(deps: AccountDeps, input: RegisterInput & { address: string }): Promise<PublicUser> {
  await enforceRateLimits(deps, [
    ['signUpPerAddress', input.address],
    ['signUpPerAccount', input.email],
  ]);
  await verifyCaptcha(deps, input);
  if (await findUserByEmail(deps.db, input.email)) throw new ConflictError(MESSAGES.emailTaken);
  const user = await insertUser(deps.db, {
    email: input.email,
    passwordHash: await deps.passwords.hash(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
  });
  // Undefined when a concurrent sign-up took the address between the check and the insert.
  if (!user) throw new ConflictError(MESSAGES.emailTaken);
  return user;
}
