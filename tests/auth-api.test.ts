import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../api/adapters/passwords/types.ts';
import { captchaNonces, users } from '../db/schema.ts';
import type { PublicUser } from '../domain/entities.ts';
import { LIMITS, RATE_LIMITS } from '../domain/limits.ts';
import { MESSAGES } from '../domain/messages.ts';
import { freshAddress, sessionCookieFrom, signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
import { outboxMessages, waitForMessageTo } from './helpers/outbox.ts';
import { testClock } from './helpers/clock.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp, fastPasswords, TEST_ORIGIN } from './helpers/test-app.ts';

/** The real (fast-parameter) hasher, counting verifications to show unknown e-mails cost one too. */
let verifications = 0;
const countingPasswords: PasswordHasher = {
  hash: (password) => fastPasswords.hash(password),
  verify: (password, encoded) => {
    verifications += 1;
    return fastPasswords.verify(password, encoded);
  },
};

const clock = testClock();
const t = await createTestApp({}, { now: clock.now, passwords: countingPasswords });

const PUBLIC_USER_KEYS = ['createdAt', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'role'];

async function register(body: Record<string, unknown>, headers = freshAddress()) {
  return t.request('POST', '/api/auth/register', { body: { ...body, ...(await answeredCaptcha(t)) }, headers });
}

async function login(body: Record<string, unknown>, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return t.request('POST', '/api/auth/login', { ...options, headers: options.headers ?? freshAddress(), body: { ...(await answeredCaptcha(t)), ...body } });
}

const validSignUp = { email: 'grace@example.org', password: 'a long passphrase', firstName: 'Grace', lastName: 'Hopper' };

describe('POST /api/auth/register', () => {
  it('creates a user and signs them in at once (no second security question), mails a welcome, and the password signs in', async () => {
    const res = await register({ ...validSignUp, email: '  Grace.Hopper@Example.ORG ', firstName: '  Grace ', lastName: ' Hopper  ' });
    expect(res.status).toBe(202);
    const { message, user: registered } = (await res.json()) as { message: string; user: PublicUser };
    expect(message).toBe(MESSAGES.signedUp);
    expect(Object.keys(registered).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(registered).toMatchObject({ email: 'grace.hopper@example.org', firstName: 'Grace', lastName: 'Hopper', role: 'user' });
    expect(await (await t.request('GET', '/api/auth/user', { cookie: sessionCookieFrom(res) })).json()).toEqual(registered);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('signed_in=user;'))).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'grace.hopper@example.org'));
    expect(row).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', role: 'user', profileImageUrl: null });
    expect(row?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await waitForMessageTo(t, 'grace.hopper@example.org', 1, MESSAGES.signUpMailSubject)).toContain('account is ready');
    const signedIn = await login({ email: 'grace.hopper@example.org', password: validSignUp.password });
    const user = (await signedIn.json()) as PublicUser;
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(await (await t.request('GET', '/api/auth/user', { cookie: sessionCookieFrom(signedIn) })).json()).toEqual(user);
  });

  it.each(['email', 'password', 'firstName', 'lastName'])('asks for every required field: %s missing or blank', async (field) => {
    for (const value of [undefined, '', '   ']) {
      const res = await register({ ...validSignUp, [field]: value });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.signUpRequired });
    }
  });

  it('refuses a body that is not an object with the same message, not a 500', async () => {
    for (const body of [null, [], 'text', 42]) {
      const res = await t.request('POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.signUpRequired });
    }
  });

  it('wants a password of 8 to 256 characters', async () => {
    const short = await register({ ...validSignUp, email: 'short@example.org', password: 'x'.repeat(LIMITS.minPasswordLength - 1) });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Password must be at least 8 characters long' });
    const long = await register({ ...validSignUp, email: 'long@example.org', password: 'x'.repeat(LIMITS.maxPasswordLength + 1) });
    expect(await long.json()).toEqual({ message: MESSAGES.passwordTooLong });
    const exact = await register({ ...validSignUp, email: 'exact@example.org', password: 'x'.repeat(LIMITS.minPasswordLength) });
    expect(exact.status).toBe(202);
  });

  it('refuses a malformed or overlong e-mail and overlong names', async () => {
    for (const email of ['not-an-email', 'a@b', `${'a'.repeat(250)}@example.org`]) {
      const res = await register({ ...validSignUp, email });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: `email: ${MESSAGES.invalidEmail}` });
    }
    const res = await register({ ...validSignUp, email: 'names@example.org', lastName: 'x'.repeat(101) });
    expect(await res.json()).toEqual({ message: `lastName: ${MESSAGES.nameTooLong}` });
  });

  it('answers an e-mail already registered with no session and the sign-in words, changes nothing, and tells the owner by e-mail', async () => {
    const owner = await signUp(t, { email: 'taken@example.org' });
    const taken = await register({ ...validSignUp, email: ' TAKEN@example.org', password: 'a different passphrase' });
    expect([taken.status, await taken.json(), sessionCookieFrom(taken)]).toEqual([202, { message: MESSAGES.signUpMailSentDetail, user: null }, undefined]);
    expect(await t.db.$count(users, eq(users.email, 'taken@example.org'))).toBe(1);
    expect((await login({ email: owner.email, password: owner.password })).status).toBe(200);
    expect((await login({ email: owner.email, password: 'a different passphrase' })).status).toBe(401);
    // The first message is the owner's own welcome.
    expect(await waitForMessageTo(t, 'taken@example.org', 2, MESSAGES.signUpMailSubject)).toContain('which already has one');
  });

  it('caps the notices one owner receives, answering the same all along', async () => {
    await signUp(t, { email: 'popular@example.org' });
    for (let i = 0; i < RATE_LIMITS.signUpMailsPerAccount.max + 2; i++) {
      expect((await register({ ...validSignUp, email: 'popular@example.org' })).status).toBe(202);
    }
    // Every mail those requests started has been written (or refused by the cap) once the background work settles.
    await t.settled();
    const notices = (await outboxMessages(t.dir)).filter((text) => text.startsWith('To: popular@example.org\n') && text.includes('already has one'));
    expect(notices).toHaveLength(RATE_LIMITS.signUpMailsPerAccount.max);
  });

  it('stores script and HTML in names verbatim and answers them as JSON strings', async () => {
    const firstName = '<script>alert("x")</script>';
    const lastName = '<img src=x onerror=alert(1)>&amp;';
    await register({ ...validSignUp, email: 'xss@example.org', firstName, lastName });
    const res = await login({ email: 'xss@example.org', password: validSignUp.password });
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ firstName, lastName });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'xss@example.org'));
    expect(row).toMatchObject({ firstName, lastName });
  });
});

