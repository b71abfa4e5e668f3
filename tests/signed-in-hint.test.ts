import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../domain/signed-in-hint.ts';
import { signIn, signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The readable "signed in" hint that lets pages skip GET /api/auth/user for anonymous visitors:
 * set with the session, cleared with it, corrected when it disagrees with the session.
 */

const t = await createTestApp();

/** The hint's Set-Cookie line, if the response set or cleared it. */
function hintLine(res: Response): string | undefined {
  return res.headers.getSetCookie().findLast((line) => line.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

function hintValue(res: Response): string | undefined {
  return hintLine(res)?.split(';')[0]?.split('=')[1];
}

function isCleared(res: Response): boolean {
  const line = hintLine(res) ?? '';
  return /Max-Age=0/i.test(line) || /Expires=Thu, 01 Jan 1970/i.test(line);
}

describe('the signed-in hint cookie', () => {
  it('is set with the role at sign-up and sign-in, readable by scripts, and expires with the session', async () => {
    const account = await signUp(t);
    const res = await signIn(t, account.email, account.password);
    expect(res.status).toBe(200);
    expect(hintValue(res)).toBe('user');
    const line = hintLine(res) ?? '';
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('session=')) ?? '';
    expect(line.match(/Expires=[^;]+/)?.[0]).toBe(session.match(/Expires=[^;]+/)?.[0]);
  });

  it('names the admin role for an administrator', async () => {
    const admin = await signUpAdmin(t);
    const res = await t.request('GET', '/api/auth/user', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    // The sign-up hint said 'user'; the promotion is noticed on the next request.
    expect(hintValue(res)).toBe('admin');
  });

  it('is left alone while it agrees with the session', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('GET', '/api/auth/user', { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=user` });
    expect(res.status).toBe(200);
    expect(hintLine(res)).toBeUndefined();
  });

  it('is cleared at sign-out', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('POST', '/api/auth/logout', { cookie });
    expect(res.status).toBe(200);
    expect(isCleared(res)).toBe(true);
  });

  it('is cleared when the session it hints at is no longer valid, or there is no session at all', async () => {
    const { cookie } = await signUp(t);
    await t.request('POST', '/api/auth/logout', { cookie });
    const stale = await t.request('GET', '/api/auth/user', { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=user` });
    expect(stale.status).toBe(401);
    expect(isCleared(stale)).toBe(true);
    const orphan = await t.request('GET', '/api/auth/user', { cookie: `${SIGNED_IN_HINT_COOKIE}=admin` });
    expect(orphan.status).toBe(401);
    expect(isCleared(orphan)).toBe(true);
  });
});
