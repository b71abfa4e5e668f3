import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { PublicUser } from '../../domain/entities.ts';
import { canOpenAdmin, hasPermission, PERMISSION_MESSAGES, permissionDeniedMessage, type Permission } from '../../domain/permissions.ts';
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

/**
 * 403 unless `user` holds one of `permissions`: 'Admin access required' (the spec's text) for
 * someone outside the admin area, a message naming the role and the permission otherwise.
 * Services use it for checks a route cannot make alone (the entity type in a body).
 */
export function assertPermission(user: PublicUser, ...permissions: Permission[]): void {
  if (permissions.some((permission) => hasPermission(user.role, permission))) return;
  const [first = 'admin.open'] = permissions;
  throw new ForbiddenError(canOpenAdmin(user.role) ? permissionDeniedMessage(user.role, first) : PERMISSION_MESSAGES.adminRequired);
}

function guard(permissionsOf: (c: Context) => Permission[]) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.user) throw new UnauthorizedError();
    assertPermission(c.var.user, ...permissionsOf(c));
    await next();
  });
}

/**
 * 401 when signed out, 403 unless the person's role holds one of `permissions`
 * (domain/permissions.ts). Every admin route asks through this, never for a role name.
 */
export function requirePermission(...permissions: [Permission, ...Permission[]]) {
  return guard(() => permissions);
}

/**
 * The same, with the permission chosen by a path parameter (`/:entityType/...` routes that act on
 * experts or articles): an unknown value asks for any of them, and the route's validation then
 * answers 400.
 */
export function requirePermissionFor<Key extends string>(param: string, byValue: Record<Key, Permission>) {
  const all = Object.values<Permission>(byValue);
  return guard((c) => {
    const value = c.req.param(param);
    return value !== undefined && Object.hasOwn(byValue, value) ? [byValue[value as Key]] : all;
  });
}
