import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import {
  countUnusedRecoveryCodes,
  deletePasskey,
  deleteRecoveryCodes,
  findPasskey,
  hasSecondFactor,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
} from '../../db/queries/second-factor.ts';
import { setSessionSecondFactor } from '../../db/queries/sessions.ts';
import { getUserById } from '../../db/queries/users.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { SECOND_FACTOR_MESSAGES, type PasskeySummary } from '../../domain/second-factor.ts';
import { isoOrNull, iso } from '../../db/queries/rows.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { endOtherWaysIn } from './factor-change.ts';
import { confirmPassword } from './password-again.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { hmacSha256, sameSecret } from './signing.ts';
import { inTransaction } from './transaction.ts';
import { issueChallenge, takeValidChallenge } from './webauthn-challenges.ts';

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): added from the account page as a second factor,
 * used as the second step of a sign-in, or alone (a discoverable credential names its account).
 * The relying party is SITE_URL: its host name is the rpID and its origin the only one accepted.
 * User verification is required, so a passkey is itself two factors (the device and its PIN or
 * biometric) and a sign-in with it alone counts as having given the second factor.
 */

type PasskeyDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'secretKey' | 'rateLimits' | 'passwords'>;

/**
 * EdDSA, ES256 and RS256 (COSE ids), what every authenticator offers. Named here so the library
 * does not probe the runtime for ML-DSA, experimental on Node 24 (a warning on every start).
 */
const ALGORITHMS = [-8, -7, -257];

function relyingParty(deps: Pick<AppDeps, 'config'>) {
  const site = new URL(deps.config.siteUrl);
  return { rpID: site.hostname, origin: site.origin };
}

/** The WebAuthn user handle of an account: stable (an authenticator keeps one passkey per account) and no personal data. */
async function userHandle(deps: Pick<AppDeps, 'secretKey'>, userId: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await hmacSha256(deps.secretKey, `webauthn-user-handle:${userId}`));
}

export function toPasskeySummary(passkey: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): PasskeySummary {
  return { id: passkey.id, name: passkey.name, createdAt: iso(passkey.createdAt), lastUsedAt: isoOrNull(passkey.lastUsedAt) };
}

/** Options for navigator.credentials.create(), and the challenge's key for the browser's cookie. */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  user: PublicUser,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; key: string; expiresAt: Date }> {
  const existing = await listPasskeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: deps.config.siteName,
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userID: await userHandle(deps, user.id),
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const { key, expiresAt } = await issueChallenge(deps, { challenge: options.challenge, purpose: 'register', userId: user.id });
  return { options, key, expiresAt };
}

/**
 * Adds the passkey the browser created for this session's challenge. The other sessions end, this
 * one counts as having given the factor, and an account without recovery codes gets them
 * (answered this once, else null).
 */
export async function addPasskey(
  deps: PasskeyDeps,
  input: { user: PublicUser; sessionId: string; key: string | undefined; name: string; response: RegistrationResponseJSON },
): Promise<{ passkey: PasskeySummary; recoveryCodes: string[] | null }> {
  const challenge = await takeValidChallenge(deps, input.key, 'register');
  if (challenge.userId !== input.user.id) throw new BadRequestError(SECOND_FACTOR_MESSAGES.challengeMissing);
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => undefined);
  if (!verification?.verified) throw new BadRequestError(SECOND_FACTOR_MESSAGES.passkeyRefused);
  const { credential } = verification.registrationInfo;
  const now = currentTime(deps);
  return inTransaction(deps, async (deps) => {
    const stored = {
      id: credential.id,
      userId: input.user.id,
      name: input.name,
      publicKey: encodeBase64urlNoPadding(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now,
    };
    if (!(await insertPasskey(deps.db, stored))) throw new BadRequestError(SECOND_FACTOR_MESSAGES.passkeyRefused);
    const recoveryCodes = (await countUnusedRecoveryCodes(deps.db, input.user.id)) > 0 ? null : await issueRecoveryCodes(deps.db, input.user.id, now);
    await endOtherWaysIn(deps, input.user.id, input.sessionId);
    await setSessionSecondFactor(deps.db, input.sessionId, 'passkey');
    await recordActivity(deps, input.user, {
      action: 'user.second_factor_added',
      entityType: 'user',
      entityId: input.user.id,
      summary: `${input.user.email} added the passkey '${input.name}'`,
      after: { method: 'passkey', name: input.name },
    });
    return { passkey: toPasskeySummary({ ...stored, lastUsedAt: null }), recoveryCodes };
  });
}

