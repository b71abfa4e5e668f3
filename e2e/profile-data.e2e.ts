import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expert } from '../domain/entities.ts';
import type { ExpertSource } from '../domain/provenance.ts';
import { expertProfile } from '../tests/helpers/factories.ts';
import { seriousAxeViolations } from './helpers/axe.ts';
import { launchBrowser } from './helpers/browser.ts';
import { watchCsp } from './helpers/csp.ts';
import { collectPageErrors, expectNoSidewaysScroll, expectToast, open, registerWithApi, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * What the public profile says about whom it describes, in Chromium against the real server at
 * 1366 px and 375 px: the identifiers as links a reader can follow beside the sources (and the
 * ProfilePage JSON-LD around the Person); a reader on a phone suggests a correction to one of the
 * sources, the editor accepts it in the corrections queue, and the rebuilt page lists it.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const READER = { email: 'paula.e2e@example.com', password: 'reader-password-1', firstName: 'Paula', lastName: 'Reader' };
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

const WIKI: ExpertSource = {
  title: 'Dr. Profile Data – Wikipedia',
  url: 'https://en.wikipedia.org/wiki/Profile_Data',
  kind: 'wikipedia',
  retrievedAt: '2026-11-20',
  supports: ['biography'],
};
const FACULTY: ExpertSource = {
  title: 'Faculty page',
  url: 'https://uni.example.edu/people/profile-data',
  kind: 'institution',
  retrievedAt: '2026-11-02',
  supports: ['title'],
};
const IDENTIFIERS = [
  { name: 'Wikidata Q4242 (opens in a new tab)', href: 'https://www.wikidata.org/wiki/Q4242' },
  { name: 'ORCID 0000-0002-1825-0097 (opens in a new tab)', href: 'https://orcid.org/0000-0002-1825-0097' },
  { name: 'OpenAlex A5012345678 (opens in a new tab)', href: 'https://openalex.org/A5012345678' },
];

let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
let reader: BrowserContext;
let visitors: Record<'wide' | 'phone', BrowserContext>;
let expert: Expert;

async function context(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const created = await browser.newContext({ baseURL: server.url, viewport });
  await watchCsp(created);
  return created;
}

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  admin = await context(WIDE);
  reader = await context(PHONE);
  visitors = { wide: await context(WIDE), phone: await context(PHONE) };
  await signInWithApi(admin, ADMIN);
  await registerWithApi(reader, READER);

  const page = await open(admin, '/');
  const created = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/experts', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    {
      ...expertProfile({ name: 'Dr. Profile Data', referenceLinks: ['Official Website|https://profile-data.example.org'] }),
      sources: [WIKI, FACULTY],
      identifiers: { wikidata: 'Q4242', orcid: '0000-0002-1825-0097', openalex: 'A5012345678' },
      contextNotes: [{ text: 'Chaired a review panel in 2024.', sourceUrl: 'https://news.example.org/panel' }],
    },
  );
  await page.close();
  expect(created.status).toBe(201);
  expert = created.json as Expert;
  await server.rebuild.whenIdle();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function profilePageJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((block) => JSON.parse(block) as Record<string, unknown>);
  expect(blocks.map((block) => block['@type'])).toEqual(['ProfilePage', 'BreadcrumbList']);
  return blocks[0] as Record<string, unknown>;
}

describe('the profile says whom it describes', () => {
  it.each([['1366 px', 'wide'] as const, ['375 px', 'phone'] as const])(
    'at %s: the identifiers are named links beside the sources, and the JSON-LD is a ProfilePage about the Person',
    async (_, size) => {
      const page = await open(visitors[size], `/${expert.slug}`);
      const errors = collectPageErrors(page);
      const sources = page.getByRole('region', { name: 'Sources' });
      const identifiers = sources.getByRole('list', { name: 'Identifiers' });
      await identifiers.waitFor();
      const width = page.viewportSize()?.width ?? 0;
      for (const { name, href } of IDENTIFIERS) {
        const link = identifiers.getByRole('link', { name, exact: true });
        expect(await link.getAttribute('href')).toBe(href);
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      await expectNoSidewaysScroll(page);

      const profile = await profilePageJsonLd(page);
      expect(profile).toMatchObject({ '@type': 'ProfilePage', dateModified: expert.updatedAt, mainEntity: { '@type': 'Person', name: 'Dr. Profile Data' } });
      expect((profile.mainEntity as { sameAs: string[] }).sameAs).toEqual([
        ...IDENTIFIERS.map((identifier) => identifier.href),
        'https://profile-data.example.org',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});

describe('a reader corrects one source', () => {
  it(
    'names the second source on a phone, the editor accepts it in the queue, and the rebuilt page lists the corrected source',
    { timeout: 300_000 },
    async () => {
      const page = await open(reader, `/${expert.slug}`);
      const errors = collectPageErrors(page);
      await page.getByText('Suggest a correction').click();
      const form = page.getByTestId('suggest-correction');
      await form.getByLabel('Which part').selectOption({ label: 'Sources' });
      const which = form.getByLabel('Which source');
      expect(await which.locator('option').allTextContents()).toEqual([`1. ${WIKI.title}`, `2. ${FACULTY.title}`, 'A source not listed']);
      // A sourced entry is named, not quoted, and needs the sender's source.
      expect(await form.getByLabel('What it says now').count()).toBe(0);
      await which.selectOption({ label: `2. ${FACULTY.title}` });
      await form.getByLabel('The corrected text').fill('Profile Data – Department of Ageing');
      await form.getByRole('button', { name: 'Send correction' }).click();
      // Refused in the form with the server's own rule: no request is made.
      await expectToast(page, 'Please give the web address of the source');
      await form.getByLabel('Source', { exact: true }).fill('https://uni.example.edu/ageing/profile-data');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Send correction' }).click();
      await expectToast(page, 'Correction Sent');
      await form.getByText('Thank you! The editors will review your correction.').waitFor();
      await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
      await page.close();

      const queue = await open(admin, '/admin/submissions');
      const corrections = queue.getByRole('region', { name: /Reader Corrections/ });
      const card = corrections.getByTestId('correction-card').filter({ hasText: FACULTY.url });
      await card.getByText('Profile Data – Department of Ageing').waitFor();
      await card.getByRole('button', { name: 'Accept the correction to the sources of Dr. Profile Data' }).click();
      const dialog = queue.getByRole('dialog', { name: 'Accept Correction' });
      await dialog.getByText(FACULTY.url).waitFor();
      await dialog.getByRole('button', { name: 'Accept and apply' }).click();
      await expectToast(queue, 'Correction Accepted');
      await queue.close();
      await server.rebuild.whenIdle();

      const after = await open(visitors.phone, `/${expert.slug}`);
      const sources = after.getByRole('region', { name: 'Sources' });
      const corrected = sources.getByRole('link', { name: 'Profile Data – Department of Ageing (opens in a new tab)' });
      expect(await corrected.getAttribute('href')).toBe('https://uni.example.edu/ageing/profile-data');
      await sources.getByRole('link', { name: `${WIKI.title} (opens in a new tab)` }).waitFor();
      expect(await sources.getByRole('link', { name: `${FACULTY.title} (opens in a new tab)` }).count()).toBe(0);
      await after.close();
    },
  );
});
