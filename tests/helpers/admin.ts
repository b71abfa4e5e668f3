import { setUserRole } from '../../db/queries/users.ts';
import type { Role } from '../../domain/entities.ts';
import { signUp } from './accounts.ts';
import { expectRefused, type Also } from './refused.ts';
import { TEST_ORIGIN, type createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A signed-up account given `role` through the database (an admin as `npm run create-admin` would make one). */
export async function signUpAs(t: TestApp, role: Role, overrides: Record<string, unknown> = {}) {
  const account = await signUp(t, overrides);
  const user = await setUserRole(t.db, account.user.id, role);
  if (!user) throw new Error('Could not give the test account its role');
  return { ...account, user };
}

/** A signed-up account promoted to admin through the database, as `npm run create-admin` would. */
export function signUpAdmin(t: TestApp, overrides: Record<string, unknown> = {}) {
  return signUpAs(t, 'admin', overrides);
}

/** Sends an admin request signed out, then with `userCookie` (a non-admin): 401 then 403, and neither changes anything. */
export async function expectAdminOnly(t: TestApp, send: (cookie?: string) => Response | Promise<Response>, userCookie: string, also?: Also) {
  await expectRefused(t, () => send(), 401, 'Authentication required', also);
  await expectRefused(t, () => send(userCookie), 403, 'Admin access required', also);
}

/** A multipart upload as the browser's FormData would send it (to the editors' upload, or another image route). */
export function upload(t: TestApp, form: FormData, cookie?: string, path = '/api/upload/image') {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return t.app.request(path, { method: 'POST', headers, body: form });
}
