import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TOTP } from '../../domain/second-factor.ts';
import { totpCode } from '../../tests/helpers/second-factor.ts';
import { expectToast, fillSignInForm, hydrated, open } from './page.ts';

/**
 * The second factor's steps as a person takes them in the browser, shared by the browser tests:
 * turning on an authenticator app from the account page (reading the key from the page), signing
 * out from the account page, and signing in with the password and then a code.
 */

/** The TOTP time step now: a code accepted at sign-in must come from a later step than the enrolment's. */
const stepNow = () => Math.floor(Date.now() / 1000 / TOTP.periodSeconds);

/** Whether this browser is signed in, as the API answers (200) or not (401). */
export async function signedInStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/auth/user')).status);
}

/**
 * On the account page: sets up an authenticator app, reading its key from the page (the QR code
 * and the otpauth address are shown too), turns it on with a current code, and checks the 10
 * recovery codes shown once. Answers the key and the time step of the enrolment.
 */
export async function enrolTotpOnAccountPage(page: Page): Promise<{ secret: string; enrolledAt: number }> {
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
  return { secret, enrolledAt };
}

/** Signs this browser out from the account page, as a person would: 'Sign out here' on its own session. */
export async function signOutHere(page: Page): Promise<void> {
  await page
    .getByTestId('session')
    .filter({ has: page.getByText('This browser') })
    .getByRole('button', { name: 'Sign out here' })
    .click();
  await page.waitForURL((url) => url.pathname === '/login');
  await hydrated(page);
}

/**
 * On the sign-in page: the password, then the second step with a code from the app. No session
 * exists between the two steps. The code is of a later step than the enrolment's (one step of
 * drift is allowed), since a step's code works once.
 */
export async function signInWithCode(
  page: Page,
  credentials: { email: string; password: string },
  totp: { secret: string; enrolledAt: number },
): Promise<void> {
  await fillSignInForm(page, credentials);
  await page.getByRole('heading', { name: 'Two-Step Verification' }).waitFor();
  expect(await signedInStatus(page)).toBe(401);
  const offset = Math.max(totp.enrolledAt + 1, stepNow()) - stepNow();
  await page.getByLabel('Authentication code').fill(totpCode(totp.secret, new Date(), offset));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Turns an authenticator app on through the API in a browser whose session has no factor yet
 * (e.g. the test server's admin under REQUIRE_2FA_ROLES): enrolling counts this session as having
 * given it, so its admin calls open.
 */
export async function enrolTotpWithApi(context: BrowserContext): Promise<void> {
  const page = await open(context, '/');
  const started = await page.evaluate(async () => {
    const res = await fetch('/api/account/totp', { method: 'POST' });
    return { status: res.status, body: (await res.json()) as { secret?: string } };
  });
  expect(started.status).toBe(200);
  const code = totpCode(started.body.secret ?? '', new Date());
  const confirmed = await page.evaluate(
    async (body) =>
      (await fetch('/api/account/totp/confirm', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { code },
  );
  expect(confirmed).toBe(200);
  await page.close();
}
