import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, passkeys, sessions } from '../db/schema.ts';
import { SECOND_FACTOR_LIMITS, SECOND_FACTOR_MESSAGES } from '../domain/second-factor.ts';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { freshAddress, sessionCookieFrom, signIn, signUp } from './helpers/accounts.ts';
import { testClock } from './helpers/clock.ts';
import { cookieJar, enrolTotp } from './helpers/second-factor.ts';
import { createSoftwareAuthenticator } from './helpers/software-authenticator.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * Passkeys through the API with real WebAuthn responses from a software authenticator
 * (tests/helpers/software-authenticator.ts): added from the account, used alone or as the second
 * step, listed and removed; challenges are single-use, bound to the browser's cookie and expire.
 */

const clock = testClock(Date.UTC(2026, 10, 28, 12, 0, 5));
const t = await createTestApp({}, { now: clock.now });

type Jar = ReturnType<typeof cookieJar>;

async function post(jar: Jar, path: string, body?: unknown) {
  return jar.absorb(await t.request('POST', path, { cookie: jar.header(), body }));
}

/** A signed-up person with a passkey on their authenticator, added from their session. */
async function withPasskey() {
  const account = await signUp(t);
  const jar = cookieJar(account.cookie);
  const authenticator = createSoftwareAuthenticator(TEST_ORIGIN);
  const options = (await (await post(jar, '/api/account/passkeys/options')).json()) as PublicKeyCredentialCreationOptionsJSON;
  const added = await post(jar, '/api/account/passkeys', { name: 'Laptop', response: authenticator.register(options) });
  if (added.status !== 200) throw new Error(`Adding the passkey failed: ${added.status} ${await added.text()}`);
  return { ...account, jar, authenticator, added: (await added.json()) as { passkey: { id: string }; recoveryCodes: string[] | null } };
}

async function signInOptions(jar: Jar) {
  const res = await post(jar, '/api/auth/passkey/options');
  expect(res.status).toBe(200);
  return (await res.json()) as PublicKeyCredentialRequestOptionsJSON;
}

