import type { Context } from 'hono';
import type { PublicUser } from '../domain/entities.ts';
import type { SecondFactorMethod } from '../domain/second-factor.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { deletePendingSignInCookie } from './second-factor-cookies.ts';
import { createSession, invalidateSession } from './services/sessions.ts';
import { setSessionCookie } from './session-cookie.ts';

/**
 * A new session for a person who just proved who they are (a sign-in, its second step, a passkey,
 * an accepted invitation): the session the request came with ends first (no session fixation), and
 * so does any pending sign-in of this browser; the session remembers its browser, address and
 * second factor for 'Your sessions'.
 */
export async function startSession(
  deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'clientAddress'>,
  c: Context<AppEnv>,
  user: PublicUser,
  secondFactor: SecondFactorMethod | null,
): Promise<void> {
  if (c.var.sessionId) await invalidateSession(deps, c.var.sessionId);
  const client = { userAgent: c.req.header('User-Agent') ?? null, address: deps.clientAddress(c) };
  const { token, expiresAt } = await createSession(deps, user.id, client, secondFactor);
  setSessionCookie(c, deps.config, token, expiresAt, user.role);
  deletePendingSignInCookie(c, deps.config);
}
