import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listFeatured } from '../api/services/featured-order.ts';
import { FEATURED_ARTICLES } from '../api/services/featured-articles.ts';
import { useAdminSession } from './helpers/admin-session.ts';
import { newVisitor } from './helpers/browser.ts';
import { expectToast, open } from './helpers/page.ts';

/**
 * The Article Repository and Image Storage screens in Chromium as the seeded admin, against the
 * real server: edit an article, feature it, drag it to the top of the featured list and see the
 * rebuilt home page follow; store an image and delete it through the storage screen.
 */

/** A published, not featured seed article. */
const ORIGINAL_TITLE = 'Calorie Restriction and Fasting: What Human Studies Show';
const NEW_TITLE = 'Fasting and Calorie Restriction in People';
const NEW_SLUG = 'fasting-and-calorie-restriction-in-people';
/** The two seed articles featured at start, in their order. */
const EPIGENETIC = 'What Epigenetic Clocks Can and Cannot Tell You';
const EXERCISE = 'Building an Exercise Plan for a Longer Healthspan';
/** A 1x1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const session = useAdminSession();

/** Waits (longer than expect.poll's one-second default) for what the screen shows after a request. */
function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

function featuredTitles(page: Page): Promise<string[]> {
  return page.locator('.featured-row-title').allTextContents();
}

async function featuredOrderOnServer(): Promise<string[]> {
  return (await listFeatured(session.server.deps.db, FEATURED_ARTICLES)).map((article) => article.title);
}

