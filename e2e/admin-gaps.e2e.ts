import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../domain/limits.ts';
import { UNDO_NOTICE_MS } from '../domain/undo.ts';
import { useAdminSession, ADMIN } from './helpers/admin-session.ts';
import { newVisitor } from './helpers/browser.ts';
import { callApi } from './helpers/api.ts';
import { expectToast, hydrated, openAt1366 as open, pauseClock, signInWithApi } from './helpers/page.ts';

/**
 * The last gaps of #21 in Chromium at 1366 px: Save & Approve of an edit that makes a possible
 * duplicate asks the review dialog's question ('Go back' keeps the saved edits and the submission
 * pending; 'Approve anyway' approves); a later notice waits while a toast offers Undo (one toast
 * at a time) and shows after it, and the Undo still works; the library says 'Draft article' of content published
 * as a draft and links to its editor, not to its public 404, also from a refused second publish.
 */

const session = useAdminSession();

interface ExpertRow {
  id: number;
  name: string;
}

async function expertAt(page: Page, index: number): Promise<ExpertRow> {
  const { json } = await callApi<ExpertRow[]>(page, 'GET', '/api/admin/experts');
  const expert = json[index];
  if (!expert) throw new Error('the seed has too few experts');
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

interface SubmissionRow {
  id: number;
  name: string;
  status: string;
  reviewNotes: string | null;
}

async function submission(page: Page, id: number): Promise<SubmissionRow | undefined> {
  const { json } = await callApi<SubmissionRow[]>(page, 'GET', '/api/admin/submissions');
  return json.find((row) => row.id === id);
}

describe('Save & Approve of a possible duplicate', { timeout: 240_000 }, () => {
  it('asks the review question; Go back keeps the saved edits pending, Approve anyway approves', async () => {
    const page = await open(session.admin, '/admin/submissions');
    const expert = await expertAt(page, 0);
    const sent = await callApi<{ submission: { id: number } }>(page, 'POST', '/api/submissions', {
      name: 'Quentin Elsewhere',
      title: 'Biogerontologist',
      categories: ['academic'],
      longevityContribution: 'Quentin Elsewhere studies how cellular senescence drives ageing.',
      referenceLinks: ['Official Website|https://example.org/quentin-elsewhere'],
      submitterReason: 'A leading voice in the field',
    });
    expect(sent.status).toBe(201);
    const id = sent.json.submission.id;
    await page.reload();
    await hydrated(page);
    const card = page.locator(`#submission-${id}`);
    // Nobody of that name yet: the card warns of nothing.
    expect(await card.getByTestId('possible-duplicates').count()).toBe(0);

    // The editor gives the submission the name of a listed expert: now a possible duplicate.
    const renamed = `Dr. ${expert.name}`;
    await card.getByRole('button', { name: 'Edit & Enhance Quentin Elsewhere' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit & Enhance Submission' });
    await editor.getByLabel('Name', { exact: true }).fill(renamed);
    await editor.getByRole('button', { name: 'Save & Approve' }).click();

    const ask = page.getByRole('alertdialog', { name: 'Approve a possible duplicate?' });
    await ask.getByText(`Possible duplicate of ${expert.name} (same name).`, { exact: true }).waitFor();
    await ask.getByText(`Approve only if ${renamed} is a different person; the directory would otherwise list them twice.`).waitFor();
    // A question, not a failure.
    expect(await page.locator('.toast', { hasText: /Failed/ }).count()).toBe(0);
    expect(await submission(page, id)).toMatchObject({ name: renamed, status: 'pending' });

    // Go back: nothing approved, the edits saved, back in the editor with them.
    await ask.getByRole('button', { name: 'Go back' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expectToast(page, 'Submission Updated', 'Your changes are saved; the submission is still pending.');
    expect(await editor.getByLabel('Name', { exact: true }).inputValue()).toBe(renamed);
    expect(await submission(page, id)).toMatchObject({ name: renamed, status: 'pending', reviewNotes: null });
    // Saved, so closing asks nothing about unsaved changes.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'hidden' });
    expect(await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).count()).toBe(0);
    // The queue read again: the card carries the saved name and its warning.
    const renamedCard = page.locator(`#submission-${id}`);
    await renamedCard.getByTestId('possible-duplicates').getByText(`Possible duplicate of ${expert.name} (same name)`).waitFor();

    // Again, and this time approved anyway: the same approval as the review dialog's, with the edit's note.
    await renamedCard.getByRole('button', { name: `Edit & Enhance ${renamed}` }).click();
    await editor.getByRole('button', { name: 'Save & Approve' }).click();
    await ask.getByRole('button', { name: 'Approve anyway' }).click();
    await expectToast(page, 'Submission Approved');
    await editor.waitFor({ state: 'hidden' });
    await ask.waitFor({ state: 'hidden' });
    expect(await submission(page, id)).toMatchObject({ name: renamed, status: 'approved', reviewNotes: 'Approved after editing by admin' });
    expect(await page.locator('.toast', { hasText: /Failed/ }).count()).toBe(0);
    await session.server.rebuild.whenIdle();
    await page.close();
  });
});

describe('a toast with Undo', { timeout: 120_000 }, () => {
  it('stays its whole time when a later notice comes: one toast at a time, the notice waits and shows after it; Undo still works', async () => {
    // A context of its own with a clock the test moves: the toasts' seconds are counted exactly, however loaded the machine.
    const context = await newVisitor(session.browser, session.server.url);
    await signInWithApi(context, ADMIN);
    await context.clock.install();
    const page = await open(context, '/admin/library');
    const expert = await expertAt(page, 0);
    await saveContent(page, expert.id, 'Waiting toasts: the item to delete and bring back.');
    await saveContent(page, expert.id, 'Waiting toasts: the item whose text is copied.');
    await saveContent(page, expert.id, 'Waiting toasts: the item deleted for good.');
    await page.reload();
    await hydrated(page);
    const cards = page.locator('.library-card');
    const card = (text: string) => cards.filter({ hasText: text });
    const toasts = page.locator('.toast');
    const undoToast = page.locator('.toast', { has: page.getByRole('button', { name: 'Undo' }) });
    const remove = async (text: string) => {
      await card(text).getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expectToast(page, 'Content Deleted');
      await card(text).waitFor({ state: 'detached' });
      await undoToast.waitFor();
    };

    // First: a notice that comes while an Undo shows waits for it, then shows.
    await remove('the item deleted for good');
    await pauseClock(page);
    await card('the item whose text is copied').getByRole('button', { name: 'Copy' }).click();
    await page.mouse.move(0, 899);
    await page.clock.runFor(LIMITS.toastDurationMs + 100);
    expect(await toasts.count()).toBe(1);
    expect(await undoToast.isVisible()).toBe(true);
    await page.clock.runFor(UNDO_NOTICE_MS - LIMITS.toastDurationMs);
    await expectToast(page, 'Copied', 'Content copied to clipboard');
    expect(await toasts.count()).toBe(1);
    await page.clock.runFor(LIMITS.toastDurationMs + 100);
    await toasts.first().waitFor({ state: 'detached' });

    // Then: the Undo of a delete still works after a later notice was held back.
    await page.clock.resume();
    await remove('the item to delete');
    await card('the item whose text is copied').getByRole('button', { name: 'Copy' }).click();
    expect(await undoToast.isVisible()).toBe(true);
    await undoToast.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Restored', '1 content item restored');
    await card('the item to delete').waitFor();
    await page.close();
    await context.close();
  });
});

describe('the article a library item became, when it is a draft', { timeout: 120_000 }, () => {
  it("says 'Draft article' and links to its editor, not its public 404; a second publish's refusal links the same way", async () => {
    const page = await open(session.admin, '/admin/library');
    const expert = await expertAt(page, 0);
    const title = 'Naps and the Ageing Brain';
    const contentId = await saveContent(page, expert.id, `# ${title}\n\nShort naps may help memory in older adults.`);
    await page.reload();
    await hydrated(page);
    await page.locator('.library-card-body', { hasText: title }).click();
    const details = page.getByRole('dialog', { name: 'Content Details' });
    await details.getByRole('button', { name: 'Publish Article' }).waitFor();

    // Meanwhile the wizard saves it as a draft article.
    const drafted = await callApi<{ article: { id: number; slug: string; status: string } }>(page, 'POST', '/api/admin/publish-article', {
      content: `# ${title}\n\nShort naps may help memory in older adults.`,
      expert: expert.id,
      contentId,
      status: 'draft',
      seoTags: ['sleep'],
    });
    expect(drafted.status).toBe(201);
    expect(drafted.json.article.status).toBe('draft');
    const { id: articleId, slug } = drafted.json.article;
    const editor = `/admin/articles?edit=${articleId}`;
    // Its public path is no page: what the library linked to before.
    expect((await page.request.get(`/articles/${slug}`)).status()).toBe(404);

    await details.getByRole('button', { name: 'Publish Article' }).click();
    const refusal = details.getByRole('alert');
    await refusal.getByText(`This content has already been published as "${title}"`).waitFor();
    const refusalLink = refusal.getByRole('link', { name: `Open the draft article “${title}” in Articles (opens in a new tab)` });
    expect(await refusalLink.getAttribute('href')).toBe(editor);

    // The list read again: 'Draft article', not 'Published as', linked to the editor.
    const named = details.locator('.library-published');
    await named.waitFor();
    expect(await named.textContent()).toContain(`Draft article ${title}`);
    expect(await named.textContent()).not.toContain('Published as');
    expect(await named.getByRole('link').getAttribute('href')).toBe(editor);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    // The card's badge says Draft and goes to the same place.
    const badge = page.locator('.library-card', { hasText: title }).getByRole('link', { name: new RegExp(`^Draft\\s*: ${title} \\(opens in a new tab\\)$`) });
    expect(await badge.getAttribute('href')).toBe(editor);

    // The link opens the article's editor.
    const opened = await open(session.admin, editor);
    await opened.getByRole('dialog', { name: 'Edit Article' }).getByLabel('Title', { exact: true }).waitFor();
    expect(await opened.getByRole('dialog', { name: 'Edit Article' }).getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await opened.close();
    await page.close();
  });
});
