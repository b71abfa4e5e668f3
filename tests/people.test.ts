import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../api/services/admin-account.ts';
import { changeUserRole, deactivateUser } from '../api/services/users.ts';
import { activityLog, invitations, users } from '../db/schema.ts';
import type { ActivityPage } from '../domain/activity.ts';
import { PEOPLE_MESSAGES, type AdminUser, type InvitationPreview, type PendingInvitation } from '../domain/people.ts';
import { sessionCookieFrom, signIn, signUp } from './helpers/accounts.ts';
import { signUpAdmin, signUpAs } from './helpers/admin.ts';
import { testClock } from './helpers/clock.ts';
import { invitationTokenIn, waitForMessageTo } from './helpers/outbox.ts';
import { expectRefused, snapshot } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The People screen's API (issue 35): invitations by e-mail with a role (single use, 7 days,
 * stored hashed), role changes never above one's own, deactivation that ends every session at
 * once, last sign-in, and the activity entries with the actor's role, filtered by person.
 */

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
const t = await createTestApp({}, { now: clock.now });
const admin = await signUpAdmin(t);
const editor = await signUpAs(t, 'editor');
const contributor = await signUpAs(t, 'contributor');

const SUBJECT = PEOPLE_MESSAGES.invitationMailSubject('Longevity Experts');
let serial = 0;
const newAddress = () => `invitee${++serial}-${Date.now()}@example.org`;

/** Invitations and the activity log: what a refused request must leave alone besides the snapshot's tables. */
const peopleRows = async () => ({ invitations: await t.db.select().from(invitations), activity: await t.db.select().from(activityLog) });

function invite(body: unknown, cookie = admin.cookie) {
  return t.request('POST', '/api/admin/users/invitations', { body, cookie });
}

function accept(token: string, overrides: Record<string, unknown> = {}) {
  return t.request('POST', '/api/invitations/accept', {
    body: { token, password: 'a long enough password', firstName: 'Grace', lastName: 'Hopper', ...overrides },
  });
}

