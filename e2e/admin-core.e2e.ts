import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBuildCommand } from '../publishing/rebuild/node-build.ts';
import type { Expert } from '../domain/entities.ts';
import { solveCaptcha } from '../tests/helpers/captcha.ts';
import { callApi } from './helpers/api.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { expectToast, fillSignInForm, open, signInWithApi } from './helpers/page.ts';

/**
 * The admin core in Chromium against the real server: a user's submission approved in Review
 * Submissions and served by the rebuilt site without a restart; another edited in the shared
 * editor and approved with Save & Approve, a third rejected; the featured limit on both featured
 * screens; Manage Experts listing an expert waiting for publication (the admin list), editing and
 * deleting there; roles, deletion and the last administrator in
 * User Management; the client guard; and a failing build shown on the dashboard while the last
 * good site keeps serving. The steps run in order and share one server.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const FIRST = { name: 'Jane Okafor-Lindqvist', title: 'Professor of Geroscience' };
const SECOND = { name: 'Tomas Everhart', title: 'Biogerontologist' };
const THIRD = { name: 'Rejected Example', title: 'Wellness Influencer' };
/** Not featured in the seed, which features 12 experts. */
const UNFEATURED = 'Judith Campisi';
/** Featured in the seed. */
const FEATURED = 'David Sinclair';

/**
 * Builds run the real `astro build` until a test flips this, after which every build fails: the
 * project's files are never touched.
 */
let failBuilds = false;
function buildCommand(outDir: string) {
  if (failBuilds) {
    return { file: process.execPath, args: ['-e', "console.error('Deliberate build failure (e2e)'); process.exit(1)"] };
  }
  return siteBuildCommand(outDir);
}

let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
/** A signed-in user without the admin role. */
let member: BrowserContext;

