import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createNodeMailer } from '../api/adapters/mail/node-select.ts';
import { parseConfig } from '../api/config.ts';
import { findOrcidAccount } from '../db/queries/orcid.ts';
import { activityLog, sessions } from '../db/schema.ts';
import { ORCID_ERRORS, ORCID_MESSAGES, ORCID_RETURN } from '../domain/orcid.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { callback, orcidRoundTrip, redirectedTo, startOrcid } from './helpers/orcid-flow.ts';
import { ORCID_TEST_CLIENT, startOrcidServer } from './helpers/orcid-server.ts';
import { cookieJar, enrolTotp } from './helpers/second-factor.ts';
import { startSmtpServer } from './helpers/smtp-server.ts';
import { createTestApp, TEST_ORIGIN } from './helpers/test-app.ts';

/**
 * Signing in with ORCID (issue 36 §1) against a loopback server that speaks ORCID's OAuth 2.0: the
 * state is bound to the browser and used once, the code is exchanged with the client secret in a
 * form body, a cancel and a refused code land on pages that say so, an iD signs in the account it
 * is linked to (and that account still gives its second factor), and without the settings every
 * route answers 503.
 */

const orcid = await startOrcidServer({ orcid: '0000-0002-1825-0097', name: 'Josiah Carberry' });
const smtp = await startSmtpServer();
afterAll(orcid.close);
afterAll(() => smtp.stop());

const env = { ...orcid.env(TEST_ORIGIN), SMTP_URL: smtp.url, MAIL_FROM: 'Longevity Experts <no-reply@experts.example.org>' };
const t = await createTestApp(env, { mail: createNodeMailer(parseConfig({ ...env, SITE_URL: TEST_ORIGIN }), '/nonexistent/outbox') });

let people = 0;
/** A person at ORCID no account has linked yet. */
function newOrcidPerson(name: string | null = 'Sofia Garcia ') {
  people += 1;
  orcid.control.person = { orcid: `0000-0003-${String(1000 + people).padStart(4, '0')}-000X`, name };
  return orcid.control.person;
}

function sessionCookie(jar: ReturnType<typeof cookieJar>): boolean {
  return jar.has('session');
}

