import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { expectToast, hydrated, open, openAt, registerWithApi, signInWithApi } from './helpers/page.ts';
import { signedInStatus, signOutHere } from './helpers/second-factor.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The second factor and sessions in Chromium against the real server, on a desktop (1366 px) and a
 * phone (375 px): a person adds a passkey from a virtual authenticator (the DevTools protocol's
 * WebAuthn domain) and signs in with it alone; a person ends another browser's session and that
 * browser is signed out. Turning on an authenticator app and signing in with a code is part of the
 * newsroom's joint flow (e2e/team.e2e.ts: an invited editor enrols, signs out and back in), at
 * both widths too; the steps are shared in e2e/helpers/second-factor.ts.
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
  { name: 'desktop', width: 1366 },
  { name: 'phone', width: 375 },
] as const;

let people = 0;
function person(label: string) {
  people += 1;
  return { firstName: 'Grace', lastName: label, email: `grace.${label}.${people}@example.org`, password: `password-${people}-long` };
}

/** A fresh browser (own cookies); its pages are opened at the viewport's size. */
async function visitor(): Promise<BrowserContext> {
  const context = await newVisitor(browser, server.url);
  await context.pages()[0]?.close();
  return context;
}

describe.each(VIEWPORTS)('on a $name ($width px)', (viewport) => {
  it('adds a passkey from a virtual authenticator and signs in with it alone', async () => {
    const ada = person(`passkey-${viewport.name}`);
    const context = await visitor();
    await registerWithApi(context, ada);
    const page = await openAt(context, '/account', viewport.width);
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
    const phonePage = await openAt(phone, '/account', viewport.width);
    expect(await signedInStatus(phonePage)).toBe(200);

    const page = await openAt(laptop, '/account', viewport.width);
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