beforeAll(async () => {
  server = await startTestServer({}, { buildCommand });
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  member = await newVisitor(browser, server.url);
  await signInThroughLoginPage(admin);
  await signUp(member, 'grace.e2e@example.com');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The admin signs in as a person would: the form, with the security question computed. */
async function signInThroughLoginPage(context: BrowserContext): Promise<void> {
  const page = await open(context, '/login');
  await fillSignInForm(page, ADMIN);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.close();
}

async function signUp(context: BrowserContext, email: string, name = { firstName: 'Grace', lastName: 'Hopper' }): Promise<void> {
  const captcha = (await callApi(context, 'GET', '/api/auth/captcha')).json as { question: string; expected: string };
  const { status } = await callApi(context, 'POST', '/api/auth/register', {
    email,
    password: 'member-password-1',
    ...name,
    captchaAnswer: String(solveCaptcha(captcha.question)),
    captchaExpected: captcha.expected,
  });
  expect(status).toBe(202);
  await signInWithApi(context, { email, password: 'member-password-1' });
}

async function submitExpert(context: BrowserContext, expert: { name: string; title: string }): Promise<void> {
  const { status } = await callApi(context, 'POST', '/api/submissions', {
    ...expert,
    categories: ['academic'],
    longevityContribution: `${expert.name} studies how cellular senescence drives ageing.`,
    referenceLinks: [`Official Website|https://example.org/${expert.name.split(' ')[0]?.toLowerCase()}`],
    submitterReason: 'A leading voice in the field',
  });
  expect(status).toBe(201);
}

async function expertNamed(name: string): Promise<Expert | undefined> {
  const experts = (await (await fetch(`${server.url}/api/experts`)).json()) as Expert[];
  return experts.find((expert) => expert.name === name);
}

describe('review submissions', () => {
  it('approves a user submission, and the rebuilt site serves the new profile without a restart', { timeout: 300_000 }, async () => {
    await submitExpert(member, FIRST);
    const page = await open(admin, '/admin/submissions');
    await page.getByRole('heading', { name: 'Review Submissions' }).waitFor();
    await page.getByText('Approve or reject new expert submissions').waitFor();
    const pending = page.locator('.stat-card', { hasText: 'Pending' });
    await pending.getByText('1', { exact: true }).waitFor();

    const card = page.locator('.submission-card', { hasText: FIRST.name });
    await card.getByText('Grace Hopper').waitFor();
    await card.getByText('grace.e2e@example.com').waitFor();
    await card.getByText('A leading voice in the field').waitFor();

    await page.getByRole('button', { name: `Review ${FIRST.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Submission' });
    await dialog.getByLabel('Review notes').fill('Well documented');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Submission Approved', null);
    await dialog.waitFor({ state: 'hidden' });

    const reviewed = page.locator('.reviewed-row', { hasText: FIRST.name });
    await reviewed.getByText('Approved', { exact: true }).waitFor();
    await reviewed.getByText('Notes: Well documented').waitFor();
    await page.getByText('No submissions waiting for review.').waitFor();

    const expert = await expertNamed(FIRST.name);
    expect(expert).toBeDefined();
    await server.rebuild.whenIdle();
    const res = await fetch(`${server.url}/${expert?.slug}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(FIRST.name);
    await page.close();
  });

  it('edits a submission in the shared editor, then saves and approves it', { timeout: 120_000 }, async () => {
    await submitExpert(member, SECOND);
    const page = await open(admin, '/admin/submissions');
    await page.getByRole('button', { name: `Edit & Enhance ${SECOND.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit & Enhance Submission' });
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(SECOND.name);

    // A link without an http(s) URL is refused with the spec's toast; a duplicate is not added twice.
    const links = dialog.getByLabel(/^Reference links/);
    await links.fill('not a link');
    await links.press('Enter');
    await expectToast(page, 'Invalid URL', 'Please enter a valid URL starting with http:// or https://');
    await links.fill('https://example.org/tomas/');
    await links.press('Enter');
    expect(await dialog.getByRole('button', { name: 'Remove Official Website' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Remove https://example.org/tomas/' }).count()).toBe(0);

    // Books: a title alone takes the expert's name as author; at three the entry is disabled.
    const books = dialog.getByLabel(/^Books/);
    for (const title of ['Ageing Well', 'Cells That Refuse to Die', 'The Long Game']) {
      await books.fill(title);
      await books.press('Enter');
    }
    await dialog.getByText(`by ${SECOND.name}`).first().waitFor();
    await dialog.getByText('3 of 3: the most allowed. Remove a book to add another.').waitFor();
    expect(await books.isDisabled()).toBe(true);

    // Without an AI key the helpers say so instead of pretending (e2e/admin-ai.e2e.ts has one).
    await dialog.getByRole('button', { name: 'Enhance the longevity contribution with AI' }).click();
    await expectToast(page, 'AI Enhancement Failed', 'AI provider not configured');

    await dialog.getByLabel('Title', { exact: true }).fill('Professor of Biogerontology');
    await dialog.getByRole('button', { name: 'Save & Approve' }).click();
    await expectToast(page, 'Submission Approved', null);
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.reviewed-row', { hasText: SECOND.name }).getByText('Notes: Approved after editing by admin').waitFor();

    const expert = await expertNamed(SECOND.name);
    expect(expert?.title).toBe('Professor of Biogerontology');
    expect(expert?.books).toEqual(['Ageing Well', 'Cells That Refuse to Die', 'The Long Game']);
    await page.close();
  });

  it('rejects a submission with the server message; it joins Recently Reviewed', async () => {
    await submitExpert(member, THIRD);
    const page = await open(admin, '/admin/submissions');
    await page.getByRole('button', { name: `Review ${THIRD.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Submission' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectToast(page, 'Submission Rejected', null);
    await page.locator('.reviewed-row', { hasText: THIRD.name }).getByText('Rejected', { exact: true }).waitFor();
    await page.locator('.stat-card', { hasText: 'Rejected' }).getByText('1', { exact: true }).waitFor();
    expect(await expertNamed(THIRD.name)).toBeUndefined();
    await page.close();
  });
});

describe('featured experts', () => {
  it('refuses a 13th expert on Featured Experts, and offers Reset once the selection changes', async () => {
    const page = await open(admin, '/admin/featured');
    await page.getByRole('heading', { name: 'Featured Experts' }).waitFor();
    await page.getByText('Select up to 12 experts to feature on the homepage. Currently selected: 12/12').waitFor();

    const unfeatured = page.getByRole('checkbox', { name: UNFEATURED });
    await unfeatured.click();
    await expectToast(page, 'Maximum Reached', 'You can only select up to 12 featured experts');
    expect(await unfeatured.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    // Space on the focused card toggles it, as a click does.
    await page.getByRole('checkbox', { name: FEATURED }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Currently selected: 11/12').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Currently selected: 12/12').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await page.close();
  });

  it('switches featuring on Manage Experts, with the limit as the server words it', { timeout: 120_000 }, async () => {
    const page = await open(admin, '/admin/experts');
    await page.getByRole('heading', { name: 'Manage Experts' }).waitFor();
    const unfeatured = page.getByRole('switch', { name: `Featured: ${UNFEATURED}` });
    await unfeatured.click();
    await expectToast(page, 'Update Failed', 'Failed to update featured status: You can only select up to 12 featured experts');
    await expect.poll(() => unfeatured.getAttribute('aria-checked')).toBe('false');

    const featured = page.getByRole('switch', { name: `Featured: ${FEATURED}` });
    await featured.click();
    await expectToast(page, 'Success', 'Expert featured status updated');
    await expect.poll(() => featured.getAttribute('aria-checked')).toBe('false');

    await unfeatured.click();
    // The server's answer, which stays true once given: the first switch's toast (and the switch's
    // pending state, which shows the value asked for) may already be on screen before it.
    await expect.poll(async () => (await expertNamed(UNFEATURED))?.featured).toBe(true);
    await expectToast(page, 'Success', 'Expert featured status updated');
    await expect.poll(() => unfeatured.getAttribute('aria-checked')).toBe('true');
    await page.getByText('The public site updates after the automatic rebuild', { exact: false }).waitFor();
    await page.close();
  });
});

describe('manage experts', () => {
  it('lists an expert waiting for publication, whom the public list leaves out', { timeout: 120_000 }, async () => {
    const name = 'Embargoed Example';
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const { status } = await callApi(admin, 'POST', '/api/experts', {
      name,
      title: 'Researcher',
      categories: ['academic'],
      longevityContribution: `${name} studies how ageing tissues repair themselves.`,
      publishAt,
    });
    expect(status).toBe(201);
    await server.rebuild.whenIdle();
    expect(await expertNamed(name)).toBeUndefined();

    const page = await open(admin, '/admin/experts');
    await page.getByRole('searchbox', { name: 'Search experts' }).fill('embargoed');
    await expect.poll(() => page.locator('.expert-admin-name').allTextContents()).toEqual([name]);
    await page.close();
  });

  it('finds, edits and deletes an expert', { timeout: 120_000 }, async () => {
    const page = await open(admin, '/admin/experts');
    await page.getByRole('searchbox', { name: 'Search experts' }).fill('everhart');
    await expect.poll(() => page.locator('.expert-admin-name').allTextContents()).toEqual([SECOND.name]);

    await page.getByRole('button', { name: `Edit ${SECOND.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Expert' });
    await dialog.getByLabel('Title', { exact: true }).fill('Professor of Comparative Biogerontology');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Expert Updated');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Professor of Comparative Biogerontology').waitFor();

    await page.getByRole('button', { name: `Delete ${SECOND.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this expert?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Expert Deleted', null);
    // The search is still set, so the empty list says nothing matches it.
    await page.getByRole('heading', { name: 'No experts match' }).waitFor();
    expect(await expertNamed(SECOND.name)).toBeUndefined();
    await page.close();
  });
});

describe('users and access', () => {
  it('keeps the last administrator: demoting them is refused with the server message', async () => {
    const page = await open(admin, '/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.locator('.stat-card', { hasText: 'Administrators' }).getByText('1', { exact: true }).waitFor();
    const row = page.locator('.user-row', { hasText: ADMIN.email });
    await row.getByText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    await row.getByRole('combobox', { name: 'Role for Admin' }).click();
    await page.getByRole('option', { name: 'User' }).click();
    // Demoting yourself asks first.
    await page.getByRole('alertdialog', { name: 'Remove your admin role?' }).getByRole('button', { name: 'Remove my admin role' }).click();
    await expectToast(page, 'Update Failed', 'Cannot remove the last administrator');
    await expect.poll(() => row.getByRole('combobox', { name: 'Role for Admin' }).textContent()).toBe('Admin');
    await page.getByRole('heading', { name: 'Permission Guidelines' }).waitFor();
    await page.close();
  });

  it('changes a role and deletes a user after confirmation', async () => {
    const visitor = await newVisitor(browser, server.url);
    await signUp(visitor, 'alan.e2e@example.com', { firstName: 'Alan', lastName: 'Turing' });
    await visitor.close();
    const page = await open(admin, '/admin/users');
    const row = page.locator('.user-row', { hasText: 'alan.e2e@example.com' });
    await row.getByRole('combobox', { name: 'Role for Alan Turing' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await expectToast(page, 'Role Updated', 'User role updated to admin');
    await page.locator('.stat-card', { hasText: 'Administrators' }).getByText('2', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete Alan Turing' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await confirm.getByText('Are you sure you want to delete Alan Turing? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'User Deleted', null);
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await page.locator('.stat-card', { hasText: 'Administrators' }).getByText('1', { exact: true }).waitFor();
    await page.close();
  });

  it('sends a signed-in non-admin from /admin to /login with the admin-access toast', async () => {
    const page = await open(member, '/admin');
    await expectToast(page, 'Admin Access Required', 'You need admin privileges to access this page. Redirecting to login...');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.close();
  });
});

describe('publishing', () => {
  it('shows a failed build on the dashboard while the previous site keeps serving', { timeout: 300_000 }, async () => {
    await server.rebuild.whenIdle();
    failBuilds = true;
    const page = await open(admin, '/admin');
    await page.getByRole('heading', { name: 'Publishing' }).waitFor();
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Publishing' }) });
    await panel.getByText(/\d+ pages/).waitFor();
    expect(await panel.getByText('Last build failed').count()).toBe(0);

    await panel.getByRole('button', { name: 'Rebuild now' }).click();
    await expectToast(page, 'Rebuild Started', null);
    await server.rebuild.whenIdle();
    // The panel polls every 2 s while a build runs, and shows the error once it is idle again.
    await panel.getByText('Idle', { exact: true }).waitFor({ timeout: 15_000 });
    await panel.getByText('Last build failed', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await panel.locator('pre').textContent()).toContain('Deliberate build failure (e2e)');

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const profile = await fetch(`${server.url}/${(await expertNamed(FIRST.name))?.slug}`);
    expect(profile.status).toBe(200);
    await page.close();
  });
});
