import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { signInWithApi } from './helpers/page.ts';

/**
 * The JavaScript diet in Chromium (issue 11): anonymous visitors cost the API nothing and see no
 * error; a signed-in visitor's header shows the name without Sign In flashing and without a
 * layout shift.
 */

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Watch {
  requests: string[];
  errors: string[];
}

/** Opens a page, noting every request it makes and every console error or failed response. */
async function watch(context: BrowserContext, path: string): Promise<{ page: Page; seen: Watch }> {
  const page = await context.newPage();
  const seen: Watch = { requests: [], errors: [] };
  page.on('request', (request) => seen.requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, seen };
}

/**
 * Recorded from the first frame: layout shifts (noting which moved the header), whether the
 * header's Sign In link was ever visible, and the account area's box on every frame.
 */
const RECORDER = () => {
  const record = { shifts: [] as Array<{ value: number; sources: string[] }>, signInShown: false, boxes: [] as string[] };
  (window as unknown as { __record: typeof record }).__record = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
      record.shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          return element?.closest('.site-header') ? `header: ${element.className}` : 'elsewhere';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const frame = () => {
    const area = document.querySelector('.header-auth');
    const signIn = area?.querySelector('a[href="/login"]');
    if (signIn && getComputedStyle(signIn).visibility === 'visible') record.signInShown = true;
    if (area) {
      const box = area.getBoundingClientRect();
      record.boxes.push(`${box.x},${box.y},${box.width},${box.height}`);
    }
    if (record.boxes.length < 240) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

describe('anonymous visitors', () => {
  it('make no current-user request and log no error on the public pages', async () => {
    const context = await newVisitor(browser, server.url);
    for (const path of ['/', '/directory', '/articles', '/peter-attia']) {
      const { page, seen } = await watch(context, path);
      expect(
        seen.requests.filter((request) => request.startsWith('/api/')),
        path,
      ).toEqual([]);
      expect(seen.errors, path).toEqual([]);
      await page.locator('.header-auth').getByRole('link', { name: 'Sign In' }).waitFor();
      await page.close();
    }
    await context.close();
  });

  it('do not download React until they reach for a list', async () => {
    const context = await newVisitor(browser, server.url);
    const { page, seen } = await watch(context, '/directory');
    expect(seen.requests.filter((request) => /\/_astro\/(client|react-dom)\./.test(request))).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search experts' }).hover();
    await page.waitForSelector('astro-island[client="interact"]:not([ssr])', { state: 'attached' });
    expect(seen.requests.some((request) => /\/_astro\/client\./.test(request))).toBe(true);
    await context.close();
  });

  it('still see toasts: Share Profile copies the link and says so', async () => {
    const context = await newVisitor(browser, server.url);
    const { page } = await watch(context, '/peter-attia');
    await page.getByRole('button', { name: 'Share Profile' }).click();
    const toast = page.locator('.toast', { hasText: 'Link Copied' });
    await toast.waitFor();
    expect(await toast.locator('.toast-description').textContent()).toBe(`${server.url}/peter-attia`);
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('open the mobile menu as a dialog and close it with Escape', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Full Directory' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('signed-in visitors', () => {
  it('see their first name in the header with no Sign In flash and no layout shift', async () => {
    const context = await newVisitor(browser, server.url);
    await signInWithApi(context, { email: 'admin@example.com', password: 'admin-password-123' });
    await context.addInitScript(RECORDER);
    const { page, seen } = await watch(context, '/directory');
    const name = page.locator('.header-auth').getByTestId('user-name');
    await page.waitForFunction(() => document.querySelector('.header-auth [data-account-name]')?.textContent !== '');
    expect(seen.requests.filter((request) => request === '/api/auth/user')).toHaveLength(1);
    // The start-up administrator's first name is the placeholder 'Admin': shown by address, so the header reads neither 'Admin Admin' nor 'Admin User'.
    expect(await name.textContent()).toBe('admin@example.com');
    expect(await page.locator('.header-auth').getByRole('link', { name: 'Admin', exact: true }).isVisible()).toBe(true);

    await page.waitForFunction(() => (window as unknown as { __record: { boxes: string[] } }).__record.boxes.length >= 30);
    const record = await page.evaluate(
      () => (window as unknown as { __record: { shifts: Array<{ sources: string[] }>; signInShown: boolean; boxes: string[] } }).__record,
    );
    expect(record.signInShown).toBe(false);
    expect(new Set(record.boxes).size, record.boxes.join(' | ')).toBe(1);
    // Nothing in the header moves: not the account area, and not the navigation when the web font arrives.
    expect(record.shifts.flatMap((shift) => shift.sources).filter((source) => source.startsWith('header'))).toEqual([]);
    await context.close();
  });
});
