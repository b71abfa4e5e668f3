import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SIGNED_IN_HINT_COOKIE, type SignedInHint } from '../domain/signed-in-hint.ts';
import type { Config } from './config.ts';

/** The session cookie: HttpOnly so scripts never see it, SameSite=Lax against cross-site posts, Secure over https. */
export const SESSION_COOKIE = 'session';

function attributes(config: Pick<Config, 'secureCookies'>): CookieOptions {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: config.secureCookies };
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** The session cookie and its readable hint (domain/signed-in-hint.ts) are set and cleared together. */
export function setSessionCookie(c: Context, config: Pick<Config, 'secureCookies'>, token: string, expiresAt: Date, role: SignedInHint): void {
  setCookie(c, SESSION_COOKIE, token, { ...attributes(config), expires: expiresAt });
  setSignedInHint(c, config, role, expiresAt);
}

/** The readable hint alone, to correct one that is missing or names another role. */
export function setSignedInHint(c: Context, config: Pick<Config, 'secureCookies'>, role: SignedInHint, expiresAt: Date): void {
  setCookie(c, SIGNED_IN_HINT_COOKIE, role, { ...attributes(config), httpOnly: false, expires: expiresAt });
}

export function deleteSessionCookie(c: Context, config: Pick<Config, 'secureCookies'>): void {
  deleteCookie(c, SESSION_COOKIE, attributes(config));
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { ...attributes(config), httpOnly: false });
}

/** What the browser's hint says, to correct it when it disagrees with the session. */
export function readSignedInHint(c: Context): string | undefined {
  return getCookie(c, SIGNED_IN_HINT_COOKIE);
}
