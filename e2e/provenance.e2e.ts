import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../domain/dates.ts';
import type { Expert } from '../domain/entities.ts';
import { PROVENANCE_TEXTS } from '../domain/provenance-display.ts';
import { aiEnv, startOpenAiServer, type OpenAiServer } from '../tests/helpers/openai-server.ts';
import { adaResponder, startResearchServer, type ResearchServer } from '../tests/helpers/research-servers.ts';
import { callApi } from './helpers/api.ts';
import { seriousAxeViolations } from './helpers/axe.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { answerCaptcha, collectPageErrors, expectToast, open, registerWithApi, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * Provenance in Chromium against the real server, with the AI research sources on loopback: an
 * AI-generated profile approved in the review dialog shows its sources, review date, AI note and
 * sameAs on the rebuilt public page; a signed-in reader sends a correction from that profile and
 * follows it on My Submissions, where its acceptance shows; a signed-out reader sends one from an
 * article with an e-mail address and the security question.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const READER = { email: 'rosa.e2e@example.com', password: 'reader-password-1', firstName: 'Rosa', lastName: 'Reader' };
const BIOGRAPHY_SENTENCE = 'She has published 142 works, cited 15,234 times.';

let router: OpenAiServer;
let research: ResearchServer;
let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
let reader: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  router = await startOpenAiServer({ openrouter: true });
  router.respond(adaResponder);
  research = await startResearchServer();
  server = await startTestServer({ ...aiEnv(router), ...research.env() });
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  reader = await newVisitor(browser, server.url);
  visitor = await newVisitor(browser, server.url);
  await signInWithApi(admin, ADMIN);
  await registerWithApi(reader, READER);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await router?.close();
  await research?.close();
});

async function expertBySlug(slug: string): Promise<Expert> {
  return (await (await fetch(`${server.url}/api/experts/${slug}`)).json()) as Expert;
}

/** The profile's ProfilePage JSON-LD, whose main entity is the Person. */
async function profilePageJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((block) => block['@type'] === 'ProfilePage');
  if (!found) throw new Error('no ProfilePage JSON-LD on the page');
  return found;
}