describe('the ORCID sign-in', () => {
  it('sends the browser to ORCID with the client, the /authenticate scope, the callback and a state bound to this browser', async () => {
    const jar = cookieJar();
    const authorize = new URL(await startOrcid(t, jar));
    expect(authorize.origin + authorize.pathname).toBe(`${orcid.baseUrl}/oauth/authorize`);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      client_id: ORCID_TEST_CLIENT.id,
      response_type: 'code',
      scope: '/authenticate',
      redirect_uri: `${TEST_ORIGIN}/api/auth/orcid/callback`,
    });
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.header()).toContain(`orcid_state=${params.state}`);
  });

  it('exchanges the code at the token endpoint with the client secret in a form body', async () => {
    newOrcidPerson();
    const before = orcid.tokenRequests.length;
    await orcidRoundTrip(t, orcid, cookieJar());
    const [request] = orcid.tokenRequests.slice(before);
    expect(request).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      status: 200,
      form: {
        client_id: ORCID_TEST_CLIENT.id,
        client_secret: ORCID_TEST_CLIENT.secret,
        grant_type: 'authorization_code',
        redirect_uri: `${TEST_ORIGIN}/api/auth/orcid/callback`,
      },
    });
  });

  it('refuses a state this browser did not start, and uses a state once', async () => {
    newOrcidPerson();
    const mine = cookieJar();
    const callbackUrl = await orcid.decide(await startOrcid(t, mine), 'approve');
    const before = orcid.tokenRequests.length;

    // Another browser (no state cookie, or the cookie of its own sign-in) cannot finish it.
    expect(redirectedTo(await callback(t, cookieJar(), callbackUrl))).toBe(ORCID_RETURN.failed('expired', null));
    const other = cookieJar();
    await startOrcid(t, other);
    expect(redirectedTo(await callback(t, other, callbackUrl))).toBe(ORCID_RETURN.failed('expired', null));
    expect(orcid.tokenRequests.length).toBe(before);

    // This browser finishes it once...
    const copy = mine.header();
    expect(redirectedTo(await callback(t, mine, callbackUrl))).toBe(ORCID_RETURN.signUp);
    expect(orcid.tokenRequests.length).toBe(before + 1);
    // ...and the same address with the same cookie again does nothing: the state is used.
    const replay = cookieJar(copy);
    expect(redirectedTo(await callback(t, replay, callbackUrl))).toBe(ORCID_RETURN.failed('expired', null));
    expect(orcid.tokenRequests.length).toBe(before + 1);
  });

  it('lands on a page that says so when the person cancels at ORCID (access_denied), asking ORCID nothing', async () => {
    const before = orcid.tokenRequests.length;
    const jar = cookieJar();
    const res = await orcidRoundTrip(t, orcid, jar, { decision: 'deny' });
    expect(redirectedTo(res)).toBe('/login?orcid=cancelled');
    expect(orcid.tokenRequests.length).toBe(before);
    expect(sessionCookie(jar)).toBe(false);
    expect(ORCID_ERRORS.cancelled).toMatch(/cancelled/);
  });

  it('turns invalid_grant (a wrong or a reused code) into a clear message, never a 500', async () => {
    newOrcidPerson();
    const wrong = cookieJar();
    const tampered = new URL(await orcid.decide(await startOrcid(t, wrong), 'approve'));
    tampered.searchParams.set('code', 'zzzzzz');
    expect(redirectedTo(await callback(t, wrong, tampered.toString()))).toBe('/login?orcid=refused');
    expect(orcid.tokenRequests.at(-1)).toMatchObject({ status: 400 });

    // Someone used the code first (ORCID answers 'Reused authorization code').
    const reused = cookieJar();
    const callbackUrl = await orcid.decide(await startOrcid(t, reused), 'approve');
    const code = new URL(callbackUrl).searchParams.get('code')!;
    const first = await fetch(`${orcid.baseUrl}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: ORCID_TEST_CLIENT.id,
        client_secret: ORCID_TEST_CLIENT.secret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${TEST_ORIGIN}/api/auth/orcid/callback`,
      }),
    });
    expect(first.status).toBe(200);
    expect(redirectedTo(await callback(t, reused, callbackUrl))).toBe('/login?orcid=refused');
    expect(orcid.tokenRequests.at(-1)).toMatchObject({ status: 400 });
    expect(sessionCookie(reused)).toBe(false);
  });

  it('answers a callback with a malformed query with a 4xx JSON message', async () => {
    const res = await t.request('GET', `/api/auth/orcid/callback?state=${'x'.repeat(500)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
  });
});

describe('a first sign-in with ORCID', () => {
  it('asks for an e-mail address, then creates a password-less account linked to the iD and signs it in', async () => {
    const person = newOrcidPerson('Sofia Garcia ');
    const jar = cookieJar();
    expect(redirectedTo(await orcidRoundTrip(t, orcid, jar))).toBe(ORCID_RETURN.signUp);
    expect(sessionCookie(jar)).toBe(false);

    const info = await t.request('GET', '/api/auth/orcid/sign-up', { cookie: jar.header() });
    expect(await info.json()).toEqual({ orcidId: person.orcid, name: 'Sofia Garcia', firstName: 'Sofia', lastName: 'Garcia', claim: null });

    const email = `sofia-${people}@example.org`;
    const done = jar.absorb(
      await t.request('POST', '/api/auth/orcid/sign-up', {
        cookie: jar.header(),
        body: { email, firstName: 'Sofia', lastName: 'Garcia' },
        headers: freshAddress(),
      }),
    );
    expect(done.status).toBe(201);
    const body = (await done.json()) as { user: { id: number; email: string }; next: string };
    expect(body).toMatchObject({ user: { email, firstName: 'Sofia', role: 'user' }, next: '/' });
    expect(sessionCookie(jar)).toBe(true);
    expect((await t.request('GET', '/api/auth/user', { cookie: jar.header() })).status).toBe(200);
    expect((await findOrcidAccount(t.db, person.orcid))?.user.id).toBe(body.user.id);
    const linked = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'user.orcid_linked'), eq(activityLog.entityId, String(body.user.id))));
    expect(linked).toHaveLength(1);

    // The sign-up was used: a second form sent with the same cookie finds nothing.
    const again = await t.request('POST', '/api/auth/orcid/sign-up', { cookie: jar.header(), body: { email: `x-${email}`, firstName: 'Sofia' } });
    expect(again.status).toBe(404);

    // No password opens the account; ORCID does, from a browser that was never signed in.
    const later = cookieJar();
    expect(redirectedTo(await orcidRoundTrip(t, orcid, later))).toBe('/');
    const who = await t.request('GET', '/api/auth/user', { cookie: later.header() });
    expect(await who.json()).toMatchObject({ id: body.user.id, email });
  });

  it('never tells whether an address has an account: it mails the owner instead', async () => {
    const owner = await signUp(t);
    newOrcidPerson();
    const jar = cookieJar();
    await orcidRoundTrip(t, orcid, jar);
    const res = await t.request('POST', '/api/auth/orcid/sign-up', {
      cookie: jar.header(),
      body: { email: owner.email, firstName: 'Someone' },
      headers: freshAddress(),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: ORCID_MESSAGES.signedUpMailSent, user: null, next: null });
    await t.settled();
    expect(smtp.received.some((mail) => mail.to.includes(owner.email) && mail.raw.includes(`Subject: ${ORCID_MESSAGES.signUpMailSubject}`))).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toHaveLength(1);
  });

  it('refuses a form without an e-mail address', async () => {
    const res = await t.request('POST', '/api/auth/orcid/sign-up', { body: { firstName: 'Sofia' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: ORCID_MESSAGES.signUpRequired });
  });
});

describe('an account that has linked ORCID', () => {
  it('links the iD when signed in, then signs in with ORCID alone', async () => {
    const account = await signUp(t);
    const person = newOrcidPerson();
    const jar = cookieJar(account.cookie);
    expect(redirectedTo(await orcidRoundTrip(t, orcid, jar))).toBe('/');
    expect((await findOrcidAccount(t.db, person.orcid))?.user.id).toBe(account.user.id);

    const fresh = cookieJar();
    await orcidRoundTrip(t, orcid, fresh);
    expect(await (await t.request('GET', '/api/auth/user', { cookie: fresh.header() })).json()).toMatchObject({ id: account.user.id });
  });

  it('refuses an iD linked to another account, and a second iD for one account', async () => {
    const first = await signUp(t);
    const person = newOrcidPerson();
    await orcidRoundTrip(t, orcid, cookieJar(first.cookie));

    const second = await signUp(t);
    expect(redirectedTo(await orcidRoundTrip(t, orcid, cookieJar(second.cookie)))).toBe('/login?orcid=linkedElsewhere');
    newOrcidPerson();
    expect(redirectedTo(await orcidRoundTrip(t, orcid, cookieJar(first.cookie)))).toBe('/login?orcid=otherOrcid');
    expect((await findOrcidAccount(t.db, person.orcid))?.user.id).toBe(first.user.id);
  });

  it('still asks for its second factor: ORCID opens only the pending sign-in', async () => {
    const account = await signUp(t);
    const { recoveryCodes } = await enrolTotp(t, account.cookie, new Date());
    newOrcidPerson();
    await orcidRoundTrip(t, orcid, cookieJar(account.cookie));

    const jar = cookieJar();
    const res = await orcidRoundTrip(t, orcid, jar);
    expect(redirectedTo(res)).toBe('/login?second-step=totp,recovery_code');
    expect(sessionCookie(jar)).toBe(false);
    expect(jar.has('pending_sign_in')).toBe(true);
    expect((await t.request('GET', '/api/auth/user', { cookie: jar.header() })).status).toBe(401);

    const step = jar.absorb(
      await t.request('POST', '/api/auth/login/second-factor', { cookie: jar.header(), body: { recoveryCode: recoveryCodes[0] }, headers: freshAddress() }),
    );
    expect(step.status).toBe(200);
    expect(await (await t.request('GET', '/api/auth/user', { cookie: jar.header() })).json()).toMatchObject({ id: account.user.id });
  });
});

describe('without ORCID settings', () => {
  it('answers 503 with a clear message on every ORCID route, and says the buttons are off', async () => {
    const plain = await createTestApp();
    for (const path of ['/api/auth/orcid', '/api/auth/orcid/callback?state=a&code=b', '/api/auth/orcid/sign-up']) {
      const res = await plain.request('GET', path);
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({ message: ORCID_MESSAGES.notConfigured });
    }
    const post = await plain.request('POST', '/api/auth/orcid/sign-up', { body: { email: 'a@example.org', firstName: 'A' } });
    expect(post.status).toBe(503);
    expect(await (await plain.request('GET', '/api/auth/orcid/status')).json()).toEqual({ enabled: false });
    expect(await (await t.request('GET', '/api/auth/orcid/status')).json()).toEqual({ enabled: true });
  });

  it('refuses to start with half of the client pair, which would switch ORCID off without a word', () => {
    expect(() => parseConfig({ ORCID_CLIENT_ID: ORCID_TEST_CLIENT.id })).toThrow(/ORCID_CLIENT_ID is set without ORCID_CLIENT_SECRET/);
    expect(() => parseConfig({ ORCID_CLIENT_SECRET: 'secret' })).toThrow(/ORCID_CLIENT_SECRET is set without ORCID_CLIENT_ID/);
    expect(parseConfig({ ORCID_CLIENT_ID: 'a', ORCID_CLIENT_SECRET: 'b', SITE_URL: 'https://experts.example.org' }).orcid).toEqual({
      baseUrl: 'https://orcid.org',
      clientId: 'a',
      clientSecret: 'b',
      redirectUri: 'https://experts.example.org/api/auth/orcid/callback',
    });
  });
});
