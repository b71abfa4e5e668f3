import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../api/adapters/passwords/types.ts';
import { captchaNonces, users } from '../db/schema.ts';
import type { PublicUser } from '../domain/entities.ts';
import { LIMITS, RATE_LIMITS } from '../domain/limits.ts';
import { MESSAGES } from '../domain/messages.ts';
import { freshAddress, sessionCookieFrom, signUp } from './helpers/accounts.ts';
import { answeredCaptcha } from './helpers/captcha.ts';
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
  return t.request('POST', '/api/auth/login', { ...options, headers: options.headers ?? freshAddress(), body: { ...body, ...(await answeredCaptcha(t)) } });
}

const validSignUp = { email: 'grace@example.org', password: 'a long passphrase', firstName: 'Grace', lastName: 'Hopper' };

describe('POST /api/auth/register', () => {
  it('creates a user, signs them in and answers 201 with the public user', async () => {
    const res = await register({ ...validSignUp, email: '  Grace.Hopper@Example.ORG ', firstName: '  Grace ', lastName: ' Hopper  ' });
    expect(res.status).toBe(201);
    const user = (await res.json()) as PublicUser;
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(user).toMatchObject({ email: 'grace.hopper@example.org', firstName: 'Grace', lastName: 'Hopper', role: 'user', profileImageUrl: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
    const cookie = sessionCookieFrom(res);
    expect(await (await t.request('GET', '/api/auth/user', { cookie })).json()).toEqual(user);
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
    expect(exact.status).toBe(201);
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

  it('answers 409 for an e-mail already registered, however it is typed, and changes nothing', async () => {
    await signUp(t, { email: 'taken@example.org' });
    const res = await expectRefused(t, () => register({ ...validSignUp, email: ' TAKEN@example.org' }), 409, MESSAGES.emailTaken);
    expect(sessionCookieFrom(res)).toBeUndefined();
  });

  it('stores script and HTML in names verbatim and answers them as JSON strings', async () => {
    const firstName = '<script>alert("x")</script>';
    const lastName = '<img src=x onerror=alert(1)>&amp;';
    const res = await register({ ...validSignUp, email: 'xss@example.org', firstName, lastName });
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ firstName, lastName });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'xss@example.org'));
    expect(row).toMatchObject({ firstName, lastName });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the e-mail\'s case, and answers the public user', async () => {
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

  it('ends a previous session on sign-up too', async () => {
    const { cookie: planted } = await signUp(t);
    const res = await register({ ...validSignUp, email: 'fixation@example.org' }, freshAddress());
    const fresh = sessionCookieFrom(res);
    expect(fresh).not.toBe(planted);
    const again = await t.request('POST', '/api/auth/register', {
      body: { ...validSignUp, email: 'fixation2@example.org', ...(await answeredCaptcha(t)) },
      cookie: fresh,
      headers: freshAddress(),
    });
    expect(again.status).toBe(201);
    expect((await t.request('GET', '/api/auth/user', { cookie: fresh })).status).toBe(401);
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
  it('allows RATE_LIMITS.signInPerAccount attempts per e-mail, then 429 with Retry-After, even from new addresses', async () => {
    const { email, password } = await signUp(t);
    for (let i = 0; i < RATE_LIMITS.signInPerAccount.max; i++) {
      expect((await login({ email: email.toUpperCase(), password: 'wrong password' })).status).toBe(401);
    }
    const res = await expectRefused(t, () => login({ email, password }), 429, 'Too many attempts. Please try again in 15 minutes.');
    expect(res.headers.get('Retry-After')).toBe(String(RATE_LIMITS.signInPerAccount.windowMs / 1000));

    clock.advance(RATE_LIMITS.signInPerAccount.windowMs);
    expect((await login({ email, password })).status).toBe(200);
  });

  it('allows RATE_LIMITS.signInPerAddress attempts per address across accounts, then 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.signInPerAddress.max; i++) {
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
      expect((await register({ ...validSignUp, email: `bulk${i}@example.org` }, address)).status).toBe(201);
    }
    const res = await expectRefused(t, () => register({ ...validSignUp, email: 'bulk-last@example.org' }, address), 429, 'Too many attempts. Please try again in 60 minutes.');
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
