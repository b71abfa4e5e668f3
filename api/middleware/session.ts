import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps.ts';
import { validateSessionToken } from '../services/sessions.ts';
import { deleteSessionCookie, readSessionCookie, readSignedInHint, setSessionCookie, setSignedInHint } from '../session-cookie.ts';

/**
 * Resolves the session cookie into `c.var.user` (a PublicUser, never a hash), `c.var.sessionId`
 * and how the session gave its second factor, or null for all. A cookie that no longer opens a session is deleted (with
 * the signed-in hint); a renewed session's cookie is sent again with its new expiry; a hint that
 * is missing or names another role is corrected, and a hint without a session is cleared.
 */
export function sessionMiddleware(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('sessionSecondFactor', null);
    const token = readSessionCookie(c);
    const hint = readSignedInHint(c);
    if (token !== undefined) {
      const session = await validateSessionToken(deps, token, deps.clientAddress(c));
      if (!session) deleteSessionCookie(c, deps.config);
      else {
        c.set('user', session.user);
        c.set('sessionId', session.id);
        c.set('sessionSecondFactor', session.secondFactor);
        if (session.renewed) setSessionCookie(c, deps.config, token, session.expiresAt, session.user.role);
        else if (hint !== session.user.role) setSignedInHint(c, deps.config, session.user.role, session.expiresAt);
      }
    } else if (hint !== undefined) deleteSessionCookie(c, deps.config);
    await next();
    // A response that sets a cookie is one person's: no shared cache may keep it, even a public read.
    if (c.res.headers.has('Set-Cookie')) c.header('Cache-Control', 'private, no-store');
  });
}