/**
 * Options for navigator.credentials.get(). For the second step of a sign-in (`userId`), the
 * account's own passkeys; for a passkey alone, none named: the authenticator offers its own.
 */
export async function passkeySignInOptions(
  deps: PasskeyDeps,
  userId: number | undefined,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; key: string; expiresAt: Date }> {
  const allowed = userId === undefined ? undefined : await listPasskeys(deps.db, userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: allowed?.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    userVerification: 'required',
  });
  const { key, expiresAt } = await issueChallenge(deps, { challenge: options.challenge, purpose: 'authenticate', userId: userId ?? null });
  return { options, key, expiresAt };
}

/**
 * Checks a passkey sign-in against this browser's challenge: the credential must be known (and
 * the pending sign-in's account's, when there is one), its signature and counter right, and its
 * user handle the account's. Answers the account and whether a pending sign-in was meant.
 */
export async function verifyPasskeySignIn(
  deps: PasskeyDeps,
  input: { key: string | undefined; response: AuthenticationResponseJSON },
): Promise<{ user: PublicUser; pendingUserId: number | null }> {
  const challenge = await takeValidChallenge(deps, input.key, 'authenticate');
  const passkey = await findPasskey(deps.db, input.response.id);
  if (!passkey) throw new BadRequestError(SECOND_FACTOR_MESSAGES.passkeyUnknown);
  if (challenge.userId !== null && passkey.userId !== challenge.userId) throw new BadRequestError(SECOND_FACTOR_MESSAGES.passkeyRefused);
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(decodeBase64urlIgnorePadding(passkey.publicKey)),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  const handle = input.response.response.userHandle;
  const handleMatches = !handle || sameSecret(handle, encodeBase64urlNoPadding(await userHandle(deps, passkey.userId)));
  if (!verification?.verified || !handleMatches) throw new BadRequestError(SECOND_FACTOR_MESSAGES.passkeyRefused);
  await recordPasskeyUse(deps.db, passkey.id, verification.authenticationInfo.newCounter, currentTime(deps));
  const user = await getUserById(deps.db, passkey.userId);
  if (!user) throw new BadRequestError(SECOND_FACTOR_MESSAGES.passkeyUnknown);
  return { user, pendingUserId: challenge.userId };
}

/** Removes a passkey, after the password again; with no factor left, the recovery codes go too. */
export async function removePasskey(
  deps: PasskeyDeps,
  input: { user: PublicUser; sessionId: string; id: string; password: string; address: string },
): Promise<void> {
  await confirmPassword(deps, input.user, input.password, input.address);
  await inTransaction(deps, async (deps) => {
    const removed = await deletePasskey(deps.db, input.user.id, input.id);
    if (!removed) throw new NotFoundError(SECOND_FACTOR_MESSAGES.passkeyNotFound);
    if (!(await hasSecondFactor(deps.db, input.user.id))) await deleteRecoveryCodes(deps.db, input.user.id);
    await endOtherWaysIn(deps, input.user.id, input.sessionId);
    await recordActivity(deps, input.user, {
      action: 'user.second_factor_removed',
      entityType: 'user',
      entityId: input.user.id,
      summary: `${input.user.email} removed the passkey '${removed.name}'`,
      before: { method: 'passkey', name: removed.name },
    });
  });
}
