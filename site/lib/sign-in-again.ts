import { loginPathReturningTo } from '../../domain/same-origin-path.ts';
import { ApiError } from './api-error.ts';

/** The sign-in page, returning to the page the visitor is on now. */
export function loginHere(): string {
  const { pathname, search, hash } = window.location;
  return loginPathReturningTo(`${pathname}${search}${hash}`);
}

/**
 * On an admin screen, a 401 means the session ended (signed out in another tab, expired): the next
 * action goes to the sign-in page, which brings the admin back here afterwards.
 */
export function signInAgainOn401(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (!window.location.pathname.startsWith('/admin')) return;
  window.location.assign(loginHere());
}
