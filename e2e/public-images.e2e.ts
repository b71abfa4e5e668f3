import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImageBytes } from '../api/services/permanent-images.ts';
import { variantKeysOf } from '../domain/image-variants.ts';
import { syntheticPhoto } from '../scripts/bench/synthetic-photo.ts';
import { makeArticle, makeExpert } from '../tests/helpers/factories.ts';
import { launchBrowser } from './helpers/browser.ts';
import { watchCsp } from './helpers/csp.ts';
import { collectPageErrors, hydrated, open } from './helpers/page.ts';
import { rebuildSite, startTestServer, type TestServer } from './helpers/server.ts';

/**
 * Photos in Chromium against the real server: a phone picks the small AVIF sizes (never the
 * original), the page does not shift while they load, and a picture whose sizes are missing
 * (stored on the edge, before the build that makes them) shows its original file instead.
 */

let server: TestServer;
let browser: Browser;
let phone: BrowserContext;
let portrait = '';
let missingSizes = '';
const slugs = { shown: 'pia-photo', fallback: 'fay-fallback' };

beforeAll(async () => {
  server = await startTestServer();
  const store = async (seed: number) =>
    (
      await storeImageBytes(server.deps, new Uint8Array(await syntheticPhoto({ width: 1600, height: 1600, seed })), {
        originalUrl: null,
        imagePrompt: null,
        provider: 'upload',
        model: 'upload',
        size: '1600x1600',
        sourceType: 'upload',
        sourceId: null,
      })
    ).storedUrl;
  portrait = await store(31);
  missingSizes = await store(32);
  const pia = await makeExpert(server.deps.db, { name: 'Pia Photo', imageUrl: portrait });
  await makeExpert(server.deps.db, { name: 'Fay Fallback', imageUrl: missingSizes });
  await makeArticle(server.deps.db, { slug: 'pia-article', title: 'Pia in Pictures', expertId: pia.id, featuredImageUrl: portrait });
  await rebuildSite(server);
  // As if stored on the edge after the build: the original is there, its sizes are not yet.
  const key = missingSizes.split('/').at(-1)!;
  await Promise.all(variantKeysOf(key).map((variant) => rm(join(server.dataDir, 'uploads', 'images', variant))));
  browser = await launchBrowser();
  // Lighthouse's phone: 412 px wide at 1.75 device pixels per CSS pixel.
  phone = await browser.newContext({ baseURL: server.url, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await watchCsp(phone);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('pictures on a phone', () => {
  it("loads the profile portrait's 288 px AVIF first, not the original, without shifting the page", async () => {
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/${slugs.shown}`);
    const img = page.locator('.profile-portrait img');
    // At 1.75 device pixels the 144 px box needs 252: the 288 px size (the 112 px one is too small).
    await expect
      .poll(() => img.evaluate((element) => (element as HTMLImageElement).complete && new URL((element as HTMLImageElement).currentSrc).pathname))
      .toBe(portrait.replace('.jpg', '.sq288.avif'));
    expect(images).not.toContain(portrait);
    expect(await img.evaluate((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height])).toEqual([144, 144]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the original file when the sizes are missing, and the island still hydrates', async () => {
    const page = await open(phone, `/${slugs.fallback}`);
    const img = page.locator('.profile-portrait img');
    await expect.poll(() => img.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((element) => new URL((element as HTMLImageElement).currentSrc).pathname)).toBe(missingSizes);
    expect(await img.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    await page.close();

    const directory = await open(phone, '/directory');
    await hydrated(directory);
    const card = directory.locator('.expert-card', { hasText: 'Fay Fallback' }).locator('img');
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.evaluate((element) => (element as HTMLImageElement).complete && new URL((element as HTMLImageElement).currentSrc).pathname))
      .toBe(missingSizes);
    await directory.close();
  });

  it("loads the article's picture at the phone's size with high priority", async () => {
    const page = await open(phone, '/articles/pia-article');
    const img = page.locator('img.article-image');
    // 380 CSS px at 1.75x needs 665 pixels: the 720 size, not the 800 one.
    await expect
      .poll(() => img.evaluate((element) => (element as HTMLImageElement).complete && new URL((element as HTMLImageElement).currentSrc).pathname))
      .toBe(portrait.replace('.jpg', '.w720.avif'));
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    await page.close();
  });
});