/** Invites `email` as `role` and answers the link's token read from the e-mail. */
async function invitedToken(email: string, role: string, cookie = admin.cookie): Promise<string> {
  const res = await invite({ email, role }, cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  const token = invitationTokenIn(await waitForMessageTo(t, email, 1, SUBJECT));
  if (!token) throw new Error('No link in the invitation');
  return token;
}

async function people(): Promise<AdminUser[]> {
  return (await (await t.request('GET', '/api/admin/users', { cookie: admin.cookie })).json()) as AdminUser[];
}

async function activity(query: string): Promise<ActivityPage> {
  return (await (await t.request('GET', `/api/admin/activity?${query}`, { cookie: admin.cookie })).json()) as ActivityPage;
}

describe('invitations', () => {
  it('mails a single-use link, shows what it offers, and accepting creates the account with its role and signs in', async () => {
    const email = newAddress();
    const res = await invite({ email, role: 'editor' });
    expect(res.status).toBe(201);
    const { message, invitation } = (await res.json()) as { message: string; invitation: PendingInvitation };
    expect(message).toBe(`Invitation sent to ${email}`);
    expect(invitation).toMatchObject({ email, role: 'editor', invitedByEmail: admin.email });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * DAY);

    const mail = await waitForMessageTo(t, email, 1, SUBJECT);
    expect(mail).toContain(`${admin.email} invites you to join Longevity Experts as editor.`);
    const token = invitationTokenIn(mail)!;
    // Only the token's hash is stored.
    const stored = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = (await (await t.request('GET', '/api/admin/users/invitations', { cookie: admin.cookie })).json()) as { invitations: PendingInvitation[] };
    expect(listed.invitations.map((pending) => pending.email)).toContain(email);

    const preview = await t.request('GET', `/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect((await preview.json()) as InvitationPreview).toEqual({ email, role: 'editor', expiresAt: invitation.expiresAt });

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    const user = (await accepted.json()) as AdminUser;
    expect(user).toMatchObject({ email, role: 'editor', firstName: 'Grace', lastName: 'Hopper' });
    const cookie = sessionCookieFrom(accepted)!;
    expect(await (await t.request('GET', '/api/auth/user', { cookie })).json()).toMatchObject({ email, role: 'editor' });
    // An editor may open the admin area's editor screens.
    expect((await t.request('GET', '/api/admin/submissions', { cookie })).status).toBe(200);
    expect((await people()).find((person) => person.email === email)).toMatchObject({ role: 'editor', lastSignInAt: clock.now().toISOString() });

    const listedAfter = (await (await t.request('GET', '/api/admin/users/invitations', { cookie: admin.cookie })).json()) as {
      invitations: PendingInvitation[];
    };
    expect(listedAfter.invitations.map((pending) => pending.email)).not.toContain(email);

    const entries = await activity(`personId=${user.id}`);
    // The person's story starts with the invitation they accepted.
    expect(entries.entries.map((entry) => [entry.action, entry.actorRole])).toEqual([
      ['user.invitation_accepted', 'editor'],
      ['user.invited', 'admin'],
    ]);
    expect(entries.entries[1]).toMatchObject({ actorUserId: admin.user.id, summary: `Invited ${email} as editor` });
  });

  it('refuses a replayed link, changing nothing', async () => {
    const token = await invitedToken(newAddress(), 'contributor');
    expect((await accept(token)).status).toBe(201);
    await expectRefused(t, () => accept(token, { firstName: 'Replay' }), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
    await expectRefused(t, () => t.request('GET', `/api/invitations/${token}`), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
  });

  it('refuses a link after its seven days, changing nothing', async () => {
    const token = await invitedToken(newAddress(), 'contributor');
    clock.advance(7 * DAY + 1000);
    try {
      await expectRefused(t, () => accept(token), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
      await expectRefused(t, () => t.request('GET', `/api/invitations/${token}`), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
    } finally {
      clock.advance(-(7 * DAY + 1000));
    }
  });

  it('refuses a made-up or malformed token and a short password, changing nothing', async () => {
    await expectRefused(t, () => accept('A'.repeat(43)), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
    await expectRefused(t, () => accept('not-a-token'), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
    const token = await invitedToken(newAddress(), 'contributor');
    await expectRefused(t, () => accept(token, { password: 'short' }), 400, /at least/, peopleRows);
    expect((await accept(token)).status).toBe(201);
  });

  it('lets only one of two accepts of the same link at once create an account', async () => {
    const email = newAddress();
    const token = await invitedToken(email, 'contributor');
    const results = await Promise.all([accept(token), accept(token, { firstName: 'Twin' })]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(await t.db.$count(users, eq(users.email, email))).toBe(1);
  });

  it('refuses an address that already has an account (409), and a new invitation replaces the old link', async () => {
    await expectRefused(t, () => invite({ email: contributor.email, role: 'editor' }), 409, PEOPLE_MESSAGES.alreadyMember, peopleRows);
    const email = newAddress();
    const first = await invitedToken(email, 'contributor');
    expect((await invite({ email, role: 'editor' })).status).toBe(201);
    const second = invitationTokenIn(await waitForMessageTo(t, email, 2, SUBJECT))!;
    await expectRefused(t, () => accept(first), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
    expect(await (await accept(second)).json()).toMatchObject({ role: 'editor' });
  });

  it('lets an editor invite up to editor, never an admin, and a contributor not at all', async () => {
    await expectRefused(t, () => invite({ email: newAddress(), role: 'admin' }, editor.cookie), 403, PEOPLE_MESSAGES.cannotGrant, peopleRows);
    await expectRefused(
      t,
      () => invite({ email: newAddress(), role: 'contributor' }, contributor.cookie),
      403,
      'Your role (contributor) does not allow this (people.invite)',
      peopleRows,
    );
    const token = await invitedToken(newAddress(), 'editor', editor.cookie);
    expect(await (await accept(token)).json()).toMatchObject({ role: 'editor' });
    const entry = (await activity(`personId=${editor.user.id}&action=user.invited`)).entries[0];
    expect(entry).toMatchObject({ actorUserId: editor.user.id, actorRole: 'editor' });
  });

  it('withdraws a pending invitation, whose link then fails; an editor cannot withdraw an admin invitation', async () => {
    const email = newAddress();
    const token = await invitedToken(email, 'admin');
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    await expectRefused(
      t,
      () => t.request('DELETE', `/api/admin/users/invitations/${row!.id}`, { cookie: editor.cookie }),
      403,
      PEOPLE_MESSAGES.cannotGrant,
      peopleRows,
    );
    expect((await t.request('DELETE', `/api/admin/users/invitations/${row!.id}`, { cookie: admin.cookie })).status).toBe(200);
    await expectRefused(t, () => accept(token), 400, PEOPLE_MESSAGES.invitationInvalid, peopleRows);
    await expectRefused(
      t,
      () => t.request('DELETE', `/api/admin/users/invitations/${row!.id}`, { cookie: admin.cookie }),
      404,
      PEOPLE_MESSAGES.invitationNotFound,
      peopleRows,
    );
  });
});

describe('roles', () => {
  const setRole = (userId: number, role: string, cookie: string) => t.request('PATCH', `/api/admin/users/${userId}/role`, { body: { role }, cookie });

  it('lets an editor give roles up to editor, never admin, and never change an admin; each change is logged with the actor and their role', async () => {
    const { user } = await signUp(t);
    expect((await setRole(user.id, 'contributor', editor.cookie)).status).toBe(200);
    await expectRefused(t, () => setRole(user.id, 'admin', editor.cookie), 403, PEOPLE_MESSAGES.cannotGrant, peopleRows);
    await expectRefused(t, () => setRole(admin.user.id, 'user', editor.cookie), 403, PEOPLE_MESSAGES.cannotGrant, peopleRows);
    await expectRefused(t, () => setRole(user.id, 'editor', contributor.cookie), 403, /does not allow this/, peopleRows);
    const page = await activity(`personId=${user.id}`);
    expect(page.entries).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actorUserId: editor.user.id,
        actorRole: 'editor',
        before: { role: 'user' },
        after: { role: 'contributor' },
      }),
    ]);
  });

  it('filters the log by person: what they did and what was done to their account', async () => {
    const person = await signUpAs(t, 'editor');
    await setRole(contributor.user.id, 'contributor', person.cookie);
    await setRole(person.user.id, 'contributor', admin.cookie);
    const page = await activity(`personId=${person.user.id}`);
    expect(page.entries.map((entry) => [entry.action, entry.actorEmail, entry.actorRole])).toEqual([
      ['user.role_changed', admin.email, 'admin'],
      ['user.role_changed', person.email, 'editor'],
    ]);
  });
});

describe('deactivation', () => {
  const deactivate = (userId: number, cookie = admin.cookie) => t.request('POST', `/api/admin/users/${userId}/deactivate`, { cookie });

  it('ends every session at once (an old cookie answers 401), refuses sign-in, and reactivation lets them in again', async () => {
    const person = await signUpAs(t, 'contributor');
    const second = sessionCookieFrom(await signIn(t, person.email, person.password))!;
    const res = await deactivate(person.user.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: PEOPLE_MESSAGES.deactivated, user: { id: person.user.id, deactivatedAt: clock.now().toISOString() } });
    for (const cookie of [person.cookie, second]) {
      await expectRefused(t, () => t.request('GET', '/api/admin/articles', { cookie }), 401, 'Authentication required');
      expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    }
    await expectRefused(t, () => signIn(t, person.email, person.password), 403, PEOPLE_MESSAGES.accountDeactivated);
    // A wrong password is told nothing more than for anyone else.
    await expectRefused(t, () => signIn(t, person.email, 'wrong password here'), 401, 'Invalid email or password');
    await expectRefused(t, () => deactivate(person.user.id), 409, PEOPLE_MESSAGES.alreadyDeactivated);

    expect((await t.request('POST', `/api/admin/users/${person.user.id}/reactivate`, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/user', { cookie: second })).status).toBe(401);
    expect((await signIn(t, person.email, person.password)).status).toBe(200);
    const actions = (await activity(`personId=${person.user.id}`)).entries.map((entry) => [entry.action, entry.actorRole]);
    expect(actions).toEqual([
      ['user.reactivated', 'admin'],
      ['user.deactivated', 'admin'],
    ]);
  });

  it('refuses your own account, an editor, and the last active administrator', async () => {
    const { user } = await signUp(t);
    await expectRefused(t, () => deactivate(admin.user.id), 409, PEOPLE_MESSAGES.selfDeactivate, peopleRows);
    await expectRefused(t, () => deactivate(user.id, editor.cookie), 403, 'Your role (editor) does not allow this (people.manage)', peopleRows);
    await expectRefused(t, () => deactivate(987654), 404, 'User not found', peopleRows);
    // Whoever asks (here through the service, as an admin who is not the target), the last active admin stays.
    const other = await signUpAdmin(t);
    expect((await deactivate(other.user.id)).status).toBe(200);
    const before = await snapshot(t, peopleRows);
    const actor = { ...other.user, role: 'admin' as const };
    await expect(deactivateUser(t.deps, { id: admin.user.id, actor })).rejects.toThrow('Cannot remove the last administrator');
    // A deactivated admin is no way in: the only active one cannot be demoted either.
    await expect(changeUserRole(t.deps, { id: admin.user.id, role: 'editor', actor })).rejects.toThrow('Cannot remove the last administrator');
    expect(await snapshot(t, peopleRows)).toEqual(before);
    await t.db.delete(users).where(eq(users.id, other.user.id));
  });
});

describe('a way in', () => {
  it('lets the operator’s ADMIN_EMAIL at start-up reactivate a deactivated admin', async () => {
    const other = await signUpAdmin(t);
    expect((await t.request('POST', `/api/admin/users/${other.user.id}/deactivate`, { cookie: admin.cookie })).status).toBe(200);
    await expectRefused(t, () => signIn(t, other.email, other.password), 403, PEOPLE_MESSAGES.accountDeactivated);
    expect(await ensureAdminAccount(t.deps, { email: other.email, password: 'the operator password' })).toEqual({ action: 'reset', email: other.email });
    expect((await signIn(t, other.email, 'the operator password')).status).toBe(200);
  });
});

describe('the list', () => {
  it('shows last sign-in, deactivation, the second factor and the AI budget of each person', async () => {
    const person = await signUp(t);
    clock.advance(60_000);
    const later = clock.now().toISOString();
    expect((await signIn(t, person.email, person.password)).status).toBe(200);
    const row = (await people()).find((entry) => entry.id === person.user.id);
    expect(row).toMatchObject({ lastSignInAt: later, deactivatedAt: null, twoFactorEnabled: false, aiMonthlyBudgetUsd: null });
  });
});
