import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertStoredImage } from '../db/queries/stored-images.ts';
import { experts } from '../db/schema.ts';
import { ADMIN, useAdminSession } from './helpers/admin-session.ts';
import { newVisitor } from './helpers/browser.ts';
import { expectToast, fillSignInForm, open } from './helpers/page.ts';

/**
 * The editor's day in Chromium at 1366 px: sign-in returns to the page asked for; a dirty dialog
 * asks before Escape discards it; a validation toast leaves the primary button uncovered; New
 * Expert and New Article reach the public site after the rebuild; deleting an image in use lists
 * its uses; the dashboard follows a build another session started.
 */

/** In the seed. */
const SEEDED = 'David Sinclair';

const session = useAdminSession();

/** Until the rebuild that follows a save has published the page (real astro builds take a while). */
async function expectPublished(path: string): Promise<void> {
  await expect.poll(async () => (await fetch(new URL(path, session.server.url))).status, { timeout: 150_000, interval: 1_000 }).toBe(200);
}

/** The element at the centre of `selector`'s box is that element (or inside it): nothing covers it. */
async function isUncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) return false;
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && target.contains(hit);
  }, selector);
}

describe('sessions', () => {
  it('after sign-in the admin lands on the page they asked for', async () => {
    const visitor = await newVisitor(session.browser, session.server.url);
    const page = await open(visitor, '/admin/articles');
    // Signed out: no admin navigation while the guard redirects.
    expect(await page.locator('.admin-bar').evaluate((bar) => getComputedStyle(bar).visibility)).toBe('hidden');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/admin/articles', { timeout: 10_000 });
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    await fillSignInForm(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin/articles', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Article Repository' }).waitFor();
    expect(await page.locator('.admin-bar').evaluate((bar) => getComputedStyle(bar).visibility)).toBe('visible');
    await visitor.close();
  });

  it('the sign-in page ignores a return address on another site', async () => {
    const visitor = await newVisitor(session.browser, session.server.url);
    const page = await open(visitor, '/login?next=//evil.example/admin');
    await fillSignInForm(page, ADMIN);
    // The refused return address falls back to where an administrator lands: the dashboard.
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 10_000 });
    expect(new URL(page.url()).host).toBe(new URL(session.server.url).host);
    await visitor.close();
  });
});

describe('no lost work', () => {
  it('Escape on a dirty Edit Expert dialog asks, and Keep editing keeps the edits', async () => {
    const page = await open(session.admin, '/admin/experts');
    await page.locator('.admin-card-grid > li', { hasText: SEEDED }).getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Expert' });
    const title = dialog.getByLabel('Title', { exact: true });
    await title.fill('Changed but not saved');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('Changed but not saved');
    // Discarding closes it.
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('create directly', () => {
  it('a validation toast leaves the primary button uncovered; New Expert reaches the public site', async () => {
    const page = await open(session.admin, '/admin/experts');
    await page.getByRole('button', { name: 'New Expert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Expert' });
    await dialog.getByRole('button', { name: 'Create Expert' }).click();
    await expectToast(page, 'Missing Information');
    expect(await isUncovered(page, '.expert-editor .dialog-actions .btn-primary')).toBe(true);
    // The refused field is marked inline and focused.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await dialog.getByLabel('Name', { exact: true }).fill('Dr. Brand New Expert');
    await dialog.getByLabel('Title', { exact: true }).fill('Professor of Longevity Medicine');
    await dialog.getByRole('combobox', { name: 'Categories' }).click();
    await page.getByRole('option', { name: 'Clinical Practitioners' }).click();
    await dialog.getByLabel('Longevity contribution', { exact: true }).fill('Ran the first trial of a senolytic in people.');
    const links = dialog.getByLabel(/^Reference links/);
    await links.fill('Official Website|https://example.org/brand-new');
    await links.press('Enter');
    await dialog.getByRole('button', { name: 'Create Expert' }).click();
    await expectToast(page, 'Expert Created');
    await dialog.waitFor({ state: 'detached' });
    await expectPublished('/dr-brand-new-expert');
    await page.close();
  }, 200_000);

  it('New Article with a live preview reaches the public site', async () => {
    const page = await open(session.admin, '/admin/articles');
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Article' });
    expect(await dialog.getByLabel('Status').inputValue()).toBe('draft');
    await dialog.getByLabel('Title', { exact: true }).fill('Fresh From The Editor');
    await dialog.getByLabel('Content', { exact: true }).fill('## A heading\n\nSome **bold** words.');
    await dialog.locator('.markdown-preview strong', { hasText: 'bold' }).waitFor();
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(page, 'Article Created');
    await expectPublished('/articles/fresh-from-the-editor');
    await page.close();
  }, 200_000);
});

describe('resilience', () => {
  it('deleting an image that an expert uses lists that use and asks first', async () => {
    const storedUrl = '/uploads/images/e2e-in-use-portrait.png';
    await insertStoredImage(session.server.deps.db, {
      filename: 'e2e-in-use-portrait.png',
      storedUrl,
      sourceType: 'expert_profile',
      imagePrompt: 'E2E portrait in use',
    });
    await session.server.deps.db.update(experts).set({ imageUrl: storedUrl }).where(eq(experts.name, SEEDED));
    const page = await open(session.admin, '/admin/images');
    await page.getByRole('button', { name: 'Delete image e2e-in-use-portrait.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Image' });
    await confirm.getByText('This image is used in 1 place').waitFor();
    await confirm.locator('.image-uses-list li', { hasText: SEEDED }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });

  it('the dashboard shows a build started by another session within 5 s', async () => {
    const page = await open(session.admin, '/admin');
    const state = page.locator('[data-build-state]');
    await state.waitFor();
    await expect.poll(() => state.getAttribute('data-build-state'), { timeout: 150_000, interval: 1_000 }).toBe('idle');
    // The moment itself (the text shows minutes: a quick build in the same minute reads the same).
    const lastSuccess = () =>
      page
        .locator('.detail-row', { hasText: 'Last successful build' })
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')).join());
    const before = await lastSuccess();
    // Another session: the server is asked directly, not through this page.
    session.server.deps.rebuild.request('Started by another session (e2e)');
    await expect
      .poll(async () => (await state.getAttribute('data-build-state')) !== 'idle' || (await lastSuccess()) !== before, {
        timeout: 5_000,
        interval: 250,
      })
      .toBe(true);
    await page.close();
  }, 200_000);
});