describe('adding a passkey', () => {
  it('registers the credential for SITE_URL, with recovery codes for an account that had none, and ends other sessions', async () => {
    const account = await signUp(t);
    const other = sessionCookieFrom(await signIn(t, account.email, account.password, { headers: freshAddress() }))!;
    const jar = cookieJar(account.cookie);
    const authenticator = createSoftwareAuthenticator(TEST_ORIGIN);
    const optionsRes = await post(jar, '/api/account/passkeys/options');
    const options = (await optionsRes.json()) as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp).toEqual({ name: 'Longevity Experts', id: 'localhost' });
    expect(options.user.name).toBe(account.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(optionsRes.headers.getSetCookie().find((line) => line.startsWith('webauthn_challenge='))).toMatch(/HttpOnly; SameSite=Lax$/);

    const res = await post(jar, '/api/account/passkeys', { name: 'Laptop', response: authenticator.register(options) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { passkey: { id: string; name: string }; recoveryCodes: string[] };
    expect(body.passkey.name).toBe('Laptop');
    expect(body.recoveryCodes).toHaveLength(10);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, account.user.id));
    expect(row?.id).toBe(body.passkey.id);
    expect((await t.request('GET', '/api/auth/user', { cookie: other })).status).toBe(401);
    const status = (await (await t.request('GET', '/api/account/second-factor', { cookie: jar.header() })).json()) as { passkeys: unknown[] };
    expect(status.passkeys).toEqual([{ id: body.passkey.id, name: 'Laptop', createdAt: clock.now().toISOString(), lastUsedAt: null }]);
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(account.user.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['user.second_factor_added']);
  });

  it('gives no new recovery codes to an account that has them, and names a passkey after the browser by default', async () => {
    const account = await signUp(t);
    await enrolTotp(t, account.cookie, clock.now());
    const jar = cookieJar(account.cookie);
    const authenticator = createSoftwareAuthenticator(TEST_ORIGIN);
    const options = (await (await post(jar, '/api/account/passkeys/options')).json()) as PublicKeyCredentialCreationOptionsJSON;
    const res = jar.absorb(
      await t.request('POST', '/api/account/passkeys', {
        cookie: jar.header(),
        body: { response: authenticator.register(options) },
        headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36' },
      }),
    );
    expect(await res.json()).toMatchObject({ passkey: { name: 'Chrome 141 on Linux' }, recoveryCodes: null });
  });

  it("refuses a response without this browser's challenge, or for another challenge, and adds nothing", async () => {
    const account = await signUp(t);
    const jar = cookieJar(account.cookie);
    const authenticator = createSoftwareAuthenticator(TEST_ORIGIN);
    const first = (await (await post(jar, '/api/account/passkeys/options')).json()) as PublicKeyCredentialCreationOptionsJSON;
    const response = authenticator.register(first);
    // The same person asks again (a second tab): the cookie now names the newer challenge.
    await post(jar, '/api/account/passkeys/options');
    const other = await post(jar, '/api/account/passkeys', { response });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.passkeyRefused });
    // That challenge is used up by the refusal, and the cookie with it.
    const again = await post(jar, '/api/account/passkeys', { response });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.challengeMissing });
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, account.user.id))).toEqual([]);
  });

  it('refuses a response for another origin, and a malformed body with 400', async () => {
    const account = await signUp(t);
    const jar = cookieJar(account.cookie);
    const phisher = createSoftwareAuthenticator('https://longevity-experts.example.net');
    const options = (await (await post(jar, '/api/account/passkeys/options')).json()) as PublicKeyCredentialCreationOptionsJSON;
    expect((await post(jar, '/api/account/passkeys', { response: phisher.register(options) })).status).toBe(400);
    const malformed = await post(jar, '/api/account/passkeys', { response: { id: 'x' } });
    expect(malformed.status).toBe(400);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, account.user.id))).toEqual([]);
    expect((await t.request('POST', '/api/account/passkeys/options')).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('alone: a discoverable credential names its account, and the session counts as having given the factor', async () => {
    const { authenticator, user } = await withPasskey();
    const browser = cookieJar();
    const options = await signInOptions(browser);
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    const res = await post(browser, '/api/auth/passkey', { response: authenticator.authenticate(options) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }).id).toBe(user.id);
    const me = await t.request('GET', '/api/auth/user', { cookie: browser.header() });
    expect(me.status).toBe(200);
    const id = /session=([a-z2-7]+)\./.exec(browser.header())![1]!;
    expect((await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.secondFactor).toBe('passkey');
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toEqual(clock.now());
  });

  it("as the second step after the password: only the account's own passkeys, and the pending sign-in used up", async () => {
    const { authenticator, user, email, password } = await withPasskey();
    const browser = cookieJar();
    const step = browser.absorb(await signIn(t, email, password, { headers: freshAddress() }));
    expect(await step.json()).toEqual({ secondFactorRequired: true, methods: ['passkey', 'recovery_code'] });
    const options = await signInOptions(browser);
    expect(options.allowCredentials?.map((entry) => entry.id)).toEqual([authenticator.credentials[0]!.id.toString('base64url')]);
    const res = await post(browser, '/api/auth/passkey', { response: authenticator.authenticate(options) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }).id).toBe(user.id);
    expect(browser.has('pending_sign_in')).toBe(false);
  });

  it("refuses another account's passkey at the second step", async () => {
    const mine = await withPasskey();
    const theirs = await withPasskey();
    const browser = cookieJar();
    browser.absorb(await signIn(t, mine.email, mine.password, { headers: freshAddress() }));
    const options = await signInOptions(browser);
    // Their authenticator signs this browser's challenge with their credential.
    const forged = theirs.authenticator.authenticate({ ...options, allowCredentials: [] });
    const res = await post(browser, '/api/auth/passkey', { response: forged });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.passkeyRefused });
    expect(browser.has('session')).toBe(false);
  });

  it('refuses a response for another challenge, a used challenge and an expired one, changing nothing', async () => {
    const { authenticator, user } = await withPasskey();
    const browser = cookieJar();
    const elsewhere = cookieJar();
    const mine = await signInOptions(browser);
    const theirs = await signInOptions(elsewhere);
    // A response made for the other browser's challenge, sent with this browser's cookie.
    const forOther = await post(browser, '/api/auth/passkey', { response: authenticator.authenticate(theirs) });
    expect(forOther.status).toBe(400);
    expect(await forOther.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.passkeyRefused });
    // This browser's challenge was used up by that attempt.
    const late = await post(browser, '/api/auth/passkey', { response: authenticator.authenticate(mine) });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.challengeMissing });

    const expiring = cookieJar();
    const options = await signInOptions(expiring);
    clock.advance(SECOND_FACTOR_LIMITS.challengeMs);
    const expired = await post(expiring, '/api/auth/passkey', { response: authenticator.authenticate(options) });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.challengeMissing });
    expect(browser.has('session') || expiring.has('session')).toBe(false);
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(1);
  });

  it('refuses a passkey this site does not know, and a replayed assertion', async () => {
    const { authenticator } = await withPasskey();
    const stranger = createSoftwareAuthenticator(TEST_ORIGIN);
    // A credential made for this rpID somewhere else: this site never registered it.
    stranger.register({
      rp: { id: 'localhost', name: 'Elsewhere' },
      user: { id: 'AAAA', name: 'x', displayName: 'x' },
      challenge: 'AAAA',
      pubKeyCredParams: [],
    });
    const browser = cookieJar();
    const unknown = await post(browser, '/api/auth/passkey', { response: stranger.authenticate(await signInOptions(browser)) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.passkeyUnknown });

    const options = await signInOptions(browser);
    const response = authenticator.authenticate(options);
    expect((await post(browser, '/api/auth/passkey', { response })).status).toBe(200);
    const replayer = cookieJar();
    await signInOptions(replayer);
    expect((await post(replayer, '/api/auth/passkey', { response })).status).toBe(400);
  });
});

describe('removing a passkey', () => {
  it('asks for the password, then removes it, its recovery codes when it was the last factor, and the other sessions', async () => {
    const { jar, added, user, password, email, authenticator } = await withPasskey();
    const other = cookieJar();
    await post(other, '/api/auth/passkey', { response: authenticator.authenticate(await signInOptions(other)) });
    const path = `/api/account/passkeys/${added.passkey.id}/remove`;
    expect((await post(jar, path, { password: 'wrong password' })).status).toBe(403);
    expect((await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).length).toBe(1);
    expect((await post(jar, '/api/account/passkeys/unknown-id/remove', { password })).status).toBe(404);

    const res = await post(jar, path, { password });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    expect((await t.request('GET', '/api/auth/user', { cookie: other.header() })).status).toBe(401);
    const status = (await (await t.request('GET', '/api/account/second-factor', { cookie: jar.header() })).json()) as { recoveryCodesLeft: number };
    expect(status.recoveryCodesLeft).toBe(0);
    const actions = (
      await t.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entityId, String(user.id)))
    ).map((entry) => entry.action);
    expect(actions).toEqual(['user.second_factor_added', 'user.second_factor_removed']);
    expect(sessionCookieFrom(await signIn(t, email, password, { headers: freshAddress() }))).toBeDefined();
  });
});
