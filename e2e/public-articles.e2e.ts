import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublishedArticles } from '../db/queries/articles.ts';
import type { Expert } from '../domain/entities.ts';
import { makeArticle, makeExpert } from '../tests/helpers/factories.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { rebuildSite, startTestServer, type TestServer } from './helpers/server.ts';
import { open } from './helpers/page.ts';

/** Extra articles on top of the seed, so the list has a second page. */
const PAGING_ARTICLES = 14;

let server: TestServer;
let browser: Browser;
let visitor: BrowserContext;
let author: Expert;
let total: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.deps.db;
  author = await makeExpert(db, { name: 'Erin Endurance' });
  await makeArticle(db, {
    title: 'Hostile Link Showcase',
    slug: 'hostile-link-showcase',
    content: 'Do not [click](javascript:alert(1)) here.\n\n| Marker | Value |\n| --- | --- |\n| VO2 max | 52 |\n',
    excerpt: 'An article with a table and a hostile link.',
    expertId: author.id,
    seoTags: ['Zebra Topic'],
    publishedAt: new Date(Date.UTC(2030, 0, 1)),
  });
  for (let n = 1; n <= PAGING_ARTICLES; n++) {
    await makeArticle(db, { title: `Paging Article ${n}`, slug: `paging-article-${n}`, seoTags: ['paging'] });
  }
  total = (await listPublishedArticles(db, new Date())).length;
  await rebuildSite(server);
  browser = await launchBrowser();
  visitor = await newVisitor(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A mark on the window that a navigation would wipe. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __stayed: true }));
}

async function stayedOnPage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true);
}

function countLine(page: Page) {
  return page.locator('.article-count');
}

describe('articles list', () => {
  it('searches as you type, keeping ?search= in the address without navigating', async () => {
    const page = await open(visitor, '/articles');
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing 1-12 of ${total} articles • Page 1 of 2`);
    // The pager appears once the island runs.
    await page.locator('.pager').waitFor();
    await markWindow(page);

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zebra');
    await expect.poll(() => new URL(page.url()).search).toBe('?search=zebra');
    await expect.poll(() => countLine(page).textContent()).toBe('Showing 1-1 of 1 article • Page 1 of 1');
    expect(await page.locator('.article-card-title').allTextContents()).toEqual(['Hostile Link Showcase']);
    expect(await page.getByText('Search: zebra').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Featured Articles' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('no such words anywhere');
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect.poll(() => page.url()).toBe(`${server.url}/articles`);
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing 1-12 of ${total} articles • Page 1 of 2`);
    expect(await stayedOnPage(page)).toBe(true);
    await page.close();
  });

  it('pages with Previous, numbers and Next to the static page paths, without leaving the page', async () => {
    const page = await open(visitor, '/articles');
    await page.locator('.pager').waitFor();
    await markWindow(page);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/articles/page/2');
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing 13-${total} of ${total} articles • Page 2 of 2`);
    expect(await page.locator('.pager [aria-current="page"]').textContent()).toBe('2');
    expect(await page.locator('.article-browser .article-card').count()).toBe(total - 12 + (await featuredCount(page)));

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/articles`);
    expect(await stayedOnPage(page)).toBe(true);
    await page.close();

    for (const address of ['/articles/page/2', '/articles?page=2']) {
      const direct = await open(visitor, address);
      await expect.poll(() => countLine(direct).textContent()).toBe(`Showing 13-${total} of ${total} articles • Page 2 of 2`);
      await direct.close();
    }
  });

  it('filters by a Related Topics tag', async () => {
    const page = await open(visitor, '/articles/hostile-link-showcase');
    await page.getByRole('link', { name: 'Zebra Topic' }).click();
    await page.waitForURL('**/articles?tag=Zebra%20Topic');
    await page.getByText('Tag: Zebra Topic').waitFor();
    await expect.poll(() => countLine(page).textContent()).toBe('Showing 1-1 of 1 article • Page 1 of 1');
    expect(await page.locator('.article-card-title').allTextContents()).toEqual(['Hostile Link Showcase']);
    await page.close();
  });
});

/** Featured cards also use .article-card; they show only without filters. */
async function featuredCount(page: Page): Promise<number> {
  return page.locator('[aria-labelledby="featured-articles-heading"] .article-card').count();
}

describe('article page', () => {
  it('shows the breadcrumb and the rendered table', async () => {
    const page = await open(visitor, '/articles/hostile-link-showcase');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Articles' }).getAttribute('href')).toBe('/articles');
    expect(await breadcrumb.textContent()).toContain('Hostile Link Showcase');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hostile Link Showcase');
    expect(await page.locator('.prose table td').allTextContents()).toEqual(['VO2 max', '52']);
    await page.close();
  });

  it('renders a hostile markdown link as text that does nothing when clicked', async () => {
    const page = await open(visitor, '/articles/hostile-link-showcase');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    expect(await page.locator('.prose a').count()).toBe(0);
    // The refused link reads as its plain text, not as raw markdown.
    expect(await page.locator('.prose').textContent()).toContain('Do not click here.');
    await page.locator('.prose p', { hasText: 'Do not click here.' }).click();
    // A dialog or a navigation would have started by the next frame after the click.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(dialogs).toEqual([]);
    expect(page.url()).toBe(`${server.url}/articles/hostile-link-showcase`);
    await page.close();
  });

  it("'About {expert}' leads to the profile after a short pause", async () => {
    const page = await open(visitor, '/articles/hostile-link-showcase');
    const link = page.getByRole('link', { name: 'About Erin Endurance' });
    expect(await link.getAttribute('href')).toBe(`/${author.slug}`);
    // The click is held back (its default prevented), then the profile opens.
    const held = await link.evaluate((anchor) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      anchor.dispatchEvent(click);
      return click.defaultPrevented && window.location.pathname === '/articles/hostile-link-showcase';
    });
    expect(held).toBe(true);
    await page.waitForURL(`**/${author.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Erin Endurance');
    await page.close();
  });
});

describe('not found', () => {
  it("an unknown article answers 404 with 'Article Not Found'", async () => {
    const page = await visitor.newPage();
    const response = await page.goto('/articles/nope');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Article Not Found');
    expect(await page.getByRole('link', { name: 'Back to Articles' }).getAttribute('href')).toBe('/articles');
    await page.close();
  });

  it("an unknown one-segment path shows 'Expert Not Found', any other 'Page Not Found'", async () => {
    const page = await visitor.newPage();
    const response = await page.goto('/nope-person');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Expert Not Found' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Browse All Experts' }).getAttribute('href')).toBe('/');

    expect((await page.goto('/some/deeper/path'))?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Expert Not Found' }).isVisible()).toBe(false);
    await page.close();
  });
});
