import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, takeCspViolations } from './helpers/csp.ts';
import { listExperts } from '../db/queries/experts.ts';
import type { Expert } from '../domain/entities.ts';
import { LIMITS } from '../domain/limits.ts';
import { inCategory } from '../domain/search.ts';
import { toExpertIndexEntry } from '../publishing/search/expert-index.ts';
import { createExpertSearch } from '../site/lib/search-engine.ts';
import { makeExpert } from '../tests/helpers/factories.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { open } from './helpers/page.ts';

/**
 * The public expert pages in Chromium against the real Node server: the seeded directory plus a
 * few experts added here (enough podcasters for Load More, and one with a hostile video embed),
 * published through the server's own rebuild.
 */

const HOSTILE_EMBED = '<iframe src="https://evil.example/embed/x" onload="alert(1)"></iframe><script>alert(2)</script>';
const VALID_EMBED = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let experts: Expert[];
let hostile: Expert;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  hostile = await makeExpert(server.deps.db, {
    name: 'Hostile Embed Tester',
    categories: ['scientist_innovator'],
    youtubeEmbeds: [HOSTILE_EMBED, VALID_EMBED],
  });
  for (let n = 1; n <= LIMITS.homeBatchSize + 2; n++) {
    await makeExpert(server.deps.db, { name: `Podcast Host ${String(n).padStart(2, '0')}`, categories: ['podcaster_media'] });
  }
  await server.rebuild.request('e2e: experts added');
  await server.rebuild.whenIdle();
  experts = await listExperts(server.deps.db);
  context = await newVisitor(browser, server.url);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** Resolves once the named island has hydrated (Astro drops its `ssr` attribute then). */
async function hydrated(page: Page, island: string): Promise<void> {
  await page.waitForSelector(`astro-island[component-url*="/${island}."]:not([ssr])`, { state: 'attached' });
}

function cardNames(page: Page): Promise<string[]> {
  return page.locator('.expert-card .expert-card-name').allTextContents();
}

/** The names the site's own search ranks for a query, over the same index entries the build emits. */
function searchNames(term: string): string[] {
  return createExpertSearch(experts.map(toExpertIndexEntry))
    .search(term)
    .map((expert) => expert.name);
}

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

describe('browsing from the home page', () => {
  it('goes from a category chip to the category page, and from a card to the profile', async () => {
    const page = await open(context, '/');
    await page.getByRole('navigation', { name: 'Expert categories' }).getByRole('link', { name: 'Podcasters & Media' }).click();
    await page.waitForURL('**/directory/podcasters-media');
    expect(await page.locator('h1').textContent()).toBe('Podcasters & Media');

    const expected = experts.filter(inCategory('podcaster_media'));
    expect(await cardNames(page)).toEqual(expected.slice(0, LIMITS.directoryPageSize).map((expert) => expert.name));

    const first = expected[0]!;
    await page.locator('.expert-card a', { hasText: first.name }).click();
    await page.waitForURL(`**/${first.slug}`);
    expect(await page.locator('h1').textContent()).toBe(first.name);
    expect(await page.title()).toBe(`${first.name} | Longevity Experts`);
    await page.close();
  });

  it('lists a category from a profile badge in batches with Load More, and clears the filter', async () => {
    const page = await open(context, `/${experts.find((expert) => expert.name === 'Podcast Host 01')!.slug}`);
    await page.locator('.profile-categories a', { hasText: 'Podcasters & Media' }).click();
    await page.waitForURL('**/?category=podcaster_media');
    await hydrated(page, 'home-experts');

    const expected = experts.filter(inCategory('podcaster_media')).map((expert) => expert.name);
    expect(expected.length).toBeGreaterThan(LIMITS.homeBatchSize);
    const heading = page.locator('#home-experts-heading');
    await expect.poll(() => heading.textContent()).toBe('Podcasters & Media');
    await expect.poll(() => cardNames(page)).toEqual(expected.slice(0, LIMITS.homeBatchSize));

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cardNames(page)).toEqual(expected.slice(0, LIMITS.homeBatchSize * 2));
    if (expected.length <= LIMITS.homeBatchSize * 2) expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Clear Filter', exact: true }).click();
    await expect.poll(() => heading.textContent()).toBe('Featured Experts');
    expect(page.url()).toBe(`${server.url}/`);
    await page.close();
  });

  it('searches on Enter and accepts a legacy category spelling', async () => {
    const page = await open(context, '/?category=philanthropist');
    await hydrated(page, 'home-experts');
    await expect.poll(() => page.url()).toBe(`${server.url}/?category=philanthropist_advocate`);
    await expect.poll(() => page.locator('#home-experts-heading').textContent()).toBe('Philanthropists & Advocates');

    await page.getByRole('button', { name: 'Clear Filter', exact: true }).click();
    const term = 'Podcast Host 1';
    await page.getByRole('searchbox', { name: 'Search experts' }).fill(term);
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).get('search')).toBe(term);
    // The home page lists the first batch of matches (how many match depends on the numbers the
    // factories gave this worker's experts, in their contributions too).
    const expected = searchNames(term).slice(0, LIMITS.homeBatchSize);
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await page.close();
  });
});

