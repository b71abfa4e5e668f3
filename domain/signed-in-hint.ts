import { ROLES, type Role } from './entities.ts';

/**
 * A cookie that only hints that this browser has a session, and with which role. It is not a
 * secret and grants nothing (the HttpOnly session cookie does that): pages read it so that
 * anonymous visitors never ask the API for the current user, and so that the header can show
 * the signed-in layout (and the Admin link, for roles of the admin area) before the answer arrives.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export type SignedInHint = Role;

export function parseSignedInHint(value: string | undefined): SignedInHint | undefined {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : undefined;
}
