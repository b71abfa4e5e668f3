import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './helpers/api.ts';
import { ADMIN, useAdminSession } from './helpers/admin-session.ts';
import { newVisitor } from './helpers/browser.ts';
import { expectToast, open, signInWithApi } from './helpers/page.ts';

/**
 * The editor's calendar and memory (#25) in Chromium at 1366 px, in the Europe/Berlin zone:
 * schedule a draft article and watch it go live when the server's clock reaches it; restore an
 * earlier version of an expert; share a private preview link with a signed-out browser, then
 * revoke it; the dashboard's scheduled list with Cancel.
 */

const ZONE = 'Europe/Berlin';
/** The seed's draft article. */
const DRAFT = 'Can a Diabetes Drug Slow Ageing? Inside the TAME Trial';
const DRAFT_PATH = '/articles/can-a-diabetes-drug-slow-ageing-inside-the-tame-trial';
const EXPERT = 'Nir Barzilai';
const EXPERT_PATH = '/nir-barzilai';

const session = useAdminSession();
let admin: BrowserContext;

beforeAll(async () => {
  admin = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 1366, height: 900 }, timezoneId: ZONE });
  await signInWithApi(admin, ADMIN);
});

/** A datetime-local value in Berlin, `minutes` from now. */
function berlinInput(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const status = async (path: string) => (await fetch(new URL(path, session.server.url))).status;

/** Waits (through rebuilds on a loaded machine) for a public path to answer `expected`. */
function eventuallyStatus(path: string, expected: number) {
  return expect.poll(() => status(path), { timeout: 150_000, interval: 1_000 }).toBe(expected);
}

async function openSection(page: Page, dialogName: string, section: 'Schedule' | 'History' | 'Preview') {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('summary', { hasText: section }).click();
  return dialog;
}

async function editExpert(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  return page.getByRole('dialog', { name: 'Edit Expert' });
}

/** Runs the Node server's scheduler as if its clock were `minutes` ahead (no waiting a minute). */
async function runSchedulerAhead(minutes: number) {
  const deps = session.server.deps;
  deps.now = () => new Date(Date.now() + minutes * 60_000);
  try {
    await session.server.scheduler.runNow();
  } finally {
    delete deps.now;
  }
}

describe('editorial calendar', () => {
  it("schedules a draft article a minute ahead, in the editor's zone, and it goes live when due", { timeout: 240_000 }, async () => {
    expect(await status(DRAFT_PATH)).toBe(404);
    const page = await open(admin, '/admin/articles');
    await page.getByRole('button', { name: `Edit "${DRAFT}"` }).click();
    const dialog = await openSection(page, 'Edit Article', 'Schedule');
    await expect.poll(() => dialog.getByText(`Times are in your time zone: ${ZONE} (UTC+01:00).`).count()).toBe(1);

    // The server's refusal is shown at the field: an unpublication before the publication.
    await dialog.getByLabel('Publish at', { exact: true }).fill(berlinInput(3));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).first().click();
    await expectToast(page, 'Scheduled');
    await dialog.getByLabel('Unpublish at').fill(berlinInput(2));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The unpublish time must be after the publish time');

    // A minute ahead instead: rescheduled, and shown in Berlin time.
    const publishAt = dialog.getByLabel('Publish at', { exact: true });
    await publishAt.fill(berlinInput(1.5));
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect.poll(() => dialog.getByText(/^Scheduled for .*\(UTC\+01:00\)$/).count()).toBe(1);
    await page.close();

    // The dashboard lists it with who scheduled it.
    const dashboard = await open(admin, '/admin');
    const row = dashboard.getByRole('region', { name: 'Scheduled' }).getByRole('row').filter({ hasText: DRAFT });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(ADMIN.email);
    expect(await row.getByRole('link', { name: DRAFT }).getAttribute('href')).toMatch(/^\/admin\/articles\?edit=\d+$/);
    await dashboard.close();

    // Not yet due: nothing happens. Once the clock passes it, the runner publishes it and the site shows it.
    await runSchedulerAhead(0);
    expect(await status(DRAFT_PATH)).toBe(404);
    await runSchedulerAhead(2);
    await eventuallyStatus(DRAFT_PATH, 200);
  });

  it('restores an earlier version of an expert, and the editor shows the restored value', { timeout: 120_000 }, async () => {
    const page = await open(admin, '/admin/experts');
    let dialog = await editExpert(page, EXPERT);
    const title = dialog.getByLabel('Title', { exact: true });
    const original = await title.inputValue();
    // The list's refetch after the save answers late, as on a busy server: the editor reopened
    // before it lands must still show what was saved.
    await page.route(
      '**/api/admin/experts',
      async (route) => {
        await new Promise((done) => setTimeout(done, 3000));
        await route.continue();
      },
      { times: 1 },
    );
    await title.fill('Changed Title For History');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Expert Updated');
    await dialog.waitFor({ state: 'detached' });

    dialog = await editExpert(page, EXPERT);
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Changed Title For History');
    await openSection(page, 'Edit Expert', 'History');
    const rows = dialog.locator('.history-table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const newest = await rows.first().locator('th').textContent();
    const older = await rows.nth(1).locator('th').textContent();
    expect(await rows.first().textContent()).toContain('Title');

    await dialog.getByRole('button', { name: `Compare version ${older} with the current one` }).click();
    const diff = dialog.locator('.history-diff');
    await expect.poll(() => diff.textContent(), { timeout: 15_000 }).toContain('Changed Title For History');
    expect(await diff.textContent()).toContain(original);

    await dialog.getByRole('button', { name: `Restore version ${older}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Restore version ${older}?` });
    await confirm.getByRole('button', { name: `Restore version ${older}` }).click();
    await expectToast(page, 'Version Restored', `Version ${older} restored`);
    await expect.poll(() => dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(original);
    // The restore is itself a new version (the History stays open under the refreshed editor).
    await expect.poll(() => rows.first().locator('th').textContent(), { timeout: 15_000 }).toBe(String(Number(newest) + 1));
    expect(await rows.first().textContent()).toContain(`Restored (from version ${older})`);
    await page.close();
  });

  it('shares a preview link with a signed-out browser (noindex), then revokes it: 404', { timeout: 120_000 }, async () => {
    const page = await open(admin, '/admin/experts');
    const dialog = await editExpert(page, EXPERT);
    await openSection(page, 'Edit Expert', 'Preview');
    await dialog.getByLabel('Valid for').selectOption('2');
    await dialog.getByRole('button', { name: 'Create preview link', exact: true }).click();
    const link = dialog.getByLabel('New preview link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_.-]+$/);
    await expect.poll(() => dialog.locator('.preview-link').count()).toBe(1);

    const visitor = await newVisitor(session.browser, session.server.url);
    const preview = await visitor.newPage();
    const answer = await preview.goto(url);
    expect(answer?.status()).toBe(200);
    const headers = answer?.headers() ?? {};
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await preview.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await preview.locator('meta[property="og:url"]').count()).toBe(0);
    expect(await preview.getByRole('heading', { level: 1 }).textContent()).toBe(EXPERT);
    // The profile page itself (the same page component, rendered from the stored item): what the public page shows.
    const profile = await visitor.newPage();
    expect((await profile.goto(EXPERT_PATH))?.status()).toBe(200);
    // Apart from what only one of them has: the preview's banner, the live page's correction form (and its island's loader) and claim link.
    const shownText = (page: typeof preview) =>
      page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        for (const own of copy.querySelectorAll('.preview-banner, script, style, astro-island[component-url*="suggest-correction"], .claim-profile-link'))
          own.remove();
        return copy.textContent;
      });
    expect(await shownText(preview)).toBe(await shownText(profile));
    await profile.close();

    await dialog.getByRole('button', { name: /^Revoke the link/ }).click();
    await expectToast(page, 'Revoked');
    await expect.poll(() => dialog.getByText('No active preview links.').count()).toBe(1);
    const refused = await preview.goto(url);
    expect(refused?.status()).toBe(404);
    expect(refused?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await visitor.close();
    await page.close();
  });

  it('lists a scheduled expert on the dashboard, links to its editor, and cancels it', { timeout: 120_000 }, async () => {
    const name = 'Calendar Example';
    const created = await callApi(admin, 'POST', '/api/experts', {
      name,
      title: 'Researcher',
      categories: ['academic'],
      longevityContribution: `${name} studies how ageing tissues repair themselves.`,
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);

    const page = await open(admin, '/admin');
    const scheduled = page.getByRole('region', { name: 'Scheduled' });
    const row = scheduled.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Publish');
    expect(await row.textContent()).toContain('(UTC+01:00)');

    await row.getByRole('link', { name }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Expert' });
    await expect.poll(() => editor.getByLabel('Name').inputValue(), { timeout: 15_000 }).toBe(name);
    await page.goBack();
    await page.waitForURL(/\/admin$/);

    const again = scheduled.getByRole('row').filter({ hasText: name });
    await again.getByRole('button', { name: `Cancel ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this schedule?' }).getByRole('button', { name: 'Cancel schedule' }).click();
    await expectToast(page, 'Cancelled', 'Schedule cancelled');
    await again.waitFor({ state: 'detached' });
    const list = await callApi(admin, 'GET', '/api/admin/schedule');
    expect(JSON.stringify(list.json)).not.toContain(name);
    await page.close();
  });
});
