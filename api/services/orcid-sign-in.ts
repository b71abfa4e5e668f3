import {
  findOrcidAccount,
  findOrcidSignUp,
  insertOrcidSignUp,
  insertOrcidState,
  linkOrcidAccount,
  orcidIdOfUser,
  takeOrcidSignUp,
  takeOrcidState,
  updateOrcidName,
} from '../../db/queries/orcid.ts';
import { findUserByEmail, insertUser } from '../../db/queries/users.ts';
import type { ClaimOutcome } from '../../domain/claims.ts';
import type { PublicUser } from '../../domain/entities.ts';
import { ORCID_LIMITS, ORCID_MESSAGES, orcidAddressTakenMailText, splitOrcidName, type OrcidErrorCode } from '../../domain/orcid.ts';
import type { SignInMethod } from '../../domain/second-factor.ts';
import { exchangeOrcidCode, orcidAuthorizeUrl, OrcidRefusedError, type OrcidIdentity, type OrcidSettings } from '../adapters/orcid.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError, ServiceUnavailableError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { claimableExpert, claimableExpertById, fileOrcidClaim } from './claims.ts';
import { hashToken, newToken } from './random-token.ts';
import { enforceRateLimits, withinRateLimit } from './rate-limit.ts';
import { signInMethods } from './second-factor.ts';
import { sameSecret } from './signing.ts';
import { inTransaction } from './transaction.ts';

/**
 * Signing in with ORCID (issue 36 §1). A started sign-in's `state` is random, held by the browser
 * in a cookie and by the database as its SHA-256, and used once by the callback; the callback trusts
 * only the iD (and name) of the token response for the code. The iD then signs in the account it
 * is linked to (which still gives its second factor, when it has one), links to the account already
 * signed in, or starts a new account once the person gives an e-mail address; and a sign-in started
 * on a profile's claim page files the claim.
 */

type OrcidDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'rateLimits' | 'rebuild'>;

/**
 * An account made by ORCID has no password: this stored value is no scrypt hash, so no password
 * ever matches it. The owner may choose one with 'Forgot password'.
 */
const NO_PASSWORD = 'orcid-only';

/** The ORCID settings, or 503 saying what is missing. */
export function orcidSettings(config: AppDeps['config']): OrcidSettings {
  if (!config.orcid) throw new ServiceUnavailableError(ORCID_MESSAGES.notConfigured);
  return config.orcid;
}

/** GET /api/auth/orcid: the ORCID address to send the browser to, and the state its cookie keeps. */
export async function startOrcidSignIn(
  deps: OrcidDeps,
  input: { claimSlug: string | undefined; address: string },
): Promise<{ url: string; state: string; expiresAt: Date }> {
  const settings = orcidSettings(deps.config);
  const expert = input.claimSlug === undefined ? undefined : await claimableExpert(deps, input.claimSlug);
  await enforceRateLimits(deps, [['orcidSignInsPerAddress', input.address]]);
  const now = currentTime(deps);
  const state = newToken();
  const expiresAt = new Date(now.getTime() + ORCID_LIMITS.stateMs);
  await insertOrcidState(deps.db, { stateHash: hashToken(state), claimExpertId: expert?.id ?? null, expiresAt }, now);
  return { url: orcidAuthorizeUrl(settings, state), state, expiresAt };
}

/** What the callback does next (the route turns it into cookies, a session and a redirect). */
export type OrcidCallbackResult =
  | { kind: 'failed'; error: OrcidErrorCode; claimSlug: string | null }
  /** Signed in (or, `signedInAlready`, the person signed in linked the iD); a claim filed when one was started. */
  | { kind: 'signedIn'; user: PublicUser; signedInAlready: boolean; claimSlug: string | null; outcome: ClaimOutcome | null }
  /** The linked account has a second factor: a pending sign-in, then its second step, as with a password. */
  | { kind: 'secondFactor'; userId: number; methods: SignInMethod[]; claimSlug: string | null }
  /** No account has the iD: the person gives an e-mail address to finish (token for the cookie). */
  | { kind: 'signUp'; token: string; expiresAt: Date };

