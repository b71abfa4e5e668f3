import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';

/** Opens a page and waits until every island has hydrated: a click before that would be lost. */
export async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  return page;
}

/** Waits for a toast with this title (and description, when given): one toast shows at a time. */
/** `description` null: the toast has none (a reply that only repeated the title is not shown). */
export async function expectToast(page: Page, title: string, description?: string | null): Promise<void> {
  const shown = page
    .locator('.toast')
    .filter({ has: page.locator('.toast-title', { hasText: title }) })
    .last();
  await shown.waitFor();
  if (description === null) expect(await shown.locator('.toast-description').count()).toBe(0);
  else if (description !== undefined) expect(await shown.locator('.toast-description').textContent()).toBe(description);
}

/** Signs in through the API from a page, so the session cookie lands in the browser context. */
export async function signInWithApi(context: BrowserContext, credentials: { email: string; password: string }): Promise<void> {
  const page = await open(context, '/');
  const captcha = await page.evaluate(async () => (await fetch('/api/auth/captcha')).json() as Promise<{ question: string; expected: string }>);
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { ...credentials, captchaAnswer: String(solveCaptcha(captcha.question)), captchaExpected: captcha.expected },
  );
  expect(status).toBe(200);
  await page.close();
}

/** Fills and sends the sign-in form on `page` (already at /login) as a person would, the security question computed. */
export async function fillSignInForm(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  const label = page.getByTestId('captcha-question');
  // The question loads after the island starts.
  await label.filter({ hasText: /^What is \d+ [+-] \d+\?$/ }).waitFor();
  const question = (await label.textContent()) ?? '';
  await page.getByLabel(question).fill(String(solveCaptcha(question)));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