describe('POST /api/auth/login', () => {
  it("signs in with the right password, whatever the e-mail's case, and answers the public user", async () => {
    const { user, password } = await signUp(t, { email: 'ada@example.org' });
    const res = await login({ email: ' ADA@example.org ', password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(user);
    const cookie = sessionCookieFrom(res);
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('answers 401 "Invalid email or password" alike for a wrong password and an unknown e-mail, creating no session', async () => {
    const { email } = await signUp(t);
    const refusedLogin = (body: Record<string, unknown>) => expectRefused(t, () => login(body), 401, MESSAGES.invalidCredentials);
    const wrongPassword = await refusedLogin({ email, password: 'not the password' });
    verifications = 0;
    const unknownEmail = await refusedLogin({ email: 'nobody@example.org', password: 'not the password' });
    expect(verifications).toBe(1); // an unknown e-mail still costs one password verification
    for (const res of [wrongPassword, unknownEmail]) expect(sessionCookieFrom(res)).toBeUndefined();
  });

  it('asks for e-mail and password', async () => {
    for (const body of [{ email: 'a@example.org' }, { password: 'secret123' }, { email: ' ', password: 'secret123' }, {}]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.signInRequired });
    }
  });

  it('ends the session the request came with (no session fixation)', async () => {
    const { email, password, cookie: planted } = await signUp(t);
    const res = await login({ email, password }, { cookie: planted });
    const fresh = sessionCookieFrom(res);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    expect((await t.request('GET', '/api/auth/user', { cookie: planted })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: fresh })).status).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 "Not authenticated" when signed out', async () => {
    const res = await t.request('GET', '/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: MESSAGES.notAuthenticated });
  });

  it('never answers the password hash or any token', async () => {
    const { cookie } = await signUp(t);
    const body = await (await t.request('GET', '/api/auth/user', { cookie })).text();
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(body).not.toMatch(/scrypt|passwordHash|secret|token/i);
    expect(body).not.toContain(cookie.split('.')[1]);
  });
});

describe('rate limits', () => {
  const pairRule = RATE_LIMITS.signInFailuresPerAccountAndAddress;

  it('a stranger failing with junk captchas counts nothing: the owner signs in at once', async () => {
    const owner = await signUp(t);
    const stranger = freshAddress();
    for (let i = 0; i < 20; i++) {
      const res = await login({ email: owner.email, password: 'guess', captchaAnswer: 'junk' }, { headers: stranger });
      expect(res.status).toBe(400);
    }
    expect((await login({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('a stranger guessing the password only delays their own guesses; the owner (admin too) signs in from their address', async () => {
    const owner = await signUpAdmin(t);
    const stranger = freshAddress();
    for (let i = 0; i < pairRule.max; i++) {
      expect((await login({ email: owner.email, password: `guess ${i}` }, { headers: stranger })).status).toBe(401);
    }
    expect((await login({ email: owner.email, password: 'guess again' }, { headers: stranger })).status).toBe(401);
    const delayed = await expectRefused(
      t,
      () => login({ email: owner.email, password: owner.password }, { headers: stranger }),
      429,
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(delayed.headers.get('Retry-After')).toBe('1');
    expect((await login({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('delays grow with each failure of a pair (1 s, 2 s, 4 s, …) and a success forgets them', async () => {
    const { email, password } = await signUp(t);
    const me = freshAddress();
    for (let i = 0; i < pairRule.max; i++) expect((await login({ email, password: 'wrong' }, { headers: me })).status).toBe(401);
    for (const wait of [1, 2, 4, 8]) {
      expect((await login({ email, password: 'wrong' }, { headers: me })).status).toBe(401);
      const res = await login({ email, password: 'wrong' }, { headers: me });
      expect([res.status, res.headers.get('Retry-After')]).toEqual([429, String(wait)]);
      clock.advance(wait * 1000);
    }
    expect((await login({ email, password }, { headers: me })).status).toBe(200);
    expect((await login({ email, password: 'wrong' }, { headers: me })).status).toBe(401);
    expect((await login({ email, password: 'wrong' }, { headers: me })).status).toBe(401);
  });

  it('an address that fails across many accounts is delayed after RATE_LIMITS.signInFailuresPerAddress.max', async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAddress.max + 1; i++) {
      expect((await login({ email: `spray${i}@example.org`, password: 'password1' }, { headers: address })).status).toBe(401);
    }
    const res = await login({ email: 'spray-last@example.org', password: 'password1' }, { headers: address });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login({ email: 'spray-last@example.org', password: 'password1' })).status).toBe(401);
  });

  it('allows RATE_LIMITS.signUpPerAddress sign-ups per address, then 429 without creating the account', async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.signUpPerAddress.max; i++) {
      expect((await register({ ...validSignUp, email: `bulk${i}@example.org` }, address)).status).toBe(202);
    }
    const res = await expectRefused(
      t,
      () => register({ ...validSignUp, email: 'bulk-last@example.org' }, address),
      429,
      'Too many attempts. Please try again in 60 minutes.',
    );
    expect(await t.db.$count(users, eq(users.email, 'bulk-last@example.org'))).toBe(0);
    expect(res.headers.get('Retry-After')).toBe(String(RATE_LIMITS.signUpPerAddress.windowMs / 1000));
  });
});

describe('cross-site requests', () => {
  it('refuses a sign-in posted from a foreign origin with 403 and spends nothing', async () => {
    const { email, password } = await signUp(t);
    const captcha = await answeredCaptcha(t);
    const foreign = () => t.request('POST', '/api/auth/login', { body: { email, password, ...captcha }, headers: { Origin: 'https://evil.example' } });
    await expectRefused(t, foreign, 403, 'Cross-site request refused', () => t.db.$count(captchaNonces));
    expect((await t.request('POST', '/api/auth/login', { body: { email, password, ...captcha } })).status).toBe(200);
  });

  it('refuses a cross-site sign-out that names no origin, and the session stays', async () => {
    const { cookie } = await signUp(t);
    const res = await t.app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('refuses a write whose Origin matches only the Host the request claims, not SITE_URL', async () => {
    const { cookie } = await signUp(t);
    const res = await t.app.request('http://evil.example/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://evil.example', Host: 'evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('admits the extra origins of ALLOWED_ORIGINS, and only them', async () => {
    const extra = await createTestApp({ ALLOWED_ORIGINS: 'https://www.example.org/, https://admin.example.org' });
    const from = (origin: string) => extra.app.request('/api/auth/logout', { method: 'POST', headers: { Origin: origin } });
    expect((await from('https://www.example.org')).status).toBe(200);
    expect((await from('https://admin.example.org')).status).toBe(200);
    expect((await from(TEST_ORIGIN)).status).toBe(200);
    expect((await from('https://example.org')).status).toBe(403);
  });

  it('lets a non-browser client (no Origin, no Sec-Fetch-Site) through', async () => {
    const res = await t.app.request('/api/auth/logout', { method: 'POST' });
    expect(res.status).toBe(200);
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 and a JSON message', async () => {
    const res = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": "a@b.org",' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body over 1 MB with 413 and a JSON message', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'a@example.org', password: 'x'.repeat(1024 * 1024 + 1) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers a non-JSON body as a missing form, not a 500', async () => {
    const res = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'email=a' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.signInRequired });
  });
});
