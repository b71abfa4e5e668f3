import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getArticleById } from '../db/queries/articles.ts';
import { findUserByEmail, setUserRole } from '../db/queries/users.ts';
import { PEOPLE_MESSAGES } from '../domain/people.ts';
import { invitationTokenIn, waitForMessageTo } from '../tests/helpers/outbox.ts';
import { useAdminSession } from './helpers/admin-session.ts';
import { newVisitor } from './helpers/browser.ts';
import { expectNoSidewaysScroll, expectToast, hydrated, openAt, registerWithApi } from './helpers/page.ts';
import { enrolTotpOnAccountPage, enrolTotpWithApi, signedInStatus, signInWithCode, signOutHere } from './helpers/second-factor.ts';

/**
 * The newsroom team of issue 35 in Chromium, at 1366 px and at 375 px, with admins and editors
 * required to give a second factor (REQUIRE_2FA_ROLES=admin,editor, as docs/DEPLOY.md sets it in
 * production). The joint flow: an admin invites an editor on the People screen; the editor accepts
 * from the e-mailed link (read from the outbox), which creates the account and signs them in; the
 * admin area sends them to the account page to enrol, where they turn on an authenticator app
 * (reading the key from the page), then sign out and back in with a code, and the admin screens
 * open. Then a contributor's draft goes to review, the editor sends it back with a note the
 * contributor reads on the draft, and publishes it once it is ready again.
 */

const session = useAdminSession({ REQUIRE_2FA_ROLES: 'admin,editor' });
// The admin's own session turns on an authenticator app through the API: enrolling counts as having given it.
beforeAll(() => enrolTotpWithApi(session.admin));

const SUBJECT = PEOPLE_MESSAGES.invitationMailSubject('Longevity Experts');

/** A browser of its own (own cookies). */
function visitor(): Promise<BrowserContext> {
  return newVisitor(session.browser, session.server.url);
}

/** The admin navigation's entries this person is shown. */
async function visibleNavEntries(page: Page): Promise<string[]> {
  await page.locator('html[data-admin-nav="shown"]').waitFor({ state: 'attached' });
  return page
    .locator('.admin-nav-link')
    .evaluateAll((links) => links.filter((link) => !(link as HTMLElement).hidden).map((link) => link.textContent?.trim() ?? ''));
}

