import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommons } from '../api/adapters/research/commons.ts';
import { createJsonGetter } from '../api/adapters/research/http.ts';
import { findCommonsPortrait } from '../api/services/commons-portrait.ts';
import { storeImageBytes } from '../api/services/permanent-images.ts';
import { submissions } from '../db/schema.ts';
import type { ResearchPortrait } from '../domain/commons.ts';
import { REVIEW_MESSAGES } from '../domain/messages.ts';
import { syntheticPhoto } from '../scripts/bench/synthetic-photo.ts';
import { startCommonsServer } from '../tests/helpers/commons-server.ts';
import { makeArticle, makeExpert } from '../tests/helpers/factories.ts';
import { callApi } from './helpers/api.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { expectToast, open, signInWithApi } from './helpers/page.ts';
import { rebuildSite, startTestServer, type TestServer } from './helpers/server.ts';

/**
 * Photo credits in Chromium against the real server and a loopback Wikimedia Commons: the review
 * dialog shows the portrait the research offered with its credit line, 'Use this portrait' stores
 * it and the dialog then shows the stored one; after approval and a rebuild the profile shows the
 * portrait and the credit. At 375 px the offer fits and a refusal shows the server's words. Editors
 * set a photo credit under the expert's and the article's image, and the public pages show it.
 *
 * The admin pages' policy takes other hosts' images over https only, as Commons serves them: the
 * loopback Commons is http, so the offer that is stored links its file page instead of a preview,
 * and the offer shown at 375 px carries an https thumbnail address that the browser is answered
 * from the loopback's photo (the server never fetches that one).
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const ADA_CREDIT = "Photo: Jane Lens & Lab's Photo Unit, CC BY-SA 4.0, via Wikimedia Commons";
const SAM_CREDIT = 'Photo: Sam Shutter, CC0, via Wikimedia Commons';
const HTTPS_THUMBNAIL = 'https://upload.wikimedia.org/wikipedia/commons/thumb/e/e2/Ada_CC0.jpg/1280px-Ada_CC0.jpg';

let commons: Awaited<ReturnType<typeof startCommonsServer>>;
let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
let visitor: BrowserContext;
let adaOffer: Extract<ResearchPortrait, { status: 'offered' }>;
const ids = { ada: 0, sam: 0 };

/** A pending submission that carries the research's portrait finding for a Commons file. */
async function submissionWithPortrait(
  name: string,
  file: string,
  thumbnail?: string,
): Promise<{ id: number; offer: Extract<ResearchPortrait, { status: 'offered' }> }> {
  const { status, json } = await callApi(admin, 'POST', '/api/submissions', {
    name,
    title: 'Biogerontologist',
    categories: ['academic'],
    longevityContribution: `${name} studies how cellular senescence drives ageing.`,
    referenceLinks: [`Official Website|https://example.org/${name.replace(/\W+/g, '-').toLowerCase()}`],
    submitterReason: 'A leading voice in the field',
  });
  expect(status).toBe(201);
  const id = (json as { submission: { id: number } }).submission.id;
  // The research step's own finding, read from the loopback Commons as the generator reads it.
  const adapter = createCommons(commons.url, createJsonGetter({ userAgent: 'e2e', timeoutMs: 10_000 }));
  const found = await findCommonsPortrait({ commons: adapter }, { call: (_source, work) => work() }, file);
  if (found?.status !== 'offered') throw new Error(`Commons offered no portrait for ${file}`);
  const offer = thumbnail ? { ...found, imageUrl: thumbnail } : found;
  await server.deps.db
    .update(submissions)
    .set({ researchData: { portrait: offer } })
    .where(eq(submissions.id, id));
  return { id, offer };
}

async function storedPhoto(seed: number): Promise<string> {
  const bytes = new Uint8Array(await syntheticPhoto({ width: 900, height: 900, seed }));
  const image = await storeImageBytes(server.deps, bytes, {
    originalUrl: null,
    imagePrompt: null,
    provider: 'upload',
    model: 'upload',
    size: '900x900',
    sourceType: 'upload',
    sourceId: null,
  });
  return image.storedUrl;
}

