import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../domain/activity.ts';
import type { PublicUser } from '../domain/entities.ts';
import { PEOPLE_MESSAGES } from '../domain/people.ts';
import { TOTP } from '../domain/second-factor.ts';
import { freshAddress, sessionCookieFrom, signIn } from './helpers/accounts.ts';
import { signUpAs } from './helpers/admin.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { testClock } from './helpers/clock.ts';
import { invitationTokenIn, resetTokenIn, waitForMessageTo } from './helpers/outbox.ts';
import { cookieJar, enrolTotp } from './helpers/second-factor.ts';
import { createSoftwareAuthenticator } from './helpers/software-authenticator.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * The activity log of issue 35 §5 through the API: role changes, invitations, factors added and
 * removed, recovery codes used (at sign-in, before any session exists) and renewed, passwords
 * changed and reset, sessions ended — each recorded with who acted AND their role at that moment,
 * and the whole story of one person read back with the log's person filter.
 */

const clock = testClock(Date.UTC(2026, 10, 28, 12, 0, 5));
const t = await createTestApp({}, { now: clock.now });
const admin = await signUpAs(t, 'admin');
const editor = await signUpAs(t, 'editor');

async function activity(query: string): Promise<ActivityEntry[]> {
  const res = await t.request('GET', `/api/admin/activity?${query}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as ActivityPage).entries;
}

/** Who did what, as the log shows it: action, actor's e-mail and the actor's role when they acted. */
const story = (entries: ActivityEntry[]) => entries.map((entry) => [entry.action, entry.actorEmail, entry.actorRole]).reverse();

describe('the activity log of people, second factors and sessions', () => {
  it("records each event with its actor and the actor's role, and tells one person's story through the person filter", async () => {
    const email = `lin-${Date.now()}@example.org`;
    const password = 'a long enough password';

    // An editor invites Lin as a contributor; Lin accepts; the editor makes Lin an editor.
    const invited = await t.request('POST', '/api/admin/users/invitations', { cookie: editor.cookie, body: { email, role: 'contributor' } });
    expect(invited.status).toBe(201);
    const token = invitationTokenIn(await waitForMessageTo(t, email, 1, PEOPLE_MESSAGES.invitationMailSubject('Longevity Experts')))!;
    const accepted = await t.request('POST', '/api/invitations/accept', { body: { token, password, firstName: 'Lin', lastName: 'Chen' } });
    expect(accepted.status).toBe(201);
    const lin = (await accepted.json()) as PublicUser;
    const linCookie = sessionCookieFrom(accepted)!;
    expect((await t.request('PATCH', `/api/admin/users/${lin.id}/role`, { cookie: editor.cookie, body: { role: 'editor' } })).status).toBe(200);

    // Lin turns on an authenticator app and adds a passkey (the session that enrols keeps going).
    const { recoveryCodes } = await enrolTotp(t, linCookie, clock.now());
    clock.advance(TOTP.periodSeconds * 1000);
    const jar = cookieJar(linCookie);
    const authenticator = createSoftwareAuthenticator(TEST_ORIGIN);
    const options = (await jar
      .absorb(await t.request('POST', '/api/account/passkeys/options', { cookie: jar.header() }))
      .json()) as PublicKeyCredentialCreationOptionsJSON;
    const added = await t.request('POST', '/api/account/passkeys', {
      cookie: jar.header(),
      body: { name: 'Laptop', response: authenticator.register(options) },
    });
    expect(added.status).toBe(200);
    const passkeyId = ((await added.json()) as { passkey: { id: string } }).passkey.id;

    // Lin signs in elsewhere with the password and a recovery code: no session exists until the code is accepted.
    const elsewhere = cookieJar();
    const address = freshAddress();
    elsewhere.absorb(await signIn(t, email, password, { headers: address }));
    const second = elsewhere.absorb(
      await t.request('POST', '/api/auth/login/second-factor', { cookie: elsewhere.header(), headers: address, body: { recoveryCode: recoveryCodes[0] } }),
    );
    expect(second.status).toBe(200);

    // Lin renews the codes and removes both factors; then ends one other session, and later all the others.
    const own = { cookie: jar.header(), body: { password } };
    expect((await t.request('POST', '/api/account/recovery-codes', own)).status).toBe(200);
    expect((await t.request('POST', `/api/account/passkeys/${passkeyId}/remove`, own)).status).toBe(200);
    expect((await t.request('POST', '/api/account/totp/remove', own)).status).toBe(200);
    expect(sessionCookieFrom(await signIn(t, email, password, { headers: freshAddress() }))).toBeDefined();
    const sessions = (await (await t.request('GET', '/api/account/sessions', { cookie: jar.header() })).json()) as Array<{ id: string; current: boolean }>;
    const other = sessions.find((session) => !session.current)!;
    expect((await t.request('DELETE', `/api/account/sessions/${other.id}`, { cookie: jar.header() })).status).toBe(200);
    expect(sessionCookieFrom(await signIn(t, email, password, { headers: freshAddress() }))).toBeDefined();
    expect((await t.request('POST', '/api/account/sessions/end-others', { cookie: jar.header() })).status).toBe(200);
    const newPassword = 'another long password';
    expect((await t.request('POST', '/api/account/password', { cookie: jar.header(), body: { currentPassword: password, newPassword } })).status).toBe(200);

    // An admin ends every session of Lin's account; Lin resets the password by e-mail, which ends every session too.
    expect((await t.request('DELETE', `/api/admin/users/${lin.id}/sessions`, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('POST', '/api/auth/forgot-password', { body: { email, ...(await answeredCaptcha(t)) }, headers: freshAddress() })).status).toBe(
      200,
    );
    const resetToken = resetTokenIn(await waitForMessageTo(t, email))!;
    expect((await t.request('POST', '/api/auth/reset-password', { body: { token: resetToken, password: 'a third long password' } })).status).toBe(200);

    expect(story(await activity(`personId=${lin.id}`))).toEqual([
      ['user.invited', editor.email, 'editor'],
      ['user.invitation_accepted', email, 'contributor'],
      ['user.role_changed', editor.email, 'editor'],
      ['user.second_factor_added', email, 'editor'],
      ['user.second_factor_added', email, 'editor'],
      ['user.recovery_code_used', email, 'editor'],
      ['user.recovery_codes_renewed', email, 'editor'],
      ['user.second_factor_removed', email, 'editor'],
      ['user.second_factor_removed', email, 'editor'],
      ['user.session_ended', email, 'editor'],
      ['user.sessions_ended', email, 'editor'],
      ['user.password_changed', email, 'editor'],
      ['user.sessions_ended', admin.email, 'admin'],
      ['user.password_reset', email, 'editor'],
    ]);
    // Every entry names its actor by id too, and is about Lin's account (or the invitation Lin accepted).
    for (const entry of await activity(`personId=${lin.id}`)) {
      expect(entry.actorUserId).toBe(entry.actorEmail === email ? lin.id : entry.actorEmail === editor.email ? editor.user.id : admin.user.id);
    }
    const [reset] = await activity(`personId=${lin.id}&action=user.password_reset`);
    expect(reset).toMatchObject({
      entityType: 'user',
      entityId: String(lin.id),
      summary: `${email} set a new password from an e-mailed link; every session ended`,
    });
  });

  it('records a withdrawn invitation with the role of who withdrew it, and keeps it out of anyone else’s story', async () => {
    const email = `withdrawn-${Date.now()}@example.org`;
    const res = await t.request('POST', '/api/admin/users/invitations', { cookie: editor.cookie, body: { email, role: 'contributor' } });
    const { invitation } = (await res.json()) as { invitation: { id: number } };
    expect((await t.request('DELETE', `/api/admin/users/invitations/${invitation.id}`, { cookie: admin.cookie })).status).toBe(200);
    const entries = (await activity('entityType=invitation')).filter((entry) => entry.entityId === String(invitation.id));
    expect(story(entries)).toEqual([
      ['user.invited', editor.email, 'editor'],
      ['user.invitation_revoked', admin.email, 'admin'],
    ]);
    // Filtered by the editor who invited: their own act is there; nobody accepted it, so it is nobody else's.
    expect((await activity(`personId=${editor.user.id}`)).some((entry) => entry.entityId === String(invitation.id))).toBe(true);
    expect((await activity(`personId=${admin.user.id}`)).filter((entry) => entry.entityId === String(invitation.id)).map((entry) => entry.action)).toEqual([
      'user.invitation_revoked',
    ]);
  });
});
