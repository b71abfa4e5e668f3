import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewLink } from '../api/services/previews.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import type { PublicUser } from '../domain/entities.ts';
import { makeArticle, makeExpert } from '../tests/helpers/factories.ts';
import { launchBrowser } from './helpers/browser.ts';
import { watchCsp } from './helpers/csp.ts';
import { answerCaptcha, hydrated, open } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The public side of the browser audit (issue 32, section 4) in Chromium against the real server,
 * on a desktop (1366 px) and on a phone (375 px): the search boxes keep and search text that did
 * not arrive by typing, a preview says it is one, sign-up lets the person in, and the sticky
 * header hides the page scrolling under it.
 */

let server: TestServer;
let browser: Browser;
let admin: PublicUser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  admin = (await findUserByEmail(server.deps.db, server.adminAccount.email)) as PublicUser;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const VIEWPORTS = [
  { device: 'a desktop', width: 1366, height: 900 },
  { device: 'a phone', width: 375, height: 740 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/** A visitor's browser at this size (own cookies, clipboard allowed, CSP violations collected). */
async function visitorAt(viewport: Viewport, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: viewport.width, height: viewport.height },
    permissions: ['clipboard-read', 'clipboard-write'],
    ...options,
  });
  await watchCsp(context);
  return context;
}

/**
 * Opens `path` with its search island asleep and keeps it from waking until the returned
 * function is called: the island's code is held back at the network, so whatever the test does
 * to the box happens, for certain, before React hydrates it (as for a visitor on a slow phone).
 */
async function openWithIslandHeld(context: BrowserContext, path: string): Promise<{ page: Page; wake: () => Promise<void> }> {
  const page = await context.newPage();
  await page.goto(path);
  const code = await page.locator('astro-island[client="interact"]').first().getAttribute('component-url');
  if (!code) throw new Error(`No island waiting for interaction on ${path}`);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === code,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return {
    page,
    wake: async () => {
      release();
      await hydrated(page);
    },
  };
}

/** Pastes `text` into the focused box from the clipboard, as a person's Ctrl+V (one input event, no keystrokes). */
async function paste(page: Page, box: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  expect(await box.inputValue()).toBe(text);
}

