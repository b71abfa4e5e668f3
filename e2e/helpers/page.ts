import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';

/**
 * Opens a page and waits until every island has hydrated: a click before that would be lost.
 * Islands hydrated `client:interact` wait for a visitor's first move; the pointer passing over
 * them (as a visitor's would on the way to a control) wakes them here.
 */
export async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr][client="interact"]')) {
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  return page;
}

/** Waits for a toast with this title (and description, when given): one toast shows at a time. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const shown = page
    .locator('.toast')
    .filter({ has: page.locator('.toast-title', { hasText: title }) })
    .last();
  await shown.waitFor();
  if (description !== undefined) expect(await shown.locator('.toast-description').textContent()).toBe(description);
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
