import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { Config } from './config.ts';

/** The session cookie: HttpOnly so scripts never see it, SameSite=Lax against cross-site posts, Secure over https. */
export const SESSION_COOKIE = 'session';

function attributes(config: Pick<Config, 'secureCookies'>): CookieOptions {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: config.secureCookies };
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, config: Pick<Config, 'secureCookies'>, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, { ...attributes(config), expires: expiresAt });
}

export function deleteSessionCookie(c: Context, config: Pick<Config, 'secureCookies'>): void {
  deleteCookie(c, SESSION_COOKIE, attributes(config));
}
