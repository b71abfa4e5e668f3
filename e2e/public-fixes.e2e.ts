import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle, makeExpert } from '../tests/helpers/factories.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { rebuildSite, startTestServer, type TestServer } from './helpers/server.ts';
import { answerCaptcha, collectPageErrors, expectNoSidewaysScroll, expectToast, hydrated, open, pauseClock } from './helpers/page.ts';
import { LIMITS } from '../domain/limits.ts';

/**
 * The visitor-facing fixes of issue 11 in Chromium against the real server: Sign Up opens the
 * create-account mode, 'Welcome!' outlives the reload, scrolled-to content clears the sticky
 * header, a broken card picture leaves a placeholder without breaking hydration, the Directory
 * menu answers Escape and touch, wide tables show they scroll, cards line up, and an empty result
 * has one Clear Filters.
 */

let server: TestServer;
let browser: Browser;
let visitor: BrowserContext;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.deps.db;
  const author = await makeExpert(db, { name: 'Pia Placeholder' });
  await makeArticle(db, {
    title: 'A Picture That Never Arrives',
    slug: 'a-picture-that-never-arrives',
    featuredImageUrl: `${server.url}/no-such-picture.png`,
    expertId: author.id,
    publishedAt: new Date(Date.UTC(2031, 0, 1)),
  });
  await rebuildSite(server);
  browser = await launchBrowser();
  visitor = await newVisitor(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function headerBottom(page: Page): Promise<number> {
  return page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
}

describe('accounts', () => {
  it("opens the create-account mode from the header's Sign Up, and 'Welcome!' stays readable on the page the sign-in reloads to", async () => {
    const context = await newVisitor(browser, server.url);
    // The pages' clock is Playwright's: it runs as usual until the test pauses it, then moves only when told.
    await context.clock.install();
    const page = await open(context, '/directory');
    await page.locator('.header-auth').getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('mode') === 'signup');
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const createTab = page.getByRole('tab', { name: 'Create Account' });
    await expect.poll(() => createTab.getAttribute('aria-selected'), { timeout: 5000 }).toBe('true');

    await page.getByLabel('First name').fill('Wendy');
    await page.getByLabel('Last name').fill('Welcome');
    await page.getByLabel('Email').fill('wendy.e2e@example.com');
    await page.getByLabel('Password', { exact: true }).fill('welcome-password-1');
    await page.getByLabel('Confirm password').fill('welcome-password-1');
    await answerCaptcha(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Sign-up signs the new person in at once. The welcome card moves on to / after a pause: from here the test moves the clock, so the
    // toast's time on the next page is counted exactly, however slow the machine.
    await page.getByRole('heading', { name: 'Welcome, Wendy!' }).waitFor();
    await pauseClock(page);
    await page.clock.runFor(1000);
    await page.waitForURL((url) => url.pathname === '/');
    await expectToast(page, 'Welcome!');
    const welcome = page.locator('.toast-title', { hasText: 'Welcome!' });
    // Most of the toast's 5 seconds later, it is still there to read; after them it is gone.
    await page.clock.runFor(LIMITS.toastDurationMs - 1500);
    expect(await welcome.isVisible()).toBe(true);
    await page.clock.runFor(1500);
    await welcome.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('layout', () => {
  it('stops content scrolled to below the sticky header', async () => {
    const page = await open(visitor, '/');
    await page.getByRole('link', { name: 'Explore Leaders' }).click();
    const target = page.locator('#featured-experts');
    await expect.poll(async () => (await target.boundingBox())?.y ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(await headerBottom(page));
    await page.close();
  });

  it('lines up the parts of the expert cards in a grid row', async () => {
    const page = await open(visitor, '/directory');
    const rows = await page.locator('.expert-grid .expert-card').evaluateAll((cards) =>
      cards.slice(0, 3).map((card) => ({
        top: card.getBoundingClientRect().top,
        height: card.getBoundingClientRect().height,
        categories: card.querySelector('.expert-card-categories')!.getBoundingClientRect().top - card.getBoundingClientRect().top,
        more: card.querySelector('.expert-card-more')!.getBoundingClientRect().top - card.getBoundingClientRect().top,
      })),
    );
    expect(new Set(rows.map((row) => row.top)).size).toBe(1);
    expect(new Set(rows.map((row) => row.height)).size).toBe(1);
    expect(new Set(rows.map((row) => Math.round(row.categories))).size).toBe(1);
    expect(new Set(rows.map((row) => Math.round(row.more))).size).toBe(1);
    await page.close();
  });

  it('shows that a wide table scrolls on a phone, in a region keyboard users can scroll too', async () => {
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 } });
    const page = await open(phone, '/articles/what-epigenetic-clocks-can-and-cannot-tell-you');
    const region = page.locator('.prose .table-scroll').first();
    const shape = await region.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      tabIndex: element.tabIndex,
      label: element.getAttribute('aria-label'),
      shadows: getComputedStyle(element).backgroundImage,
    }));
    expect(shape.scrolls).toBe(true);
    expect(shape.tabIndex).toBe(0);
    expect(shape.label).toMatch(/scrolls sideways/);
    expect(shape.shadows).toMatch(/radial-gradient/);
    // The page itself does not scroll sideways.
    await expectNoSidewaysScroll(page);
    await phone.close();
  });
});