export interface OrcidCallbackInput {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
  /** The state the browser's cookie holds. */
  cookieState: string | undefined;
  /** Who is signed in on this browser now. */
  user: PublicUser | null;
}

/**
 * GET /api/auth/orcid/callback. The state must be the one this browser's cookie holds and still
 * unused; whatever follows (a cancel, a refused code), it is used up.
 */
export async function finishOrcidSignIn(deps: OrcidDeps, input: OrcidCallbackInput): Promise<OrcidCallbackResult> {
  const settings = orcidSettings(deps.config);
  const now = currentTime(deps);
  if (!input.state || !input.cookieState || !sameSecret(input.state, input.cookieState)) return { kind: 'failed', error: 'expired', claimSlug: null };
  const started = await takeOrcidState(deps.db, hashToken(input.state), now);
  if (!started) return { kind: 'failed', error: 'expired', claimSlug: null };
  const expert = started.claimExpertId === null ? undefined : await claimableExpertById(deps, started.claimExpertId);
  const claimSlug = expert?.slug ?? null;
  const failed = (error: OrcidErrorCode): OrcidCallbackResult => ({ kind: 'failed', error, claimSlug });
  // ORCID sends `error=access_denied` when the person denies access (any other error reads as a failure on its side).
  if (input.error) return failed(input.error === 'access_denied' ? 'cancelled' : 'unavailable');
  if (!input.code) return failed('unavailable');
  // A claim whose profile left the public site since the start is not filed.
  if (started.claimExpertId !== null && !expert) return failed('expired');

  let identity: OrcidIdentity;
  try {
    identity = await exchangeOrcidCode(settings, input.code);
  } catch (error) {
    return failed(error instanceof OrcidRefusedError ? 'refused' : 'unavailable');
  }

  const claim = async (user: PublicUser): Promise<ClaimOutcome | null> =>
    expert ? fileOrcidClaim(deps, { expert, user, orcidId: identity.orcidId, orcidName: identity.name }) : null;
  const linked = await findOrcidAccount(deps.db, identity.orcidId);

  if (input.user) {
    if (linked && linked.user.id !== input.user.id) return failed('linkedElsewhere');
    if (!linked) {
      const own = await orcidIdOfUser(deps.db, input.user.id);
      if (own !== undefined) return failed('otherOrcid');
      await linkOrcid(deps, input.user, identity);
    } else {
      await updateOrcidName(deps.db, identity.orcidId, identity.name);
    }
    return { kind: 'signedIn', user: input.user, signedInAlready: true, claimSlug, outcome: await claim(input.user) };
  }

  if (linked) {
    if (linked.deactivated) return failed('deactivated');
    await updateOrcidName(deps.db, identity.orcidId, identity.name);
    const methods = await signInMethods(deps, linked.user.id);
    // ORCID is one factor: an account with a second one gives it next, and claims once signed in.
    if (methods.length > 0) return { kind: 'secondFactor', userId: linked.user.id, methods, claimSlug };
    return { kind: 'signedIn', user: linked.user, signedInAlready: false, claimSlug, outcome: await claim(linked.user) };
  }

  const token = newToken();
  const expiresAt = new Date(now.getTime() + ORCID_LIMITS.signUpMs);
  await insertOrcidSignUp(
    deps.db,
    { tokenHash: hashToken(token), orcidId: identity.orcidId, name: identity.name, claimExpertId: expert?.id ?? null, expiresAt },
    now,
  );
  return { kind: 'signUp', token, expiresAt };
}

