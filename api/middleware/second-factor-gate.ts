import { createMiddleware } from 'hono/factory';
import { hasSecondFactor } from '../../db/queries/second-factor.ts';
import { roleNeedsSecondFactor, SECOND_FACTOR_MESSAGES } from '../../domain/second-factor.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { HttpError } from '../errors.ts';

/** What a session without its second factor may still reach: signing in and out, and its own account (to enrol). */
const OPEN_PATHS = ['/api/auth/', '/api/account/'];

/**
 * REQUIRE_2FA_ROLES: a session of such a role opened with the password alone can do nothing but
 * enrol a second factor or sign in again with one. Every other call answers 403 saying which of
 * the two to do. Placed after the session middleware and before every route, so no route (and
 * no permission check added later) can forget it.
 */
export function secondFactorGate(deps: Pick<AppDeps, 'db' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    const open = OPEN_PATHS.some((prefix) => c.req.path.startsWith(prefix));
    if (user && !c.var.sessionSecondFactor && !open && roleNeedsSecondFactor(deps.config.require2faRoles, user.role)) {
      const enrolled = await hasSecondFactor(deps.db, user.id);
      // `secondFactorNeeded` lets a screen send the person where the message says.
      if (enrolled) throw new HttpError(403, SECOND_FACTOR_MESSAGES.giveRequired, { secondFactorNeeded: 'give' });
      throw new HttpError(403, SECOND_FACTOR_MESSAGES.enrolRequired, { secondFactorNeeded: 'enrol' });
    }
    await next();
  });
}