async function reviewDialog(width: number, height: number, name: string): Promise<{ page: Page; dialog: Locator }> {
  const page = await open(admin, '/admin/submissions');
  await page.setViewportSize({ width, height });
  await page.getByRole('button', { name: `Review ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Submission' });
  await dialog.waitFor();
  return { page, dialog };
}

/** The credit line under a public page's picture, and its links. */
async function publicCredit(path: string) {
  const page = await visitor.newPage();
  await page.goto(path);
  const credit = page.getByTestId('image-credit');
  return {
    page,
    text: await credit.textContent(),
    links: await credit.locator('a').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
  };
}

beforeAll(async () => {
  commons = await startCommonsServer();
  server = await startTestServer(commons.env());
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  await signInWithApi(admin, ADMIN);
  visitor = await newVisitor(browser, server.url);
  const ada = await submissionWithPortrait('Ada Portraited', 'Ada Longevity portrait.jpg');
  ids.ada = ada.id;
  adaOffer = ada.offer;
  ids.sam = (await submissionWithPortrait('Sam Refused', 'Ada CC0.jpg', HTTPS_THUMBNAIL)).id;
  await admin.route(HTTPS_THUMBNAIL, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: commons.thumbnail }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await commons?.close();
});

describe('a Commons portrait in the review dialog', { timeout: 240_000 }, () => {
  it('shows the offer with its credit, stores it on request, and the approved profile shows portrait and credit (1366 px)', async () => {
    const { page, dialog } = await reviewDialog(1366, 768, 'Ada Portraited');
    const section = dialog.getByRole('region', { name: 'Portrait offered from Wikimedia Commons' });
    await section.waitFor();
    // An http thumbnail is no preview under the page policy: its file page instead.
    const offered = section.getByTestId('offered-portrait');
    expect(await offered.getByRole('link', { name: 'See the file on Wikimedia Commons' }).getAttribute('href')).toBe(adaOffer.pageUrl);
    // The credit line as the profile will show it, the file page and the licence linked.
    expect(await section.getByTestId('image-credit').textContent()).toBe(ADA_CREDIT);
    expect(await section.getByTestId('image-credit').getByRole('link', { name: 'Wikimedia Commons' }).getAttribute('href')).toBe(adaOffer.pageUrl);
    expect(await section.getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0');
    expect(commons.downloads()).toEqual([]);

    await section.getByRole('button', { name: 'Use this portrait' }).click();
    await expectToast(page, 'Portrait Stored');
    const stored = dialog.getByTestId('stored-portrait');
    await stored.waitFor();
    expect(await dialog.getByRole('status').filter({ hasText: 'Portrait stored' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Use this portrait' }).count()).toBe(0);
    const img = stored.getByRole('img', { name: 'Stored portrait of Ada Portraited' });
    await expect.poll(() => img.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const storedSrc = new URL(await img.evaluate((element) => (element as HTMLImageElement).currentSrc)).pathname;
    expect(storedSrc).toMatch(/^\/uploads\/images\/[0-9a-z]+-[0-9a-f]{32}\.sq288\.(avif|webp|jpg)$/);
    expect(await stored.getByTestId('image-credit').textContent()).toBe(ADA_CREDIT);
    expect(commons.downloads()).toHaveLength(1);

    // Closed and opened again: still the stored portrait, read back from the server.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Review Ada Portraited', exact: true }).click();
    await dialog.getByTestId('stored-portrait').waitFor();
    expect(await dialog.getByTestId('stored-portrait').getByTestId('image-credit').textContent()).toBe(ADA_CREDIT);

    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Submission Approved');
    await page.close();

    await rebuildSite(server);
    const profile = await publicCredit('/ada-portraited');
    expect(profile.text).toBe(ADA_CREDIT);
    expect(profile.links).toEqual([
      ['CC BY-SA 4.0', 'https://creativecommons.org/licenses/by-sa/4.0'],
      ['Wikimedia Commons', adaOffer.pageUrl],
    ]);
    const portrait = profile.page.locator('.profile-portrait img');
    await expect
      .poll(() => portrait.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const stem = storedSrc.replace(/\.sq288\.\w+$/, '');
    expect(new URL(await portrait.evaluate((element) => (element as HTMLImageElement).currentSrc)).pathname.startsWith(`${stem}.sq`)).toBe(true);
    // The profile's share card is a file of the build.
    const card = await profile.page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(/\/og\/experts\/ada-portraited\.[0-9a-f]{16}\.jpg$/);
    expect((await fetch(new URL(new URL(card!).pathname, server.url))).status).toBe(200);
    await profile.page.close();
  });

  it('fits a phone, and a refusal shows the server’s reason (375 px)', async () => {
    const { page, dialog } = await reviewDialog(375, 740, 'Sam Refused');
    const section = dialog.getByRole('region', { name: 'Portrait offered from Wikimedia Commons' });
    await section.waitFor();
    expect(await section.getByTestId('image-credit').textContent()).toBe(SAM_CREDIT);
    const thumbnail = section.getByRole('img', { name: 'Portrait of Sam Refused offered from Wikimedia Commons' });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toBe(HTTPS_THUMBNAIL);
    const button = section.getByRole('button', { name: 'Use this portrait' });
    await button.scrollIntoViewIfNeeded();
    for (const part of [section, button, thumbnail, section.getByTestId('image-credit')]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375.5);
    }
    // Another admin rejects it meanwhile: the server refuses to store a portrait for it, and says why.
    expect((await callApi(admin, 'POST', `/api/admin/submissions/${ids.sam}/reject`, { reviewNotes: '' })).status).toBe(200);
    await button.click();
    await section.getByRole('alert').filter({ hasText: REVIEW_MESSAGES.alreadyReviewed }).waitFor();
    await expectToast(page, 'Portrait Not Stored', REVIEW_MESSAGES.alreadyReviewed);
    await page.close();
  });
});

describe('a photo credit from the editors', { timeout: 240_000 }, () => {
  it('the expert editor sets the credit of the profile image, with the editor’s Save', async () => {
    await makeExpert(server.deps.db, { name: 'Pia Credited', imageUrl: await storedPhoto(41) });
    const page = await open(admin, '/admin/experts');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('searchbox', { name: 'Search experts' }).fill('Pia Credited');
    await page.getByRole('button', { name: 'Edit Pia Credited', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Expert' });
    const credit = dialog.getByRole('group', { name: /^Photo credit/ });
    await credit.waitFor();
    expect(await credit.getByLabel('Author').inputValue()).toBe('');

    // Half a credit is refused before anything is saved, at the field that lacks.
    await credit.getByLabel('Author').fill('Pat Lens');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const licence = credit.getByLabel('Licence', { exact: true });
    await expect.poll(() => licence.getAttribute('aria-invalid')).toBe('true');
    expect(await licence.evaluate((element) => element === document.activeElement)).toBe(true);

    await licence.fill('All rights reserved, used with permission');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Expert Updated');
    await dialog.waitFor({ state: 'detached' });

    // Opened again: the credit is the image's now.
    await page.getByRole('button', { name: 'Edit Pia Credited', exact: true }).click();
    await expect
      .poll(() =>
        dialog
          .getByRole('group', { name: /^Photo credit/ })
          .getByLabel('Author')
          .inputValue(),
      )
      .toBe('Pat Lens');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();

    await rebuildSite(server);
    const profile = await publicCredit('/pia-credited');
    expect(profile.text).toBe('Photo: Pat Lens, All rights reserved, used with permission');
    await profile.page.close();
  });

  it('the article editor shows the picture’s credit and saves a change with Update Article', async () => {
    const picture = await storedPhoto(42);
    const lookup = await callApi(admin, 'GET', `/api/permanent-images/lookup?url=${encodeURIComponent(picture)}`);
    const imageId = (lookup.json as { id: number }).id;
    const before = { author: 'Old Author', licence: 'CC0', sourceName: 'Wikimedia Commons', sourceUrl: 'https://commons.wikimedia.org/wiki/File:Old.jpg' };
    expect((await callApi(admin, 'PATCH', `/api/permanent-images/${imageId}`, { credit: before })).status).toBe(200);
    await makeArticle(server.deps.db, { slug: 'credited-picture', title: 'A Credited Picture', featuredImageUrl: picture });

    const page = await open(admin, '/admin/articles');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Edit "A Credited Picture"' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    const credit = dialog.getByRole('group', { name: /^Photo credit/ });
    await expect.poll(() => credit.getByLabel('Author').inputValue()).toBe('Old Author');
    expect(await credit.getByLabel('Licence', { exact: true }).inputValue()).toBe('CC0');
    expect(await credit.getByLabel('Source link').inputValue()).toBe(before.sourceUrl);

    await credit.getByLabel('Author').fill('New Author');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expectToast(page, 'Article Updated');
    await dialog.waitFor({ state: 'detached' });
    await page.close();

    await rebuildSite(server);
    const article = await publicCredit('/articles/credited-picture');
    expect(article.text).toBe('Photo: New Author, CC0, via Wikimedia Commons');
    expect(article.links).toEqual([['Wikimedia Commons', before.sourceUrl]]);
    await article.page.close();
  });
});