describe('the directory', () => {
  it('filters by search as one types, updating the URL, the count and the grid', async () => {
    const page = await open(context, '/directory?page=2');
    await hydrated(page, 'expert-browser');
    const term = 'ageing';
    const expected = searchNames(term);
    expect(expected.length).toBeGreaterThan(1);

    await page.getByRole('searchbox', { name: 'Search experts' }).fill(term);
    await expect.poll(() => query(page).get('search')).toBe(term);
    expect(query(page).get('page')).toBeNull(); // a new search starts again at page 1
    await expect.poll(() => page.locator('.results-count').textContent()).toBe(`${expected.length} Experts Found`);
    expect(await cardNames(page)).toEqual(expected.slice(0, LIMITS.directoryPageSize));
    // The British spelling finds what the American one finds.
    await page.getByRole('searchbox', { name: 'Search experts' }).fill('aging');
    await expect.poll(() => query(page).get('search')).toBe('aging');
    await expect.poll(() => page.locator('.results-count').textContent()).toBe(`${expected.length} Experts Found`);

    await page.getByRole('searchbox', { name: 'Search experts' }).fill('no such expert anywhere');
    await expect.poll(() => page.locator('.results-count').textContent()).toBe('0 Experts Found');
    expect(await page.getByRole('link', { name: 'Submit Expert for Review' }).getAttribute('href')).toBe('/submit');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => page.locator('.results-count').textContent()).toBe(`${experts.length} Experts Found`);
    expect(page.url()).toBe(`${server.url}/directory`);
    await page.close();
  });

  it('pages with the pager to the static page paths, and Back returns to the previous page', async () => {
    const page = await open(context, '/directory');
    await hydrated(page, 'expert-browser');
    const pages = Math.ceil(experts.length / LIMITS.directoryPageSize);
    expect(pages).toBeGreaterThan(1);
    expect(await page.getByText(`Page 1 of ${pages}`).count()).toBe(1);
    const firstPage = experts.slice(0, LIMITS.directoryPageSize).map((expert) => expert.name);
    const secondPage = experts.slice(LIMITS.directoryPageSize, LIMITS.directoryPageSize * 2).map((expert) => expert.name);

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/directory/page/2');
    await expect.poll(() => cardNames(page)).toEqual(secondPage);
    expect(await page.getByText(`Page 2 of ${pages}`).count()).toBe(1);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/directory');
    await expect.poll(() => cardNames(page)).toEqual(firstPage);
    await page.goForward();
    await expect.poll(() => cardNames(page)).toEqual(secondPage);

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/directory');
    expect(await cardNames(page)).toEqual(firstPage);
    await page.close();
  });

  it('walks to page 2 without JavaScript, by the static pages and their pager links', async () => {
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/directory');
    expect(await cardNames(page)).toEqual(experts.slice(0, LIMITS.directoryPageSize).map((expert) => expert.name));
    await page.getByRole('navigation', { name: 'Experts pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/directory/page/2');
    expect(await cardNames(page)).toEqual(experts.slice(LIMITS.directoryPageSize, LIMITS.directoryPageSize * 2).map((expert) => expert.name));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.url}/directory/page/2`);
    await page.getByRole('navigation', { name: 'Experts pages' }).getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL((url) => url.pathname === '/directory');
    await noScript.close();
  });

  it('filters by category from the select and from ?category=', async () => {
    const page = await open(context, '/directory');
    await hydrated(page, 'expert-browser');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('clinician');
    await expect.poll(() => query(page).get('category')).toBe('clinician');
    const clinicians = experts.filter(inCategory('clinician'));
    await expect.poll(() => page.locator('.results-count').textContent()).toBe(`${clinicians.length} ${clinicians.length === 1 ? 'Expert' : 'Experts'} Found`);
    expect(await cardNames(page)).toEqual(clinicians.slice(0, LIMITS.directoryPageSize).map((expert) => expert.name));

    await page.goto('/directory?category=podcaster_media&page=1');
    await hydrated(page, 'expert-browser');
    const podcasters = experts.filter(inCategory('podcaster_media'));
    await expect.poll(() => cardNames(page)).toEqual(podcasters.slice(0, LIMITS.directoryPageSize).map((expert) => expert.name));
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('podcaster_media');
    await page.close();
  });

  it('answers an unknown category with the Unknown Category page', async () => {
    const res = await fetch(`${server.url}/directory/unknown`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Unknown Category');
  });
});

describe('the profile', () => {
  it('copies its URL with Share Profile when the device has no share sheet', async () => {
    const expert = experts.find((candidate) => candidate.name === 'David Sinclair') ?? experts[0]!;
    const page = await open(context, `/${expert.slug}`);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share Profile' }).click();
    const toast = page.locator('.toast', { has: page.locator('.toast-title', { hasText: 'Link Copied' }) });
    await toast.waitFor();
    expect(await toast.locator('.toast-description').textContent()).toBe(`${server.url}/${expert.slug}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/${expert.slug}`);
    await page.close();
  });

  it('renders a hostile stored embed as a clean youtube-nocookie iframe and runs no script', async () => {
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // After 'load' every page script (the share button's too) has run.
    await page.goto(`/${hostile.slug}`, { waitUntil: 'load' });
    const sources = await page.locator('iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src')));
    expect(sources).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']);
    expect(await page.locator('iframe[onload]').count()).toBe(0);
    expect(await page.content()).not.toContain('evil.example');
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('is served with an enforced CSP: an injected inline script is blocked and reported as a violation', async () => {
    const page = await open(context, '/');
    // An inline script runs as it is inserted (synchronously) unless the policy blocks it.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    // Chromium reports it twice: its own console error, and the page's securitypolicyviolation event (e2e/helpers/csp.ts).
    const fromEvent = (text: string) => text.startsWith('Content Security Policy violation: ');
    const reported = () => [cspViolations.some((text) => !fromEvent(text)), cspViolations.some((text) => fromEvent(text) && text.includes('script-src'))];
    await expect.poll(reported).toEqual([true, true]);
    expect(takeCspViolations().join('\n')).toMatch(/script-src/);
    await page.close();
  });
});
