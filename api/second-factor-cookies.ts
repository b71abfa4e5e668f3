import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from './config.ts';

/**
 * Cookies that bind a sign-in's steps and a WebAuthn ceremony to the browser that started them:
 * HttpOnly, SameSite=Lax, only sent to the API, expiring with what they stand for. Each holds a
 * random token whose SHA-256 finds its row; the row, not the cookie, decides whether it still works.
 */
const PENDING_SIGN_IN = 'pending_sign_in';
const WEBAUTHN_CHALLENGE = 'webauthn_challenge';

function attributes(config: Pick<Config, 'secureCookies'>) {
  return { httpOnly: true, sameSite: 'Lax', path: '/api/', secure: config.secureCookies } as const;
}

export function setPendingSignInCookie(c: Context, config: Pick<Config, 'secureCookies'>, token: string, expiresAt: Date): void {
  setCookie(c, PENDING_SIGN_IN, token, { ...attributes(config), expires: expiresAt });
}

export function readPendingSignInCookie(c: Context): string | undefined {
  return getCookie(c, PENDING_SIGN_IN);
}

export function deletePendingSignInCookie(c: Context, config: Pick<Config, 'secureCookies'>): void {
  deleteCookie(c, PENDING_SIGN_IN, attributes(config));
}

export function setChallengeCookie(c: Context, config: Pick<Config, 'secureCookies'>, key: string, expiresAt: Date): void {
  setCookie(c, WEBAUTHN_CHALLENGE, key, { ...attributes(config), expires: expiresAt });
}

/** The ceremony's key, and the cookie cleared: a challenge is answered once, whatever the answer. */
export function takeChallengeCookie(c: Context, config: Pick<Config, 'secureCookies'>): string | undefined {
  const key = getCookie(c, WEBAUTHN_CHALLENGE);
  if (key !== undefined) deleteCookie(c, WEBAUTHN_CHALLENGE, attributes(config));
  return key;
}