describe('a broken card picture on /articles', () => {
  it('leaves a placeholder in the card and the island hydrates without an error', async () => {
    const page = await visitor.newPage();
    // The missing picture itself is reported as a failed load; anything else is a fault.
    const problems = collectPageErrors(page, ['/no-such-picture.png']);
    await page.goto('/articles');
    await hydrated(page);
    const card = page.locator('.article-card', { hasText: 'A Picture That Never Arrives' }).first();
    const picture = card.locator('.article-card-image');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0), { timeout: 5000 })
      .toBe(true);
    const box = await picture.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(50);
    expect(await picture.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(/image-placeholder\.svg/);
    // The island still works: searching filters the list.
    await page.getByPlaceholder('Search articles...').fill('never arrives');
    await expect.poll(() => page.locator('.article-count').textContent()).toMatch(/of 1 article/);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the Directory menu', () => {
  it('opens on keyboard focus and closes on Escape, returning focus to Directory', async () => {
    const page = await open(visitor, '/articles');
    const trigger = page.locator('[data-directory-trigger]');
    const panel = page.locator('.nav-dropdown .dropdown-panel');
    await trigger.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => panel.isVisible(), { timeout: 3000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible(), { timeout: 3000 }).toBe(false);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('opens with a first tap on a touch screen and follows the link on the second', async () => {
    const tablet = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 }, hasTouch: true });
    const page = await open(tablet, '/articles');
    const trigger = page.locator('[data-directory-trigger]');
    const panel = page.locator('.nav-dropdown .dropdown-panel');
    await trigger.tap();
    await expect.poll(() => panel.isVisible(), { timeout: 3000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/articles');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.touchscreen.tap(20, 700);
    await expect.poll(() => panel.isVisible(), { timeout: 3000 }).toBe(false);
    await trigger.tap();
    await trigger.tap();
    await page.waitForURL((url) => url.pathname === '/directory');
    await tablet.close();
  });
});

describe('empty results', () => {
  it.each([
    ['the home page', '/?search=zzzzzz', /^Clear Filters?$/],
    ['the directory', '/directory?search=zzzzzz', /^Clear Filters$/],
    ['the articles list', '/articles?search=zzzzzz', /^Clear Filters$/],
  ])('offer one Clear Filters on %s', async (_where, path, name) => {
    const page = await open(visitor, path);
    await page.locator('.empty-state').getByRole('heading').first().waitFor();
    expect(await page.getByRole('button', { name }).count()).toBe(1);
    await page.close();
  });
});
