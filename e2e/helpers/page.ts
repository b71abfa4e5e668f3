import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';
import { callApi } from './api.ts';

/**
 * Opens a page and waits until every island has hydrated: a click before that would be lost.
 * Islands hydrated `client:interact` wait for a visitor's first move; the pointer passing over
 * them (as a visitor's would on the way to a control) wakes them here.
 */
export async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** `open` in a window `width` px wide (900 px high). */
export async function openAt(context: BrowserContext, path: string, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** `open` at the desktop width the admin screens are checked at (1366 px). */
export function openAt1366(context: BrowserContext, path: string): Promise<Page> {
  return openAt(context, path, 1366);
}

/** Nothing on the page is wider than the window (a phone never scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Wakes the page's `client:interact` islands and waits until every island has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr][client="interact"]')) {
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/**
 * Stops the clock of a page whose context installed Playwright's clock, a second ahead of its time
 * now: the page's clock runs on while its time is read and the pause is sent (long on a busy
 * machine), and a pause in its past is refused ('Cannot fast-forward to the past').
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Counts the page's requests that have not answered (or failed) yet; attach it before the page loads. */
export function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => void (inFlight += 1));
  page.on('requestfinished', () => void (inFlight -= 1));
  page.on('requestfailed', () => void (inFlight -= 1));
  return () => inFlight;
}

/**
 * After hydration: two frames pass (React has run its effects, which start the page's calls), then
 * every request the page started has answered. A condition, not a guess at how long calls take.
 */
export async function callsAnswered(page: Page, inFlight: () => number): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect.poll(inFlight, { timeout: 15_000 }).toBe(0);
}

/** Reads the security question as a person would, then types its answer into the field it labels. */
export async function answerCaptcha(page: Page): Promise<void> {
  const label = page.getByTestId('captcha-question');
  await expect.poll(() => label.textContent()).toMatch(/^What is \d+ [+-] \d+\?$/);
  const question = (await label.textContent()) ?? '';
  await page.getByLabel(question).fill(String(solveCaptcha(question)));
}

/** Waits for the newest toast with this title (and description, when given); several may show at once. */
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

/**
 * Posts to an account call with a solved security question through the context's request client,
 * which shares the browser's cookies: the session cookie lands in the context, and no page loads.
 */
async function accountCallWithApi(context: BrowserContext, call: 'login' | 'register', fields: Record<string, string>): Promise<void> {
  const { json: captcha } = await callApi<{ question: string; expected: string }>(context, 'GET', '/api/auth/captcha');
  const body = { ...fields, captchaAnswer: String(solveCaptcha(captcha.question)), captchaExpected: captcha.expected };
  const { status } = await callApi(context, 'POST', `/api/auth/${call}`, body);
  expect(status).toBeLessThan(300);
}

/** Signs in through the API, so the session cookie lands in the browser context. */
export function signInWithApi(context: BrowserContext, credentials: { email: string; password: string }): Promise<void> {
  return accountCallWithApi(context, 'login', credentials);
}

/** Creates a new account through the API, which signs it in: the session cookie lands in the browser context. */
export function registerWithApi(context: BrowserContext, person: { email: string; password: string; firstName: string; lastName: string }): Promise<void> {
  return accountCallWithApi(context, 'register', person);
}

/**
 * Starts collecting what the page logs as an error or throws. Failed loads of the given URL
 * endings are expected; nothing else is (signed-out pages make no /api/auth/user call at all).
 */
export function collectPageErrors(page: Page, expectedFailedLoads: string[] = []): string[] {
  const ignored = [...expectedFailedLoads];
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const url = message.location().url;
    if (message.type() === 'error' && !ignored.some((ending) => url.endsWith(ending))) errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
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
