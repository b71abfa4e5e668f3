import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertSubmission } from '../db/queries/submissions.ts';
import { insertUser, setUserRole } from '../db/queries/users.ts';
import { sessions, submissions, users } from '../db/schema.ts';
import type { AdminUser } from '../domain/people.ts';
import { signUp } from './helpers/accounts.ts';
import { changeUserRole, deleteUser } from '../api/services/users.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { expectRefused, snapshot } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

const t = await createTestApp();
const admin = await signUpAdmin(t);

const setRole = (userId: number | string, role: unknown, cookie = admin.cookie) =>
  t.request('PATCH', `/api/admin/users/${userId}/role`, { body: { role }, cookie });
const remove = (userId: number | string, cookie = admin.cookie) => t.request('DELETE', `/api/admin/users/${userId}`, { cookie });

/** Leaves `keep` as the only admin. */
async function onlyAdmin(keep: number) {
  await t.db.update(users).set({ role: 'user' });
  await setUserRole(t.db, keep, 'admin');
}

describe('GET /api/admin/users', () => {
  it('lists users newest first, never with a password hash', async () => {
    const older = await insertUser(t.db, { email: 'older@example.org', passwordHash: 'secret-hash', firstName: 'Old', lastName: null });
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(eq(users.id, older!.id));
    const { user: newer } = await signUp(t);
    const res = await t.request('GET', '/api/admin/users', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/hash|secret/i);
    const list = JSON.parse(text) as AdminUser[];
    // The People screen's fields beside the public ones: the sign-up signed in, the older account never did.
    const people = { deactivatedAt: null, twoFactorEnabled: false, aiMonthlyBudgetUsd: null };
    expect(list[0]).toEqual({ ...newer, ...people, lastSignInAt: expect.any(String) });
    expect(list.at(-1)).toEqual({ ...older, ...people, lastSignInAt: null, createdAt: '2020-01-01T00:00:00.000Z' });
    expect(Object.keys(list[0]!).sort()).toEqual([
      'aiMonthlyBudgetUsd',
      'createdAt',
      'deactivatedAt',
      'email',
      'firstName',
      'id',
      'lastName',
      'lastSignInAt',
      'profileImageUrl',
      'role',
      'twoFactorEnabled',
    ]);
  });
});

describe('GET /api/admin/users/stats', () => {
  it('counts users and each role (regular users are those of role user)', async () => {
    const { user: editor } = await signUp(t);
    await setUserRole(t.db, editor.id, 'editor');
    const stats = (await (await t.request('GET', '/api/admin/users/stats', { cookie: admin.cookie })).json()) as Record<string, number>;
    const of = (role: 'admin' | 'editor' | 'contributor' | 'user') => t.db.$count(users, eq(users.role, role));
    expect(stats).toEqual({
      totalUsers: await t.db.$count(users),
      adminUsers: await of('admin'),
      editorUsers: 1,
      contributorUsers: 0,
      regularUsers: await of('user'),
    });
    expect(stats.adminUsers).toBeGreaterThan(0);
    expect(stats.regularUsers).toBeGreaterThan(0);
  });
});

describe('PATCH /api/admin/users/{userId}/role', () => {
  it('promotes and demotes, answering the message and the user, without a rebuild', async () => {
    const { user, cookie } = await signUp(t);
    const reasonsBefore = t.rebuild.reasons.length;
    const promoted = await setRole(user.id, 'admin');
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toEqual({ message: 'User role updated to admin', user: { ...user, role: 'admin' } });
    expect((await t.request('GET', '/api/admin/users', { cookie })).status).toBe(200);

    const demoted = await setRole(user.id, 'user');
    expect(await demoted.json()).toEqual({ message: 'User role updated to user', user: { ...user, role: 'user' } });
    expect((await t.request('GET', '/api/admin/users', { cookie })).status).toBe(403);
    expect(t.rebuild.reasons.length).toBe(reasonsBefore);
  });

  it('refuses to demote the last administrator', async () => {
    await onlyAdmin(admin.user.id);
    await expectRefused(t, () => setRole(admin.user.id, 'user'), 409, 'Cannot remove the last administrator');
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const second = await signUpAdmin(t);
    await onlyAdmin(admin.user.id);
    await setUserRole(t.db, second.user.id, 'admin');
    const results = await Promise.all([setRole(second.user.id, 'user', admin.cookie), setRole(admin.user.id, 'user', second.cookie)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await t.db.$count(users, eq(users.role, 'admin'))).toBe(1);
    await onlyAdmin(admin.user.id);
  });

  it('answers 400 for an unknown role or malformed id, 404 for an unknown user', async () => {
    const { user } = await signUp(t);
    await expectRefused(t, () => setRole(user.id, 'owner'), 400, "role: must be 'user', 'contributor', 'editor' or 'admin'");
    await expectRefused(t, () => setRole(user.id, undefined), 400, "role: must be 'user', 'contributor', 'editor' or 'admin'");
    await expectRefused(t, () => setRole('me', 'admin'), 400, /^userId: .*positive whole number/);
    await expectRefused(t, () => setRole(987654, 'admin'), 404, 'User not found');
  });
});

describe('DELETE /api/admin/users/{userId}', () => {
  it('deletes the user and their sessions, and keeps their submissions', async () => {
    const { user, cookie } = await signUp(t);
    const submission = await insertSubmission(t.db, {
      name: 'Kept',
      title: 't',
      categories: ['academic'],
      longevityContribution: 'c',
      submitterName: 'Ada',
      submitterEmail: user.email,
      submitterUserId: user.id,
    });
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
    const res = await remove(user.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'User deleted' });
    expect(await t.db.$count(users, eq(users.id, user.id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row).toMatchObject({ submitterUserId: null, submitterEmail: user.email });
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('deletes another admin while one remains', async () => {
    const other = await signUpAdmin(t);
    expect((await remove(other.user.id)).status).toBe(200);
  });

  it('refuses to delete your own account', async () => {
    await expectRefused(t, () => remove(admin.user.id), 409, 'You cannot delete your own account');
  });

  it('never deletes the last administrator, even when two admins delete each other at once', async () => {
    const other = await signUpAdmin(t);
    await onlyAdmin(admin.user.id);
    await setUserRole(t.db, other.user.id, 'admin');
    const results = await Promise.all([remove(other.user.id, admin.cookie), remove(admin.user.id, other.cookie)]);
    // The loser is refused as the last admin, or as signed out if its account was already gone.
    expect(results.map((res) => res.status).sort()).toEqual([200, expect.toBeOneOf([401, 409])]);
    expect(await t.db.$count(users, eq(users.role, 'admin'))).toBe(1);
  });

  it('refuses the last administrator with 409 whoever asks', async () => {
    await onlyAdmin(admin.user.id);
    // An actor whose role may change any role (so only the last-admin rule can refuse), called as services are.
    const { user: signedUp } = await signUp(t);
    const actor = { ...signedUp, role: 'admin' as const };
    const before = await snapshot(t);
    await expect(deleteUser(t.deps, { id: admin.user.id, actor })).rejects.toThrow('Cannot remove the last administrator');
    await expect(changeUserRole(t.deps, { id: admin.user.id, role: 'user', actor })).rejects.toThrow('Cannot remove the last administrator');
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    await expectRefused(t, () => remove(987654), 404, 'User not found');
    await expectRefused(t, () => remove('1.5'), 400, /positive whole number/);
  });
});
