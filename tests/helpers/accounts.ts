import type { PublicUser } from '../../domain/entities.ts';
import { answeredCaptcha } from './captcha.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let sequence = 0;
let addresses = 0;

/** A client address no request has come from yet, so one test's attempts never count against another's limits. */
export function freshAddress(): Record<string, string> {
  addresses += 1;
  return { 'X-Test-Client': `198.51.100.${addresses}` };
}

/** The `session=...` pair a response set, for the next request's Cookie header; undefined if none was set. */
export function sessionCookieFrom(res: Response): string | undefined {
  const line = res.headers.getSetCookie().findLast((cookie) => cookie.startsWith('session='));
  return line?.split(';')[0];
}

/**
 * Creates an account through POST /api/auth/register, then signs in through POST /api/auth/login
 * (so the password is proven to work) and answers that session's cookie. Each comes from its own
 * address, so helpers never use up a test's limits.
 */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const body = {
    email: `user${sequence}-${Date.now()}@example.org`,
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const address = freshAddress();
  // A new account is signed in by its sign-up: the session is the one register started.
  const registered = await t.request('POST', '/api/auth/register', { body: { ...body, ...(await answeredCaptcha(t)) }, headers: address });
  if (registered.status !== 202) throw new Error(`Sign-up failed: ${registered.status} ${await registered.text()}`);
  const cookie = sessionCookieFrom(registered);
  const { user } = (await registered.json()) as { user: PublicUser | null };
  if (!cookie || !user) throw new Error('Sign-up started no session');
  return { user, cookie, email: body.email as string, password: body.password as string };
}

/** POST /api/auth/login with a solved captcha. */
export async function signIn(t: TestApp, email: string, password: string, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return t.request('POST', '/api/auth/login', { ...options, body: { email, password, ...(await answeredCaptcha(t)) } });
}
