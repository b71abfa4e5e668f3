import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../db/queries/users.ts';
import { csvRequiredColumns } from '../domain/exchange.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { expectToast, open, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The trust features in Chromium against the real server: a member's submission rejected with a
 * shared note that the member then reads on My Submissions; the rejection on the activity screen
 * with its admin; an import whose dry run shows a row error, then a clean file confirmed and
 * published by the rebuild. The steps run in order and share one server.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const MEMBER = { email: 'ruth.e2e@example.com', password: 'member-password-1' };
const SUBMITTED = 'Orla Vantongeren';
const NOTE = 'Please add a peer-reviewed source for the main claim.';

let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
let member: BrowserContext;

beforeAll(async () => {
  server = await startTestServer();
  const passwordHash = await server.deps.passwords.hash(MEMBER.password);
  await insertUser(server.deps.db, { email: MEMBER.email, passwordHash, firstName: 'Ruth', lastName: 'Member' });
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  member = await newVisitor(browser, server.url);
  await signInWithApi(admin, ADMIN);
  await signInWithApi(member, MEMBER);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('submitters see their status', () => {
  it('a member submits, the admin rejects with a shared note, and the member reads it on My Submissions', async () => {
    const page = await open(member, '/');
    const status = await page.evaluate(
      async (name) =>
        (
          await fetch('/api/submissions', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              name,
              title: 'Geroscientist',
              categories: ['academic'],
              longevityContribution: 'Studies how the epigenetic clock can be wound back.',
              referenceLinks: ['Official Website|https://example.org/orla'],
            }),
          })
        ).status,
      SUBMITTED,
    );
    expect(status).toBe(201);
    // The header leads to the page: by the first name in the bar, by name in the menu layout.
    expect(await page.locator('.menu-auth a[href="/my-submissions"]').count()).toBe(1);
    await page.reload();
    await page
      .locator('.header-auth')
      .getByRole('link', { name: /My Submissions/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/my-submissions');
    await page.getByTestId('my-submission').filter({ hasText: SUBMITTED }).getByText('Pending review').waitFor();

    const review = await open(admin, '/admin/submissions');
    await review.getByRole('button', { name: `Review ${SUBMITTED}` }).click();
    const dialog = review.getByRole('dialog', { name: 'Review Submission' });
    await dialog.getByLabel('Review notes').fill(NOTE);
    await dialog.getByLabel('Share this note with the submitter').check();
    await dialog.getByText('will read this note on their My Submissions page').waitFor();
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectToast(review, 'Submission Rejected', null);
    await review.close();

    await page.reload();
    const mine = page.getByTestId('my-submission').filter({ hasText: SUBMITTED });
    await mine.getByText('Not accepted').waitFor();
    await mine.getByText(NOTE).waitFor();
    await page.close();
  });

  it('shows the rejection and its admin on the activity screen', async () => {
    const page = await open(admin, '/admin/activity');
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await page.getByLabel('Action').selectOption('submission.rejected');
    const row = page.getByTestId('activity-entry').filter({ hasText: `Rejected ${SUBMITTED}` });
    await row.waitFor();
    await row.getByText(ADMIN.email).waitFor();
    await page.close();
  });
});

describe('import', () => {
  const header = csvRequiredColumns('experts').join(',');
  const row = (slug: string, name: string) =>
    `${slug},${name},Geroscientist,academic,Studies ageing.,,,,,,,Official Website|https://example.org/${slug},false,,`;

  it('shows a row error in the dry run, then publishes the experts of a clean file once confirmed', { timeout: 240_000 }, async () => {
    const page = await open(admin, '/admin/import');
    const file = page.getByLabel('File (JSON or CSV)');

    await file.setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${row('imported-one', 'Imported One')}\n${row('admin', 'Reserved Slug')}\n`),
    });
    const error = page.getByTestId('import-row').and(page.locator('[data-result="error"]'));
    await error.getByText('Error: slug: is reserved for a page of the site').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm import' }).isDisabled()).toBe(true);

    await file.setInputFiles({
      name: 'clean.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${row('imported-one', 'Imported One')}\n${row('imported-two', 'Imported Two')}\n`),
    });
    await page.getByTestId('import-summary').getByText('Ready to import: 2 new, 0 updated.').waitFor();
    await page.getByRole('button', { name: 'Confirm import' }).click();
    await expectToast(page, 'Import Complete', 'Import complete: 2 new, 0 updated');
    await page.close();

    await server.rebuild.whenIdle();
    for (const slug of ['imported-one', 'imported-two']) {
      const res = await fetch(`${server.url}/${slug}`);
      expect(res.status).toBe(200);
    }
  });
});
