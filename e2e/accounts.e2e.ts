import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSubmissions } from '../db/queries/submissions.ts';
import { resetTokenIn, waitForMessageTo } from '../tests/helpers/outbox.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { answerCaptcha, expectToast, fillSignInForm, open, registerWithApi } from './helpers/page.ts';

/**
 * The account flows and the submit-expert screen in Chromium against the real server: sign up,
 * sign out, sign in, submit an expert (with the form's checks), forgot and reset a password.
 * The steps run in order and share one person.
 */

const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.e2e@example.com', password: 'first-password-1' };
const newPassword = 'second-password-2';

let server: TestServer;
let browser: Browser;
/** Ada's browser, signed in from the sign-up on. */
let ada: BrowserContext;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  ada = await newVisitor(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function atPath(path: string) {
  return (url: URL) => url.pathname === path;
}

async function headerName(page: Page): Promise<string | null> {
  const name = page.locator('.header-auth').getByTestId('user-name');
  // The signed-in area shows at once (from the hint cookie); the name fills in when the API answers.
  await expect.poll(() => name.textContent()).not.toBe('');
  return name.textContent();
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('sign up, sign out, sign in', () => {
  it('creates an account with the security check, signs them in at once, greets them and shows their first name', async () => {
    const page = await open(ada, '/login');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByRole('tab', { name: 'Create Account' }).click();

    await page.getByLabel('First name').fill(person.firstName);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Please fill in all required fields');

    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Passwords do not match');

    await page.getByLabel('Confirm password').fill(person.password);
    await expect.poll(() => page.getByTestId('captcha-question').textContent()).toMatch(/^What is/);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Please answer the security question');

    await answerCaptcha(page);
    await page.getByLabel('Confirm password').press('Enter');
    // A new account's owner is signed in at once: no second security question.
    await page.getByRole('heading', { name: `Welcome, ${person.firstName}!` }).waitFor();
    // 'Welcome!' is shown on the home page the sign-in reloads to, for its full duration.
    await page.waitForURL(atPath('/'));
    await expectToast(page, 'Welcome!');
    expect(await headerName(page)).toBe(person.firstName);
    await page.close();
  });

  it('offers links instead of the forms to someone already signed in', async () => {
    const page = await open(ada, '/login');
    await page.getByRole('heading', { name: "You're Signed In" }).waitFor();
    expect(await page.getByText(`You are signed in as ${person.firstName} ${person.lastName}`).isVisible()).toBe(true);
    await page.close();
  });

  it('signs out back to the home page', async () => {
    const page = await open(ada, '/');
    await page.locator('.header-auth').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(atPath('/'));
    await page.locator('.header-auth').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.locator('.header-auth').getByTestId('user-name').isVisible()).toBe(false);
    await page.close();
  });

  it('refuses a wrong password with a fresh question, then signs in', async () => {
    const page = await open(ada, '/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Please enter your email and password');

    await signIn(page, 'not-the-password');
    await expectToast(page, 'Sign In Failed', 'Invalid email or password');
    // The answered question is spent: the answer is cleared for the new one.
    expect(await page.getByPlaceholder('Your answer').inputValue()).toBe('');

    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // 'Welcome!' is shown on the home page the sign-in reloads to, for its full duration.
    await page.waitForURL(atPath('/'));
    await expectToast(page, 'Welcome!');
    expect(await headerName(page)).toBe(person.firstName);
    await page.close();
  });
});

describe('submit an expert', () => {
  it('checks the form, then files a pending submission in the name of the signed-in person', async () => {
    const page = await open(ada, '/submit');
    await page.getByLabel('Expert name').fill('Jane Testexpert');
    await page.getByLabel('Title', { exact: true }).fill('Professor of Geroscience');
    await page.getByLabel('Longevity contribution').fill('Mapped how senescent cells drive ageing in mice.');

    await page.getByRole('button', { name: 'Submit Expert' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields including at least one category.');

    await page.getByRole('combobox', { name: 'Categories' }).click();
    await page.getByRole('option', { name: 'Clinical Practitioners' }).click();
    await page.getByRole('button', { name: 'Remove Clinical Practitioners' }).waitFor();

    const links = page.getByLabel('Reference links');
    await links.fill('not a link');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Invalid URL', 'Please enter a valid URL starting with http:// or https://');

    await links.fill('https://twitter.com/janetestexpert');
    await links.press('Enter');
    // The same target again (trailing slash, other case) is ignored.
    await links.fill('https://Twitter.com/janetestexpert/');
    await links.press('Enter');
    expect(await page.locator('.list-editor-item').count()).toBe(1);

    await page.getByRole('button', { name: 'Submit Expert' }).click();
    await expectToast(page, 'Missing Official Website', 'Please add at least one official website.');

    await links.fill('Official Website|https://janetestexpert.example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Submit Expert' }).click();
    await expectToast(page, 'Submission Received', 'Thank you! Your expert submission is under review.');
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Another Expert' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    const filed = (await listSubmissions(server.deps.db)).find((submission) => submission.name === 'Jane Testexpert');
    expect(filed).toMatchObject({
      status: 'pending',
      title: 'Professor of Geroscience',
      categories: ['clinician'],
      referenceLinks: ['https://twitter.com/janetestexpert', 'Official Website|https://janetestexpert.example.org'],
      submitterName: `${person.firstName} ${person.lastName}`,
      submitterEmail: person.email,
    });

    await page.getByRole('button', { name: 'Submit Another Expert' }).click();
    expect(await page.getByLabel('Expert name').inputValue()).toBe('');
    await page.close();
  });

  it('asks a signed-out visitor to sign in and takes them to /login', async () => {
    const visitor = await newVisitor(browser, server.url);
    const page = await open(visitor, '/submit-expert');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.waitForURL(atPath('/login'));
    await visitor.close();
  });
});

describe('forgotten password', () => {
  it('sends a reset link, sets a new password from it and signs in with that', async () => {
    const visitor = await newVisitor(browser, server.url);
    const page = await open(visitor, '/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Please enter your email address');

    await page.getByLabel('Email').fill(person.email);
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await expectToast(page, 'Reset Link Sent', "If an account exists with that email, we've sent a password reset link");

    const token = resetTokenIn(await waitForMessageTo({ dir: server.dataDir, settled: server.settled }, person.email));
    expect(token).toBeTruthy();
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password must be at least 8 characters long.');

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Please make sure both passwords are identical.');

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
    await expectToast(page, 'Password Reset Successful');
    await page.waitForURL(atPath('/login'), { timeout: 10_000 });

    await signIn(page, newPassword);
    await page.waitForURL(atPath('/'));
    expect(await headerName(page)).toBe(person.firstName);
    await visitor.close();
  });

  it('shows Invalid Reset Link without a token', async () => {
    const visitor = await newVisitor(browser, server.url);
    const page = await open(visitor, '/reset-password');
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe('/forgot-password');
    await visitor.close();
  });
});

describe('a hostile return address on the sign-in page', () => {
  const grace = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.e2e@example.com', password: 'grace-password-1' };

  beforeAll(async () => {
    const setup = await newVisitor(browser, server.url);
    await registerWithApi(setup, grace);
    await setup.close();
  });

  // Each normalises (as the browser's URL parser does) to //evil.example/x: another site.
  it.each(['/.//evil.example/x', '/%2e//evil.example/x', '/x/..//evil.example/x'])('stays on the site after signing in with ?next=%s', async (next) => {
    const visitor = await newVisitor(browser, server.url);
    const page = await open(visitor, `/login?next=${encodeURIComponent(next)}`);
    await fillSignInForm(page, grace);
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 });
    const landed = new URL(page.url());
    expect([landed.origin, landed.pathname]).toEqual([new URL(server.url).origin, '/']);
    await visitor.close();
  });
});