describe('an approved AI-generated profile shows its provenance', () => {
  it('is approved in the review dialog, then the rebuilt page lists its sources, review date, AI note and sameAs', { timeout: 300_000 }, async () => {
    const generated = await callApi(admin, 'POST', '/api/research/generate-expert?wait=true', { expertName: 'Ada Longevity' });
    expect(generated).toMatchObject({ status: 200, json: { status: 'succeeded', possibleDuplicates: [] } });

    const review = await open(admin, '/admin/submissions');
    await review.getByRole('button', { name: 'Review Ada Longevity' }).click();
    const dialog = review.getByRole('dialog', { name: 'Review Submission' });
    await dialog.getByRole('heading', { name: 'Sources (6)' }).waitFor();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(review, 'Submission Approved', null);
    await review.close();
    await server.rebuild.whenIdle();

    const expert = await expertBySlug('ada-longevity');
    expect(expert).toMatchObject({ aiAssisted: true, identifiers: { wikidata: 'Q100', orcid: '0000-0002-1825-0097', openalex: 'A100' } });
    const page = await open(visitor, '/ada-longevity');
    const errors = collectPageErrors(page);
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.waitFor();
    // The numbered list of sources; the identifiers are a list of their own beside it.
    const sourceList = sources.locator('.source-list');
    expect(await sourceList.getByRole('listitem').count()).toBe(6);
    expect(await sources.getByRole('list', { name: 'Identifiers' }).getByRole('listitem').count()).toBe(3);
    await sources.getByRole('link', { name: /^Wikipedia: Ada Longevity/ }).waitFor();
    expect(await sourceList.getByRole('listitem').first().textContent()).toContain(`retrieved ${formatDay(expert.sources[0]?.retrievedAt)}`);
    await sources.getByText(PROVENANCE_TEXTS.aiDrafted).waitFor();
    await sources.getByText(PROVENANCE_TEXTS.reviewed(formatDay(expert.lastReviewedAt))).waitFor();
    const profilePage = await profilePageJsonLd(page);
    expect((profilePage.mainEntity as Record<string, unknown>).sameAs).toEqual(
      expect.arrayContaining(['https://www.wikidata.org/wiki/Q100', 'https://orcid.org/0000-0002-1825-0097', 'https://openalex.org/A100']),
    );
    expect(profilePage.dateModified).toBe(expert.updatedAt);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a reader suggests a correction', () => {
  it('sends one from the profile, signed in, and follows it on My Submissions until it is accepted', { timeout: 300_000 }, async () => {
    const page = await open(reader, '/ada-longevity');
    await page.getByText('Suggest a correction').click();
    const form = page.getByTestId('suggest-correction');
    await form.getByLabel('Which part').selectOption({ label: 'Biography' });
    await form.getByLabel('What it says now').fill(BIOGRAPHY_SENTENCE);
    await form.getByLabel('The corrected text').fill('She has published more than 140 works.');
    await form.getByLabel('Source').fill('https://openalex.org/A100');
    // Signed in: no e-mail address, no security question.
    expect(await form.getByLabel('Your email address').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send correction' }).click();
    await expectToast(page, 'Correction Sent');
    await form.getByText('Thank you! The editors will review your correction.').waitFor();
    await page.close();

    const mine = await open(reader, '/my-submissions');
    const entry = mine.getByTestId('my-correction');
    await entry.getByText('Biography of Ada Longevity').waitFor();
    await entry.getByText('Pending review').waitFor();
    await mine.close();

    const queue = (await callApi(admin, 'GET', '/api/admin/corrections?status=pending')).json as Array<{ id: number; subject: string }>;
    const correction = queue.find((item) => item.subject === 'Ada Longevity');
    expect(correction).toBeDefined();
    const accepted = await callApi(admin, 'POST', `/api/admin/corrections/${correction?.id}/accept`, { note: 'Thank you.' });
    expect(accepted.status).toBe(200);
    await server.rebuild.whenIdle();

    const after = await open(reader, '/my-submissions');
    const decided = after.getByTestId('my-correction');
    await decided.getByText('Accepted', { exact: true }).waitFor();
    await decided.getByText('Thank you.').waitFor();
    await after.close();
    const profile = await open(visitor, '/ada-longevity');
    await profile.getByText('She has published more than 140 works.').waitFor();
    expect(await profile.getByText(BIOGRAPHY_SENTENCE).count()).toBe(0);
    await profile.close();
  });

  it('sends one from an article, signed out, with an e-mail address and the security question', async () => {
    const articles = (await (await fetch(`${server.url}/api/articles`)).json()) as Array<{ slug: string; title: string }>;
    const [article] = articles;
    expect(article).toBeDefined();
    const page = await open(visitor, `/articles/${article?.slug}`);
    const errors = collectPageErrors(page);
    await page.getByText('Suggest a correction').click();
    const form = page.getByTestId('suggest-correction');
    await form.getByLabel('Which part').selectOption({ label: 'Title' });
    await form.getByLabel('The corrected text').fill(`${article?.title} (corrected)`);
    await form.getByRole('button', { name: 'Send correction' }).click();
    await expectToast(page, 'Please enter your email address, so we can tell you what the editors decided');
    await form.getByLabel('Your email address').fill('visitor.e2e@example.com');
    await answerCaptcha(page);
    await form.getByRole('button', { name: 'Send correction' }).click();
    await form.getByText('We will write to you with their decision.').waitFor();
    const queue = (await callApi(admin, 'GET', '/api/admin/corrections')).json as Array<{ subject: string; senderEmail: string; fromAccount: boolean }>;
    expect(queue.find((item) => item.senderEmail === 'visitor.e2e@example.com')).toMatchObject({ subject: article?.title, fromAccount: false });
    expect(errors).toEqual([]);
    await page.close();
  });
});