/** Presses on the handle, moves in small steps to the middle of the target row and lets go. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Drag handle or target is not on screen');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

describe('article repository', () => {
  it('sends a signed-out visitor to /login with the admin-access toast', async () => {
    const visitor = await newVisitor(session.browser, session.server.url);
    const page = await open(visitor, '/admin/articles');
    await expectToast(page, 'Admin Access Required', 'You need admin privileges to access this page. Redirecting to login...');
    await page.waitForURL((url) => url.pathname === '/login');
    await visitor.close();
  });

  it('edits an article, features it and drags it first; the rebuilt home page follows', { timeout: 300_000 }, async () => {
    const page = await open(session.admin, '/admin/articles');
    await page.getByRole('heading', { name: 'Article Repository' }).waitFor();
    await page.locator('.stat-card', { hasText: 'Featured' }).getByText('2 / 4').waitFor();
    expect(await featuredTitles(page)).toEqual([EPIGENETIC, EXERCISE]);
    expect(await page.getByText('You can feature 2 more articles').isVisible()).toBe(true);

    // Search narrows the list (over title, excerpt and tags).
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('CALERIE');
    await eventually(() => page.locator('.article-row-title').allTextContents()).toEqual([ORIGINAL_TITLE]);
    await search.fill('');

    // Edit: title and slug, with the slug rule shown inline and the AI failure shown as the server says.
    await page.getByRole('button', { name: `Edit "${ORIGINAL_TITLE}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(NEW_TITLE);
    await dialog.getByLabel('URL Slug').fill('Not A Slug');
    await dialog.getByText('Only lowercase letters, numbers, and hyphens allowed').waitFor();
    await dialog.getByRole('button', { name: 'Generate from Title' }).click();
    expect(await dialog.getByLabel('URL Slug').inputValue()).toBe(NEW_SLUG);
    expect(await dialog.getByText('Only lowercase letters, numbers, and hyphens allowed').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Generate SEO Title' }).click();
    await expectToast(page, 'Failed to generate SEO title', 'AI provider not configured');

    await dialog.getByRole('button', { name: 'From Library' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Image from Library' });
    await picker.getByText('No saved images found in your Content Library').waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });

    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expectToast(page, 'Article Updated');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.article-row-title', { hasText: NEW_TITLE }).waitFor();

    // Feature it: it joins the end of the featured list.
    const featuredSwitch = page.getByRole('switch', { name: `Featured: ${NEW_TITLE}` });
    await featuredSwitch.click();
    await eventually(() => featuredSwitch.getAttribute('aria-checked')).toBe('true');
    await eventually(() => featuredTitles(page)).toEqual([EPIGENETIC, EXERCISE, NEW_TITLE]);
    await page.getByText('You can feature 1 more article', { exact: true }).waitFor();
    await page.locator('.stat-card', { hasText: 'Featured' }).getByText('3 / 4').waitFor();

    // Drag it one place up with the mouse, then to the top with the keyboard (pick up, up, drop).
    const handle = page.getByRole('button', { name: `Reorder "${NEW_TITLE}"` });
    await dragWithMouse(page, handle, page.locator('.featured-row', { hasText: EXERCISE }));
    await eventually(() => featuredTitles(page)).toEqual([EPIGENETIC, NEW_TITLE, EXERCISE]);
    await eventually(() => featuredOrderOnServer()).toEqual([EPIGENETIC, NEW_TITLE, EXERCISE]);

    // Each key waits for the list to show it took effect: the handle pressed (picked up), then
    // the move announced to screen readers, then the drop.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await eventually(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await eventually(() => announced.textContent()).toBe(`"${NEW_TITLE}" moved to position 1 of 3.`);
    await page.keyboard.press('Space');
    await eventually(() => featuredTitles(page)).toEqual([NEW_TITLE, EPIGENETIC, EXERCISE]);
    await eventually(() => featuredOrderOnServer()).toEqual([NEW_TITLE, EPIGENETIC, EXERCISE]);
    // The order survives a reload: it is the server's.
    await page.reload();
    await page.locator('.featured-row').first().waitFor();
    await eventually(() => featuredTitles(page)).toEqual([NEW_TITLE, EPIGENETIC, EXERCISE]);
    await page.close();

    await session.server.rebuild.whenIdle();
    const home = await open(session.admin, '/');
    const homeFeatured = home.locator('section[aria-labelledby="featured-articles"] .article-card-title');
    expect(await homeFeatured.first().textContent()).toBe(NEW_TITLE);
    expect(await homeFeatured.count()).toBe(3);
    await home.close();

    const article = await open(session.admin, `/articles/${NEW_SLUG}`);
    expect(await article.getByRole('heading', { level: 1 }).textContent()).toBe(NEW_TITLE);
    await article.close();
  });
});

describe('image storage', () => {
  it('views a stored image, then deletes it and its file', async () => {
    const page = await open(session.admin, '/admin/images');
    const uploaded = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const body = new FormData();
      body.append('image', new File([bytes], 'pixel.png', { type: 'image/png' }));
      const res = await fetch('/api/upload/image', { method: 'POST', body });
      return (await res.json()) as { imageUrl: string };
    }, PNG_BASE64);
    const filename = uploaded.imageUrl.split('/').pop() ?? '';
    const file = join(session.server.dataDir, 'uploads', 'images', filename);
    expect(existsSync(file)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Image Storage Management' }).waitFor();
    await page.locator('.stat-card', { hasText: 'Total Images' }).getByText('1', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Filter by source' }).selectOption('upload');
    const card = page.locator('.stored-image-card');
    await eventually(() => card.count()).toBe(1);
    expect(await card.locator('.badge').textContent()).toBe('Upload');

    await page.getByRole('button', { name: `View image ${filename}` }).click();
    const details = page.getByRole('dialog', { name: 'Image Details' });
    await details.getByText('upload', { exact: true }).first().waitFor();
    expect(await details.locator('dd').allTextContents()).toContain('0.1 KB');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Delete image ${filename}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Image' });
    await confirm.getByText('Are you sure you want to delete this image? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Image Deleted', 'Image has been permanently deleted');
    await page.getByRole('heading', { name: 'No Images Found' }).waitFor();
    expect(await page.getByText('Try adjusting your search criteria').isVisible()).toBe(true);
    expect(existsSync(file)).toBe(false);

    await page.getByRole('combobox', { name: 'Filter by source' }).selectOption('all');
    await page.getByText('Generate some content to see stored images here').waitFor();
    await page.close();
  });
});