/** Links the iD to the signed-in account (one iD per account, one account per iD), with its entry. */
async function linkOrcid(deps: OrcidDeps, user: PublicUser, identity: OrcidIdentity): Promise<void> {
  await inTransaction(deps, async (deps) => {
    if (!(await linkOrcidAccount(deps.db, { orcidId: identity.orcidId, userId: user.id, name: identity.name }))) return;
    await recordActivity(deps, user, {
      action: 'user.orcid_linked',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.email} linked the ORCID iD ${identity.orcidId}`,
      after: { orcidId: identity.orcidId },
    });
  });
}

/** What the e-mail form of a first ORCID sign-in shows: the iD, and ORCID's name split for the account. */
export async function orcidSignUpInfo(deps: Pick<AppDeps, 'db' | 'now' | 'config'>, token: string | undefined) {
  orcidSettings(deps.config);
  const signUp = token ? await findOrcidSignUp(deps.db, hashToken(token), currentTime(deps)) : undefined;
  if (!signUp) throw new NotFoundError(ORCID_MESSAGES.signUpExpired);
  const expert = signUp.claimExpertId === null ? undefined : await claimableExpertById(deps, signUp.claimExpertId);
  return { orcidId: signUp.orcidId, name: signUp.name, ...splitOrcidName(signUp.name), claim: expert ? { slug: expert.slug, name: expert.name } : null };
}

export interface OrcidSignUpInput {
  token: string | undefined;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
}

/**
 * Finishes a first ORCID sign-in: a new account (no password) linked to the iD, signed in by the
 * route, and the claim it was started for. An address that already has an account gets no new one
 * and the same answer a sign-up gives (its owner reads why in a mail), so the form never tells who
 * has an account.
 */
export async function finishOrcidSignUp(
  deps: OrcidDeps & Pick<AppDeps, 'mail' | 'secretKey'>,
  input: OrcidSignUpInput,
  runLater: (task: Promise<void>) => void,
): Promise<{ user: PublicUser; claim: { slug: string; outcome: ClaimOutcome } | null } | null> {
  orcidSettings(deps.config);
  const signUp = input.token ? await findOrcidSignUp(deps.db, hashToken(input.token), currentTime(deps)) : undefined;
  if (!signUp || !input.token) throw new NotFoundError(ORCID_MESSAGES.signUpExpired);
  await enforceRateLimits(deps, [['signUpPerAddress', input.address]]);
  const tokenHash = hashToken(input.token);
  const user = await inTransaction(deps, async (deps) => {
    if (!(await takeOrcidSignUp(deps.db, tokenHash))) throw new NotFoundError(ORCID_MESSAGES.signUpExpired);
    const created = await insertUser(deps.db, { email: input.email, passwordHash: NO_PASSWORD, firstName: input.firstName, lastName: input.lastName || null });
    if (!created) return undefined;
    if (!(await linkOrcidAccount(deps.db, { orcidId: signUp.orcidId, userId: created.id, name: signUp.name }))) {
      // Linked to an account meanwhile (a second tab): this sign-up has nothing left to do.
      throw new NotFoundError(ORCID_MESSAGES.signUpExpired);
    }
    await recordActivity(deps, created, {
      action: 'user.orcid_linked',
      entityType: 'user',
      entityId: created.id,
      summary: `${created.email} created an account with the ORCID iD ${signUp.orcidId}`,
      after: { orcidId: signUp.orcidId },
    });
    return created;
  });
  if (!user) {
    runLater(mailAddressTaken(deps, input.email, signUp.orcidId));
    return null;
  }
  const expert = signUp.claimExpertId === null ? undefined : await claimableExpertById(deps, signUp.claimExpertId);
  const outcome = expert ? await fileOrcidClaim(deps, { expert, user, orcidId: signUp.orcidId, orcidName: signUp.name }) : null;
  return { user, claim: expert && outcome ? { slug: expert.slug, outcome } : null };
}

async function mailAddressTaken(deps: Pick<AppDeps, 'db' | 'now' | 'mail' | 'config' | 'rateLimits'>, email: string, orcidId: string): Promise<void> {
  const owner = await findUserByEmail(deps.db, email);
  if (!owner || !(await withinRateLimit(deps, 'signUpMailsPerAccount', String(owner.id)))) return;
  const { siteName, siteUrl } = deps.config;
  await deps.mail
    .send({ to: email, subject: ORCID_MESSAGES.signUpMailSubject, text: orcidAddressTakenMailText(siteName, siteUrl, orcidId) })
    .catch((error: unknown) => {
      console.error('[orcid] the sign-up mail failed:', error);
    });
}
