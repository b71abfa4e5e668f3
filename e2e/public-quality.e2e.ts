import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../db/seed/articles.ts';
import { seedExperts } from '../db/seed/experts.ts';
import { slugify } from '../domain/slugs.ts';
import { seriousAxeViolations } from './helpers/axe.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { callsAnswered, collectPageErrors, hydrated, open, registerWithApi, requestsInFlight } from './helpers/page.ts';

/**
 * Accessibility and console hygiene of the public pages in Chromium, on the seeded site:
 * axe-core finds no serious or critical violation, and no page logs an error.
 */

const profile = `/${slugify(seedExperts[0]!.name)}`;
const article = `/articles/${seedArticles.find((a) => a.status === 'published')!.slug}`;

let server: TestServer;
let browser: Browser;
let visitor: BrowserContext;
/** Signed in, so /submit shows its form rather than moving on to /login. */
let member: BrowserContext;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  visitor = await newVisitor(browser, server.url);
  member = await newVisitor(browser, server.url);
  await registerWithApi(member, { email: 'axe.e2e@example.com', password: 'axe-password-1', firstName: 'Axel', lastName: 'Able' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Errors a page logs or throws while it loads, hydrates and settles. */
async function errorsWhileOpening(path: string): Promise<string[]> {
  const page = await visitor.newPage();
  const errors = collectPageErrors(page);
  const inFlight = requestsInFlight(page);
  await page.goto(path);
  await hydrated(page);
  await callsAnswered(page, inFlight);
  if (path === '/submit') {
    // Signed out, /submit says so and moves on to the sign-in page, which must load cleanly too.
    await page.waitForURL((url) => url.pathname === '/login');
    await hydrated(page);
    await callsAnswered(page, inFlight);
  }
  await page.close();
  return errors;
}

describe('axe-core', () => {
  it.each([
    ['home', '/'],
    ['directory', '/directory'],
    ['a profile', profile],
    ['an article', article],
    ['login', '/login'],
    ['submit', '/submit'],
  ])('finds no serious or critical violation on %s', async (_name, path) => {
    const page: Page = await open(path === '/submit' ? member : visitor, path);
    if (path === '/submit') await page.getByLabel('Expert name').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('finds none on a phone-sized article page either (the wide table scrolls in its own region)', async () => {
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 } });
    const page = await open(phone, article);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await phone.close();
  });
});

describe('console', () => {
  it.each(['/', '/directory', '/directory/academic-researchers', profile, '/articles', article, '/login', '/submit', '/forgot-password', '/reset-password'])(
    'stays free of errors on %s',
    async (path) => {
      expect(await errorsWhileOpening(path)).toEqual([]);
    },
  );
});
