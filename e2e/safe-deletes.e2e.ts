import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from './helpers/admin-session.ts';
import { newVisitor } from './helpers/browser.ts';
import { callApi } from './helpers/api.ts';
import { expectToast, openAt1366 as open, registerWithApi } from './helpers/page.ts';

/**
 * Safe destructive actions and the library's publish-once in Chromium at 1366 px (#21 items 1, 2
 * and the import part of 7): a bulk delete in the Promotion Library confirmed by name and undone
 * (the items come back); an expert deleted and restored by Undo, served again after the rebuild;
 * a user delete that only confirms (no undo); a second publish refused with a link to the article;
 * and the import's dry run showing 'Unchanged' rows and an update's change per field.
 */

const session = useAdminSession();

interface ExpertRow {
  id: number;
  name: string;
  slug: string;
}

async function firstExpert(page: Page): Promise<ExpertRow> {
  const { json } = await callApi<ExpertRow[]>(page, 'GET', '/api/admin/experts');
  const expert = json[0];
  if (!expert) throw new Error('the seed has no experts');
  return expert;
}

async function saveContent(page: Page, expertId: number, content: string): Promise<number> {
  const { status, json } = await callApi<{ id: number }>(page, 'POST', '/api/library/content', {
    expertId,
    platform: 'article',
    contentType: 'research_insight',
    content,
  });
  expect(status).toBe(201);
  return json.id;
}

