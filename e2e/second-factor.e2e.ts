import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP } from '../domain/second-factor.ts';
import { totpCode } from '../tests/helpers/second-factor.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { expectToast, fillSignInForm, hydrated, open, registerWithApi, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The second factor and sessions in Chromium against the real server, on a desktop (1366 px) and a
 * phone (375 px): a person turns on an authenticator app (reading the key from the page), signs
 * out and back in with a code; a person adds a passkey from a virtual authenticator (the DevTools
 * protocol's WebAuthn domain) and signs in with it alone; a person ends another browser's session
 * and that browser is signed out.
 */

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

let people = 0;
function person(label: string) {
  people += 1;
  return { firstName: 'Grace', lastName: label, email: `grace.${label}.${people}@example.org`, password: `password-${people}-long` };
}

/** A fresh browser (own cookies); its pages are sized by `sized`. */
async function visitor(): Promise<BrowserContext> {
  const context = await newVisitor(browser, server.url);
  await context.pages()[0]?.close();
  return context;
}

async function sized(context: BrowserContext, viewport: (typeof VIEWPORTS)[number], path: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.goto(path);
  await hydrated(page);
  return page;
}

async function signedInStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/auth/user')).status);
}

/** Signs this browser out from the account page, as a person would: 'Sign out here' on its own session. */
async function signOutHere(page: Page): Promise<void> {
  await page
    .getByTestId('session')
    .filter({ has: page.getByText('This browser') })
    .getByRole('button', { name: 'Sign out here' })
    .click();
  await page.waitForURL((url) => url.pathname === '/login');
  await hydrated(page);
}

const stepNow = () => Math.floor(Date.now() / 1000 / TOTP.periodSeconds);

describe.each(VIEWPORTS)('on a $name ($width px)', (viewport) => {
  it('turns on an authenticator app from the account page, then signs in with a code after the password', async () => {
    const grace = person(`totp-${viewport.name}`);
    const context = await visitor();
    await registerWithApi(context, grace);
    const page = await sized(context, viewport, '/account');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByTestId('totp-uri').textContent()).toContain(`secret=${secret}`);
    const enrolledAt = stepNow();
    await page.getByLabel('Code from the app').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(page, 'Authenticator app turned on. Keep your recovery codes somewhere safe.');
    expect(await page.getByTestId('recovery-codes').getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);

    await signOutHere(page);
    expect(await signedInStatus(page)).toBe(401);
    await fillSignInForm(page, grace);
    await page.getByRole('heading', { name: 'Two-Step Verification' }).waitFor();
    expect(await signedInStatus(page)).toBe(401);
    // A code of a later step than the enrolment's (one step of drift is allowed).
    const offset = Math.max(enrolledAt + 1, stepNow()) - stepNow();
    await page.getByLabel('Authentication code').fill(totpCode(secret, new Date(), offset));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();
    expect(await signedInStatus(page)).toBe(200);
    await context.close();
  });

  it('adds a passkey from a virtual authenticator and signs in with it alone', async () => {
    const ada = person(`passkey-${viewport.name}`);
    const context = await visitor();
    await registerWithApi(context, ada);
    const page = await sized(context, viewport, '/account');
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await page.getByLabel('Passkey name (optional)').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expectToast(page, 'Passkey added');
    await page.getByTestId('passkey').filter({ hasText: 'Test laptop' }).waitFor();
    // The account had no second factor: its recovery codes come with the first passkey.
    expect(await page.getByTestId('recovery-codes').getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await signOutHere(page);
    expect(await signedInStatus(page)).toBe(401);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();
    expect(await signedInStatus(page)).toBe(200);
    const sessions = await page.evaluate(
      async () => (await fetch('/api/account/sessions')).json() as Promise<Array<{ current: boolean; secondFactor: string | null }>>,
    );
    expect(sessions.find((session) => session.current)?.secondFactor).toBe('passkey');
    await context.close();
  });

  it("lists the sessions and ends another browser's, which is then signed out", async () => {
    const lin = person(`sessions-${viewport.name}`);
    const laptop = await visitor();
    await registerWithApi(laptop, lin);
    const phone = await visitor();
    await signInWithApi(phone, lin);
    const phonePage = await sized(phone, viewport, '/account');
    expect(await signedInStatus(phonePage)).toBe(200);

    const page = await sized(laptop, viewport, '/account');
    const rows = page.getByTestId('session');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: 'This browser' }).count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Chrome \d+ on Linux/);
    await rows
      .filter({ hasNot: page.getByText('This browser') })
      .getByRole('button', { name: 'End session' })
      .click();
    await expectToast(page, 'Session ended');
    await expect.poll(() => rows.count()).toBe(1);

    await phonePage.reload();
    await hydrated(phonePage);
    await phonePage.getByRole('heading', { name: 'Sign in to see your account' }).waitFor();
    expect(await signedInStatus(phonePage)).toBe(401);
    expect(await signedInStatus(page)).toBe(200);
    await laptop.close();
    await phone.close();
  });
});

describe('the header', () => {
  it('links to the account page, and still fits a 900 px window with the Account link', async () => {
    const kim = person('header');
    const context = await visitor();
    await registerWithApi(context, kim);
    const page = await open(context, '/');
    await page.setViewportSize({ width: 900, height: 700 });
    await page.waitForFunction(() => document.querySelector('.header-auth [data-account-name]')?.textContent !== '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
    await page.locator('.header-auth').getByRole('link', { name: 'Account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await context.close();
  });
});
