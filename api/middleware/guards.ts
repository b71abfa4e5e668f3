import { createMiddleware } from 'hono/factory';
import type { PublicUser } from '../../domain/entities.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

/** What a handler behind a guard may rely on: the session middleware found a user. */
interface SignedInEnv {
  Variables: { user: PublicUser; sessionId: string };
}

/** 401 'Authentication required' unless signed in. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new UnauthorizedError();
  await next();
});

/** 401 'Authentication required' when signed out, 403 'Admin access required' for a non-admin. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new UnauthorizedError();
  if (c.var.user.role !== 'admin') throw new ForbiddenError();
  await next();
});
