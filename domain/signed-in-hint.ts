/**
 * A cookie that only hints that this browser has a session, and with which role. It is not a
 * secret and grants nothing (the HttpOnly session cookie does that): pages read it so that
 * anonymous visitors never ask the API for the current user, and so that the header can show
 * the signed-in layout before the answer arrives.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export type SignedInHint = 'user' | 'admin';

export function parseSignedInHint(value: string | undefined): SignedInHint | undefined {
  return value === 'user' || value === 'admin' ? value : undefined;
}
