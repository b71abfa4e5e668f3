import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImageRoutes, imageEnv } from '../tests/helpers/image-providers.ts';
import { aiEnv, schemaNameOf, startOpenAiServer } from '../tests/helpers/openai-server.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { expectToast, open, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The wizard in Chromium against loopback text and image servers, from an expert to a published
 * article served after the rebuild with its image; then the library's attach, detach, copy and
 * bulk delete.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const TITLE = 'Sleep as a Repair Window';
const ARTICLE = `# ${TITLE}\n\nSleep gives the body time for repair, a theme of this expert's research.\n\n## What the studies say\n\nMore text.`;

const router = await startOpenAiServer({ openrouter: true });
const images = await startOpenAiServer();
await addImageRoutes(images);
router.respond((request) => {
  const schema = schemaNameOf(request);
  if (schema === 'article_ideas') return { json: { ideas: [{ title: 'Sleep and repair', description: 'Why sleep matters.' }] } };
  if (schema === 'article_markdown') return { json: { markdown: ARTICLE } };
  if (schema === 'seo_tags') return { json: { tags: ['sleep', 'repair', 'ageing'] } };
  return { json: { prompt: 'A calm documentary photograph of morning light over a quiet bedroom' } };
});

let server: TestServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  server = await startTestServer({ ...imageEnv(images), ...aiEnv(router), ALLOW_PRIVATE_IMAGE_URLS: 'true' });
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  await signInWithApi(admin, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await router.close();
  await images.close();
});

describe('Promote Longevity and the Promotion Library', () => {
  it('goes from an expert to a published, illustrated article', async () => {
    const page = await open(admin, '/admin/promote');
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await expectToast(page, 'Error', 'Please select an expert first.');
    await page.getByLabel('Expert', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await page.getByText('Sleep and repair').click();
    await page.getByRole('button', { name: 'Create Article Content' }).click();
    await page.getByLabel('Content: Sleep and repair').waitFor();
    await page.getByRole('button', { name: 'Save to Library' }).click();
    await page.getByRole('button', { name: 'Saved!' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Images' }).click();

    await page.getByRole('button', { name: 'Create Images' }).click();
    await expectToast(page, 'Error', 'Please generate an AI prompt or write your own before creating images.');
    await page.getByRole('button', { name: 'Generate AI Prompt' }).click();
    await expect.poll(() => page.getByLabel('Image prompt').inputValue()).toContain('documentary photograph');
    await page.getByRole('button', { name: 'Create Images' }).click();
    await page.getByText('Saved to library · 1280x720').waitFor();
    await page.getByText(/Last image run cost: \$0\.032/).waitFor();
    await page.getByRole('button', { name: 'Continue to Publish' }).click();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expectToast(page, 'Article Published');

    await server.rebuild.whenIdle();
    const html = await (await fetch(`${server.url}/articles/sleep-as-a-repair-window`)).text();
    expect(html).toContain(TITLE);
    expect(html).toMatch(/\/uploads\/images\/[a-z0-9-]+\.png/);
    const imageUrl = /\/uploads\/images\/[a-z0-9-]+\.png/.exec(html)?.[0];
    expect((await fetch(`${server.url}${imageUrl}`)).status).toBe(200);
  });

  it('attaches, detaches, copies and bulk deletes in the library', async () => {
    const page = await open(admin, '/admin/library');
    await page.getByRole('tab', { name: 'Content (1)' }).waitFor();
    await page.locator('.library-card-body').first().click();
    const details = page.getByRole('dialog', { name: 'Content Details' });
    await details.getByRole('button', { name: 'Detach' }).click();
    await expectToast(page, 'Image detached successfully');
    await details.getByRole('button', { name: 'Attach Images' }).click();
    const picker = page.getByRole('dialog', { name: 'Attach Images' });
    await picker.getByRole('button', { name: 'Attach' }).click();
    await expectToast(page, 'Image attached successfully');
    await picker.waitFor({ state: 'hidden' });
    await details.getByRole('button', { name: 'Detach' }).waitFor();
    await details.getByRole('button', { name: 'Copy Content' }).click();
    await expectToast(page, 'Copied', 'Content copied to clipboard');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Images (1)' }).click();
    await page.getByLabel('Select all').check();
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this image?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    // No search or filter is set: the list is simply empty, with no advice to change filters.
    await page.getByRole('heading', { name: 'No saved images yet' }).waitFor();
    expect(await page.getByText('Try adjusting').count()).toBe(0);
  });
});
