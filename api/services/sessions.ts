import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeHex, encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { deleteExpiredUserSessions, deleteSession, deleteUserSessions, findSessionWithUser, insertSession, touchSession } from '../../db/queries/sessions.ts';
import { SESSION_TOUCH_INTERVAL_MS } from '../../domain/account-sessions.ts';
import { recordSignIn } from '../../db/queries/users.ts';
import type { PublicUser } from '../../domain/entities.ts';
import type { SecondFactorMethod } from '../../domain/second-factor.ts';
import { USER_AGENT_MAX } from '../../domain/user-agent.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Sessions as in Lucia's guide: the token is `${id}.${secret}`, two random 160-bit base32
 * strings. The id finds the row; only SHA-256 of the secret is stored, compared in constant time,
 * so a leaked database holds no usable token. Sessions last 30 days and slide: one used with less
 * than 15 days left is extended, so an active user stays signed in and an idle one drops out.
 * Each keeps the browser that opened it, and when and from where it was last used (written at
 * most once a minute, not on every request), for the owner's list of sessions.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;

const TOKEN_PATTERN = /^[a-z2-7]{32}\.[a-z2-7]{32}$/;
const encoder = new TextEncoder();

type SessionDeps = Pick<AppDeps, 'db' | 'now'>;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface ValidSession {
  id: string;
  user: PublicUser;
  expiresAt: Date;
  /** The expiry moved forward, so the cookie must be sent again with it. */
  renewed: boolean;
  /** How its sign-in proved the second factor; null with the password alone. */
  secondFactor: SecondFactorMethod | null;
}

/** Where a session is opened or used from. */
export interface SessionClient {
  userAgent: string | null;
  address: string;
}

function randomPart(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

function hashSecret(secret: string): Uint8Array {
  return sha256(encoder.encode(secret));
}

/** A new session for someone who just proved who they are: starting one is what 'Last sign-in' records. */
export async function createSession(
  deps: SessionDeps,
  userId: number,
  client: SessionClient = { userAgent: null, address: '' },
  secondFactor: SecondFactorMethod | null = null,
): Promise<NewSession> {
  const id = randomPart();
  const secret = randomPart();
  const now = currentTime(deps);
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // The user's long-expired sessions are swept here, where that user's rows are touched anyway.
  await deleteExpiredUserSessions(deps.db, userId, now);
  await insertSession(deps.db, {
    id,
    secretHash: encodeHexLowerCase(hashSecret(secret)),
    userId,
    expiresAt,
    createdAt: now,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    address: client.address || null,
    lastUsedAt: now,
    secondFactor,
  });
  await recordSignIn(deps.db, userId, now);
  return { token: `${id}.${secret}`, expiresAt };
}

/**
 * The session a token stands for, renewed when due, or null. A wrong secret leaves the row alone
 * (whoever knows only an id must not be able to end someone's session); an expired one is deleted.
 */
export async function validateSessionToken(deps: SessionDeps, token: string, address = ''): Promise<ValidSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [id = '', secret = ''] = token.split('.');
  const found = await findSessionWithUser(deps.db, id);
  if (!found || !constantTimeEqual(hashSecret(secret), decodeHex(found.session.secretHash))) return null;
  const { session } = found;
  const now = currentTime(deps).getTime();
  const left = session.expiresAt.getTime() - now;
  if (left <= 0) {
    await deleteSession(deps.db, id);
    return null;
  }
  const renewed = left < SESSION_RENEW_WITHIN_MS;
  const expiresAt = renewed ? new Date(now + SESSION_LIFETIME_MS) : session.expiresAt;
  const stale = !session.lastUsedAt || now - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
  if (renewed || stale)
    await touchSession(deps.db, id, { ...(renewed ? { expiresAt } : {}), lastUsedAt: new Date(now), address: address || (session.address ?? '') });
  return { id, user: found.user, expiresAt, renewed, secondFactor: session.secondFactor };
}

export async function invalidateSession(deps: SessionDeps, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId);
}

export async function invalidateUserSessions(deps: SessionDeps, userId: number): Promise<void> {
  await deleteUserSessions(deps.db, userId);
}
