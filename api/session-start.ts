import type { Context } from 'hono';
import type { PublicUser } from '../domain/entities.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { createSession, invalidateSession } from './services/sessions.ts';
import { setSessionCookie } from './session-cookie.ts';

/**
 * A new session for a person who just proved who they are (a sign-in, an accepted invitation):
 * the session the request came with ends first (no session fixation), and the cookie is set.
 */
export async function startSession(deps: Pick<AppDeps, 'db' | 'now' | 'config'>, c: Context<AppEnv>, user: PublicUser): Promise<void> {
  if (c.var.sessionId) await invalidateSession(deps, c.var.sessionId);
  const { token, expiresAt } = await createSession(deps, user.id);
  setSessionCookie(c, deps.config, token, expiresAt, user.role);
}
