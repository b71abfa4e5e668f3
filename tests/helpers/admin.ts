import { expect } from 'vitest';
import { setUserRole } from '../../db/queries/users.ts';
import { experts, sessions, storedImages, submissions, users } from '../../db/schema.ts';
import { signUp } from './accounts.ts';
import { TEST_ORIGIN, type createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A signed-up account promoted to admin through the database, as `npm run create-admin` would. */
export async function signUpAdmin(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await signUp(t, overrides);
  const user = await setUserRole(t.db, account.user.id, 'admin');
  if (!user) throw new Error('Could not promote the test account');
  return { ...account, user };
}

/** Every row an admin call could touch, to prove a refused call changed nothing. */
export async function snapshot(t: TestApp) {
  const [e, s, u, sess, img] = await Promise.all([
    t.db.select().from(experts).orderBy(experts.id),
    t.db.select().from(submissions).orderBy(submissions.id),
    t.db.select().from(users).orderBy(users.id),
    t.db.select({ id: sessions.id, userId: sessions.userId }).from(sessions).orderBy(sessions.id),
    t.db.select().from(storedImages).orderBy(storedImages.id),
  ]);
  return { experts: e, submissions: s, users: u, sessions: sess, storedImages: img, rebuilds: [...t.rebuild.reasons] };
}

/** Runs a request that must be refused and checks its status, message and that nothing changed (rebuild requests included). */
export async function expectRefused(t: TestApp, send: () => Response | Promise<Response>, status: number, message?: string | RegExp) {
  const before = await snapshot(t);
  const res = await send();
  const body = (await res.json()) as { message: string };
  const expected = message instanceof RegExp ? expect.stringMatching(message) : (message ?? expect.any(String));
  expect({ status: res.status, message: body.message }).toEqual({ status, message: expected });
  expect(await snapshot(t)).toEqual(before);
  return body;
}

/** A multipart upload as the browser's FormData would send it. */
export function upload(t: TestApp, form: FormData, cookie?: string) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return t.app.request('/api/upload/image', { method: 'POST', headers, body: form });
}
