import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from './config.ts';

/**
 * Cookies that bind an ORCID sign-in to the browser that started it (issue 36): the `state` sent
 * to ORCID, and a first sign-in waiting for its e-mail address. HttpOnly, SameSite=Lax (ORCID's
 * redirect back is a top-level GET, which Lax cookies travel with), only sent to the ORCID routes.
 * The database row each names, not the cookie, decides whether it still works.
 */
const STATE = 'orcid_state';
const SIGN_UP = 'orcid_sign_up';

function attributes(config: Pick<Config, 'secureCookies'>) {
  return { httpOnly: true, sameSite: 'Lax', path: '/api/auth/orcid', secure: config.secureCookies } as const;
}

export function setOrcidStateCookie(c: Context, config: Pick<Config, 'secureCookies'>, state: string, expiresAt: Date): void {
  setCookie(c, STATE, state, { ...attributes(config), expires: expiresAt });
}

/** The state this browser started with, and the cookie cleared: a state is used once, whatever the outcome. */
export function takeOrcidStateCookie(c: Context, config: Pick<Config, 'secureCookies'>): string | undefined {
  const state = getCookie(c, STATE);
  if (state !== undefined) deleteCookie(c, STATE, attributes(config));
  return state;
}

export function setOrcidSignUpCookie(c: Context, config: Pick<Config, 'secureCookies'>, token: string, expiresAt: Date): void {
  setCookie(c, SIGN_UP, token, { ...attributes(config), expires: expiresAt });
}

export function readOrcidSignUpCookie(c: Context): string | undefined {
  return getCookie(c, SIGN_UP);
}

export function deleteOrcidSignUpCookie(c: Context, config: Pick<Config, 'secureCookies'>): void {
  deleteCookie(c, SIGN_UP, attributes(config));
}