describe.each(VIEWPORTS)('on $device ($width px)', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await visitorAt(viewport);
  });
  afterAll(() => context?.close());

  describe("the home page's search", () => {
    const resultsHeading = (page: Page) => page.locator('#home-experts-heading');
    const box = (page: Page) => page.getByRole('searchbox', { name: 'Search experts' });

    async function searchAndExpectResults(page: Page, text: string): Promise<void> {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => resultsHeading(page).textContent()).toBe(`Results for “${text}”`);
      await expect.poll(() => page.locator('.home-experts .card-link').count()).toBeGreaterThan(0);
      expect(new URL(page.url()).searchParams.get('search')).toBe(text);
      expect(await box(page).inputValue()).toBe(text);
    }

    it('searches a name pasted before the island woke, and keeps it in the box', async () => {
      const { page, wake } = await openWithIslandHeld(context, '/');
      await paste(page, box(page), 'Sinclair');
      await wake();
      expect(await box(page).inputValue()).toBe('Sinclair');
      await searchAndExpectResults(page, 'Sinclair');
      await page.close();
    });

    it('searches a name filled in after the island woke', async () => {
      const page = await open(context, '/');
      await box(page).fill('Sinclair');
      await searchAndExpectResults(page, 'Sinclair');
      await page.close();
    });

    it('searches a name set by a script with no input event at all (as some autofill does)', async () => {
      const page = await open(context, '/');
      await box(page).evaluate((input: HTMLInputElement) => void (input.value = 'Sinclair'));
      await searchAndExpectResults(page, 'Sinclair');
      await page.close();
    });

    it('searches a name set by a script with an input event before the island woke', async () => {
      const { page, wake } = await openWithIslandHeld(context, '/');
      await box(page).focus();
      await box(page).evaluate((input: HTMLInputElement) => {
        input.value = 'Sinclair';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await wake();
      await searchAndExpectResults(page, 'Sinclair');
      await page.close();
    });
  });

  describe('the list pages search what was pasted before their island woke', () => {
    it('the directory', async () => {
      const { page, wake } = await openWithIslandHeld(context, '/directory');
      const box = page.getByRole('searchbox', { name: 'Search experts' });
      const count = page.locator('.results-count');
      const everyone = await count.textContent();
      await paste(page, box, 'Sinclair');
      await wake();
      // The whole directory's count gives way to the search's (not to 'Loading experts...').
      await expect
        .poll(async () => {
          const text = (await count.textContent()) ?? '';
          return text !== everyone && text.endsWith('Found');
        })
        .toBe(true);
      expect(await page.locator('.expert-grid .card-link').first().textContent()).toContain('Sinclair');
      expect(await box.inputValue()).toBe('Sinclair');
      expect(new URL(page.url()).searchParams.get('search')).toBe('Sinclair');
      await page.close();
    });

    it('the directory, set by a script with no input event, on Enter', async () => {
      const page = await open(context, '/directory');
      const box = page.getByRole('searchbox', { name: 'Search experts' });
      await box.evaluate((input: HTMLInputElement) => void (input.value = 'Sinclair'));
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === 'Sinclair');
      await expect.poll(() => page.locator('.expert-grid .card-link').first().textContent()).toContain('Sinclair');
      expect(await box.inputValue()).toBe('Sinclair');
      await page.close();
    });

    it('the articles', async () => {
      const { page, wake } = await openWithIslandHeld(context, '/articles');
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await paste(page, box, 'epigenetic');
      await wake();
      await page.getByText('Search: epigenetic').waitFor();
      expect(await box.inputValue()).toBe('epigenetic');
      expect(new URL(page.url()).searchParams.get('search')).toBe('epigenetic');
      await page.close();
    });

    it('the articles, set by a script with no input event, on Enter', async () => {
      const page = await open(context, '/articles');
      const box = page.getByRole('searchbox', { name: 'Search articles' });
      await box.evaluate((input: HTMLInputElement) => void (input.value = 'epigenetic'));
      await box.press('Enter');
      await page.getByText('Search: epigenetic').waitFor();
      expect(await box.inputValue()).toBe('epigenetic');
      await page.close();
    });
  });

  describe('a private preview', () => {
    async function share(entityType: 'article' | 'expert', entityId: number): Promise<string> {
      return (await createPreviewLink(server.deps, { entityType, entityId, expiresInHours: 24, actor: admin })).path;
    }

    /** The preview's own page says it is not published, without JavaScript, and offers nothing meant for the live page. */
    async function expectMarkedPreview(page: Page, title: string): Promise<void> {
      const banner = page.getByRole('note', { name: 'Preview' });
      expect(await banner.textContent()).toContain('Preview — not published');
      expect(await banner.isVisible()).toBe(true);
      // At the top of the page, above the item's own heading.
      const bannerBox = (await banner.boundingBox())!;
      expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(viewport.height);
      expect(bannerBox.y).toBeLessThan((await page.getByRole('heading', { level: 1, name: title }).boundingBox())!.y);
      expect(await page.getByText('Suggest a correction').count()).toBe(0);
    }

    it('marks an unpublished profile as a preview and leaves out Suggest a correction, without JavaScript', async () => {
      const expert = await makeExpert(server.deps.db, { name: `Dr. Preview ${viewport.width}` }, undefined, { published: false });
      const reader = await visitorAt(viewport, { javaScriptEnabled: false });
      const page = await reader.newPage();
      await page.goto(await share('expert', expert.id));
      await expectMarkedPreview(page, expert.name);
      // The live page of a published expert has neither the banner nor a missing Suggest a correction.
      await page.goto('/david-sinclair');
      expect(await page.getByRole('note', { name: 'Preview' }).count()).toBe(0);
      expect(await page.getByText('Suggest a correction').count()).toBe(1);
      await reader.close();
    });

    it('marks a draft article as a preview and leaves out Suggest a correction, without JavaScript', async () => {
      const article = await makeArticle(server.deps.db, {
        title: `A Draft Previewed at ${viewport.width}`,
        slug: `a-draft-previewed-at-${viewport.width}`,
        status: 'draft',
      });
      const reader = await visitorAt(viewport, { javaScriptEnabled: false });
      const page = await reader.newPage();
      await page.goto(await share('article', article.id));
      await expectMarkedPreview(page, article.title);
      await reader.close();
    });
  });

  describe('signing up', () => {
    it('signs the new person in at once: one security question, then the home page with their name', async () => {
      const person = await visitorAt(viewport);
      const page = await open(person, '/login?mode=signup');
      await expect.poll(() => page.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
      await page.getByLabel('First name').fill('Nina');
      await page.getByLabel('Last name').fill('Newcomer');
      await page.getByLabel('Email').fill(`nina.${viewport.width}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('newcomer-password-1');
      await page.getByLabel('Confirm password').fill('newcomer-password-1');
      await answerCaptcha(page);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Welcome, Nina!' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      // The signed-in area shows at once (from the hint cookie); the name fills in when the API answers.
      await page
        .getByTestId('user-name')
        .filter({ hasText: /^Nina$/ })
        .first()
        .waitFor({ state: 'attached' });
      await person.close();
    });
  });

  describe('the sticky header', () => {
    it('hides the page scrolling under it: an opaque background, and it is what is seen where it is', async () => {
      const page = await open(context, '/articles/what-epigenetic-clocks-can-and-cannot-tell-you');
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForFunction(() => window.scrollY >= 700);
      const seen = await page.locator('.site-header').evaluate((header) => {
        const rect = header.getBoundingClientRect();
        const points = [0.1, 0.5, 0.9].flatMap((x) => [0.25, 0.75].map((y) => [rect.left + rect.width * x, rect.top + rect.height * y] as const));
        return {
          top: rect.top,
          background: getComputedStyle(header).backgroundColor,
          // Something of the page lies under the header here, so the test means something.
          contentBelow: points.some(([x, y]) => document.elementsFromPoint(x, y).some((element) => element.closest('main'))),
          headerOnTop: points.every(([x, y]) => header.contains(document.elementFromPoint(x, y))),
        };
      });
      expect(seen.top).toBe(0);
      expect(seen.contentBelow).toBe(true);
      expect(seen.headerOnTop).toBe(true);
      expect(seen.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
      await page.close();
    });
  });
});