describe.each([1366, 375])('the newsroom team at %i px', (width) => {
  const editor = { email: `editor-${width}@example.org`, password: 'editor-password-123', firstName: 'Grace', lastName: `Hopper${width}` };
  const contributor = { email: `contributor-${width}@example.org`, password: 'contributor-password-1', firstName: 'Ada', lastName: `Writer${width}` };
  const title = `Sleep and repair at ${width}`;
  let editorBrowser: BrowserContext;

  it('an admin invites an editor; the editor accepts, is sent to enrol, turns on an authenticator app, signs out and back in with a code', async () => {
    const admin = await openAt(session.admin, '/admin/users', width);
    await admin.getByRole('heading', { name: 'Invite someone' }).waitFor();
    await admin.getByLabel('Email', { exact: true }).fill(editor.email);
    await admin.getByRole('combobox', { name: 'Role of the invited person' }).click();
    await admin.getByRole('option', { name: 'Editor' }).click();
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(admin, 'Invitation Sent', `Invitation sent to ${editor.email}`);
    await admin.getByTestId('invitation').filter({ hasText: editor.email }).waitFor();
    if (width === 375) await expectNoSidewaysScroll(admin);

    const token = invitationTokenIn(await waitForMessageTo({ dir: session.server.dataDir, settled: session.server.settled }, editor.email, 1, SUBJECT));
    expect(token).toBeDefined();
    editorBrowser = await visitor();
    const page = await openAt(editorBrowser, `/accept-invitation?token=${token}`, width);
    await page.getByRole('heading', { name: 'Join the Team' }).waitFor();
    await page.getByText(editor.email).waitFor();
    await page.getByLabel('First name').fill(editor.firstName);
    await page.getByLabel('Last name').fill(editor.lastName);
    await page.getByLabel('Password', { exact: true }).fill(editor.password);
    await page.getByLabel('Confirm password').fill(editor.password);
    if (width === 375) await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.getByRole('heading', { name: `Welcome, ${editor.firstName}!` }).waitFor();

    // Signed in with the password alone and no factor yet: the admin area sends the editor to enrol.
    await page.waitForURL((url) => url.pathname === '/account' && url.hash === '#second-factor');
    await hydrated(page);
    await page.getByTestId('second-factor-required').waitFor();
    if (width === 375) await expectNoSidewaysScroll(page);
    const totp = await enrolTotpOnAccountPage(page);

    await signOutHere(page);
    expect(await signedInStatus(page)).toBe(401);
    await signInWithCode(page, editor, totp);
    await page.getByRole('heading', { name: `Welcome, ${editor.firstName}!` }).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Ready for review' }).waitFor();
    const entries = await visibleNavEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Dashboard', 'Review Submissions', 'Articles', 'User Management']));
    expect(entries).not.toContain('Import & Export');

    // The link worked once.
    const again = await openAt(await visitor(), `/accept-invitation?token=${token}`, width);
    await again.getByRole('heading', { name: 'Invalid Invitation' }).waitFor();
    await again.getByText(PEOPLE_MESSAGES.invitationInvalid).waitFor();

    // The People screen lists the editor, signed in, with the second factor on.
    await admin.reload();
    const row = admin.getByTestId('user-row').filter({ hasText: editor.email });
    await row.getByText(/^Last sign-in [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    await row.getByTestId('second-factor').filter({ hasText: 'Second factor: on' }).waitFor();
    await admin.close();
    await page.close();
  }, 120_000);

  it('a contributor’s draft goes to review, comes back with a note, and the editor publishes it', async () => {
    const contributorBrowser = await visitor();
    await registerWithApi(contributorBrowser, contributor);
    const { db } = session.server.deps;
    const account = await findUserByEmail(db, contributor.email);
    await setUserRole(db, account!.id, 'contributor');

    const drafts = await openAt(contributorBrowser, '/admin/articles', width);
    expect(await visibleNavEntries(drafts)).toEqual(['Dashboard', 'AI Generator', 'Manage Experts', 'Articles']);
    await drafts.getByRole('button', { name: 'New Article' }).click();
    const dialog = drafts.getByRole('dialog', { name: 'New Article' });
    // A contributor's articles stay drafts: no other status is offered.
    expect(await dialog.getByLabel('Status').locator('option').allTextContents()).toEqual(['Draft']);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Content', { exact: true }).fill('Deep sleep supports the repair of tissues.');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(drafts, 'Article Created');
    const row = drafts.locator('.article-row', { hasText: title });
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await row.getByRole('button', { name: 'Ready for review' }).click();
    await expectToast(drafts, 'Sent for review');
    await row.getByText('Ready for review', { exact: true }).waitFor();
    if (width === 375) await expectNoSidewaysScroll(drafts);

    const dashboard = await openAt(editorBrowser, '/admin', width);
    const item = dashboard.getByTestId('review-item').filter({ hasText: title });
    await item.getByText(`From ${contributor.email}`, { exact: false }).waitFor();
    await item.getByRole('button', { name: 'Send back' }).click();
    await item.getByLabel('Note for the contributor').fill('Please cite the trial you mention.');
    await item.getByRole('button', { name: 'Send back with this note' }).click();
    await expectToast(dashboard, 'Sent back to its contributor');
    await item.waitFor({ state: 'detached' });

    await drafts.reload();
    const returned = drafts.locator('.article-row', { hasText: title });
    await returned.getByText(`Sent back by ${editor.email}:`).waitFor();
    await returned.getByText('Please cite the trial you mention.').waitFor();
    await returned.getByRole('button', { name: 'Ready for review' }).click();
    await expectToast(drafts, 'Sent for review');

    await dashboard.reload();
    const ready = dashboard.getByTestId('review-item').filter({ hasText: title });
    if (width === 375) await expectNoSidewaysScroll(dashboard);
    await ready.getByRole('button', { name: 'Publish' }).click();
    await expectToast(dashboard, 'Published');
    await ready.waitFor({ state: 'detached' });

    const articleId = Number(await returned.getAttribute('data-delete-id'));
    expect((await getArticleById(db, articleId))?.status).toBe('published');
    // Published: the contributor can no longer change it.
    await drafts.reload();
    await drafts.locator('.article-row', { hasText: title }).getByText('Published', { exact: true }).first().waitFor();
    expect(await drafts.locator('.article-row', { hasText: title }).getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await dashboard.close();
    await drafts.close();
    await contributorBrowser.close();
    await editorBrowser.close();
  }, 120_000);
});