/** The element that has focus: a short description for a readable failure, 'BODY' when focus fell to the page. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return `${element.tagName}:${element.getAttribute('data-delete-id') ?? ''}:${(element.textContent ?? '').trim().slice(0, 60)}`;
  });
}

describe('safe deletes', () => {
  it('confirms a bulk delete in the library by name, then Undo brings the items back', async () => {
    const { admin } = session;
    const page = await open(admin, '/admin/library');
    const expert = await firstExpert(page);
    await saveContent(page, expert.id, 'Autophagy and fasting: what the trials say so far.');
    await saveContent(page, expert.id, 'Senolytics in humans: the first small studies.');
    await saveContent(page, expert.id, 'Zone 2 training and mitochondrial health.');
    await page.reload();
    await page.getByRole('tab', { name: 'Content (3)' }).waitFor();

    const cards = page.locator('.library-card');
    await cards.filter({ hasText: 'Autophagy' }).getByRole('checkbox', { name: 'Select content' }).check();
    await cards.filter({ hasText: 'Senolytics' }).getByRole('checkbox', { name: 'Select content' }).check();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 content items?' });
    await confirm.getByText('You can undo this for a few seconds afterwards.').waitFor();
    const named = confirm.getByRole('list', { name: 'To delete' }).getByRole('listitem');
    await expect
      .poll(async () => (await named.allTextContents()).sort())
      .toEqual([`${expert.name}: Autophagy and fasting: what the trials say so far.`, `${expert.name}: Senolytics in humans: the first small studies.`]);
    // Cancel deletes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await cards.count()).toBe(3);

    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Content Deleted', '2 content items deleted');
    await page.getByRole('tab', { name: 'Content (1)' }).waitFor();
    // Focus stays on the screen: on the item that remains.
    await expect.poll(() => focused(page)).toMatch(/^BUTTON:.*Zone 2 training/);

    await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Restored', '2 content items restored');
    await page.getByRole('tab', { name: 'Content (3)' }).waitFor();
    await cards.filter({ hasText: 'Autophagy' }).waitFor();
    await cards.filter({ hasText: 'Senolytics' }).waitFor();
    // Focus goes to a restored item, not the page body.
    await expect.poll(() => focused(page)).toMatch(/^BUTTON:.*(Autophagy|Senolytics)/);
    await page.close();
  });

  it('refuses a second publish in the library with a link to the article it became', { timeout: 120_000 }, async () => {
    const { admin } = session;
    const page = await open(admin, '/admin/library');
    const expert = await firstExpert(page);
    const id = await saveContent(page, expert.id, '# Sleep as a Repair Window\n\nSleep gives the body time for repair.');
    await page.reload();
    await page.locator('.library-card-body', { hasText: 'Sleep as a Repair Window' }).click();
    const details = page.getByRole('dialog', { name: 'Content Details' });
    await details.getByRole('button', { name: 'Publish Article' }).waitFor();

    // Meanwhile the same content is published elsewhere (another tab, the wizard).
    const first = await callApi<{ article: { title: string; slug: string } }>(page, 'POST', `/api/library/content/${id}/publish`);
    expect(first.status).toBe(201);
    const { title, slug } = first.json.article;
    const path = `/articles/${slug}`;

    await details.getByRole('button', { name: 'Publish Article' }).click();
    const refusal = details.getByRole('alert');
    await refusal.getByText(`This content has already been published as "${title}"`).waitFor();
    expect(await refusal.getByRole('link', { name: `Open “${title}”` }).getAttribute('href')).toBe(path);
    // The list read again: the item now shows the article it became instead of 'Publish Article'.
    const publishedAs = details.locator('.library-published');
    await publishedAs.waitFor();
    expect(await publishedAs.textContent()).toContain(`Published as ${title}`);
    expect(await publishedAs.getByRole('link').getAttribute('href')).toBe(path);
    expect(await details.getByRole('button', { name: 'Publish Article' }).count()).toBe(0);
    await session.server.rebuild.whenIdle();
    await page.close();
  });

  it('deletes an expert and restores them with Undo; the rebuilt site serves their page again', { timeout: 300_000 }, async () => {
    const { admin, server } = session;
    const page = await open(admin, '/admin/experts');
    const expert = await firstExpert(page);
    await page.getByRole('button', { name: `Delete ${expert.name}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${expert.name}?` });
    await confirm.getByText('Are you sure you want to delete this expert? You can undo this for a few seconds afterwards.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Expert Deleted');
    await page.locator('[data-delete-id]', { hasText: expert.name }).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).not.toBe('BODY');

    await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Restored', `${expert.name} restored`);
    await page.getByRole('button', { name: `Edit ${expert.name}` }).waitFor();
    await expect.poll(() => focused(page)).toBe(`BUTTON::Edit ${expert.name}`);

    // The same address, served again once the rebuild after the undo has run.
    await server.rebuild.whenIdle();
    await expect.poll(async () => (await fetch(`${server.url}/${expert.slug}`)).status, { timeout: 120_000 }).toBe(200);
    await page.close();
  });

  it('deletes a user after a confirmation that says it cannot be undone, with no Undo', async () => {
    const { admin, browser, server } = session;
    const visitor = await newVisitor(browser, server.url);
    await registerWithApi(visitor, { email: 'ada.safe@example.com', password: 'member-password-1', firstName: 'Ada', lastName: 'Lovelace' });
    await visitor.close();

    const page = await open(admin, '/admin/users');
    await page.getByRole('button', { name: 'Delete Ada Lovelace' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await confirm.getByText('Are you sure you want to delete Ada Lovelace? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'User Deleted');
    await page.locator('.user-row', { hasText: 'ada.safe@example.com' }).waitFor({ state: 'detached' });
    expect(await page.locator('.toast').getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await expect.poll(() => focused(page)).not.toBe('BODY');
    await page.close();
  });

  it("marks unchanged rows 'Unchanged' in the import's dry run and shows an update's change per field", async () => {
    const { admin } = session;
    const page = await open(admin, '/admin/import');
    const exported = await page.evaluate(
      async () => (await fetch('/api/admin/export?format=json')).json() as Promise<{ experts: Array<Record<string, unknown>> }>,
    );
    const changed = exported.experts[0];
    if (!changed) throw new Error('nothing exported');
    changed.title = 'Professor of Comparative Biogerontology';
    // A list (not a text, so no word diff) longer than a line, shorter than what the server keeps of a changed value (200 characters).
    changed.books = [`Ageing Well|${String(changed.name)}|https://books.example.org/ageing-well-the-end`];

    await page
      .getByLabel('File (JSON or CSV)')
      .setInputFiles({ name: 'directory.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    const rows = page.getByTestId('import-row');
    const unchanged = rows.and(page.locator('[data-result="unchanged"]'));
    await unchanged.first().waitFor();
    expect(await unchanged.first().getByText('Unchanged', { exact: true }).count()).toBe(1);
    const total = await rows.count();
    expect(await unchanged.count()).toBe(total - 1);
    await page
      .getByTestId('import-counts')
      .getByText(`Unchanged: ${total - 1}`)
      .waitFor();
    await page
      .getByTestId('import-summary')
      .getByText(/Ready to import: 0 new, 1 updated, \d+ unchanged\./)
      .waitFor();

    const update = rows.and(page.locator('[data-result="update"]'));
    expect(await update.count()).toBe(1);
    // A text shows its changed words (#32: e2e/audit-admin.e2e.ts shows one deep inside a long text).
    const title = update.getByTestId('import-change').and(page.locator('[data-field="title"]'));
    expect((await title.locator('ins').allTextContents()).join('')).toContain('Biogerontology');
    expect(await title.locator('del').count()).toBeGreaterThan(0);
    // A long value that is not a text is cut, the whole of it one click away.
    const books = update.getByTestId('import-change').and(page.locator('[data-field="books"]'));
    const after = books.locator('details').last();
    expect(await after.getAttribute('open')).toBeNull();
    await after.locator('summary').click();
    await expect.poll(() => after.textContent()).toContain('ageing-well-the-end');
    await page.close();
  });
});
