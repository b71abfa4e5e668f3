import { createMiddleware } from 'hono/factory';
import { SECOND_FACTOR_MESSAGES } from '../../domain/second-factor.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { secondFactorOwed } from '../services/second-factor.ts';

/** What a session without its second factor may still reach: signing in and out, and its own account (to enrol). */
const OPEN_PATHS = ['/api/auth/', '/api/account/'];

/**
 * REQUIRE_2FA_ROLES: a session of such a role opened with the password alone can do nothing but
 * enrol a second factor or sign in again with one. Every other call answers 403 saying which of
 * the two to do (GET /api/auth/user says the same to the screens before they call anything).
 * Placed after the session middleware and before every route, so no route (and no permission
 * check added later) can forget it.
 */
export function secondFactorGate(deps: Pick<AppDeps, 'db' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    const open = OPEN_PATHS.some((prefix) => c.req.path.startsWith(prefix));
    const owed = user && !open ? await secondFactorOwed(deps, user, c.var.sessionSecondFactor) : null;
    // `secondFactorNeeded` lets a screen send the person where the message says.
    if (owed === 'give') throw new HttpError(403, SECOND_FACTOR_MESSAGES.giveRequired, { secondFactorNeeded: owed });
    if (owed === 'enrol') throw new HttpError(403, SECOND_FACTOR_MESSAGES.enrolRequired, { secondFactorNeeded: owed });
    await next();
  });
}
