import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExpertOwner } from '../db/queries/expert-owners.ts';
import { getPublicExpertBySlug } from '../db/queries/experts.ts';
import { findUserByEmail, setUserRole } from '../db/queries/users.ts';
import { experts } from '../db/schema.ts';
import { CLAIM_MESSAGES, OWNER_TEXTS } from '../domain/claims.ts';
import { formatDay } from '../domain/dates.ts';
import { PHOTO_RIGHTS_STATEMENT, PROPOSAL_MESSAGES } from '../domain/expert-proposals.ts';
import { PNG_BYTES } from '../tests/helpers/image-server.ts';
import { startOrcidServer } from '../tests/helpers/orcid-server.ts';
import { seriousAxeViolations } from './helpers/axe.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { expectNoSidewaysScroll, expectToast, hydrated, openAt, registerWithApi, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * Claiming a profile (issue 36 §1) in Chromium at 1366 px and at 375 px, with ORCID met by a
 * loopback server that speaks its OAuth 2.0 (an authorize page with an Authorize button): a person
 * without an account follows 'Is this you? Claim this profile', signs in with ORCID, gives an e-mail
 * address, and owns the profile at once because their iD is the one it records; a signed-in person
 * whose iD the profile does not record claims another profile, which waits in the Claims queue until
 * an editor approves it.
 */

const orcid = await startOrcidServer();
let server: TestServer;
let browser: Browser;
let editor: BrowserContext;

beforeAll(async () => {
  server = await startTestServer(orcid.env());
  browser = await launchBrowser();
  const person = { email: 'editor-claims@example.org', password: 'editor-password-123', firstName: 'Erin', lastName: 'Editor' };
  editor = await newVisitor(browser, server.url);
  await registerWithApi(editor, person);
  await setUserRole(server.deps.db, (await findUserByEmail(server.deps.db, person.email))!.id, 'editor');
  await signInWithApi(editor, person);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await orcid.close();
});

/** Records `orcidId` as the profile's ORCID iD (an editor would, in the expert editor). */
async function recordOrcid(slug: string, orcidId: string | null): Promise<void> {
  const expert = (await getPublicExpertBySlug(server.deps.db, slug, new Date()))!;
  await server.deps.db
    .update(experts)
    .set({ identifiers: { ...expert.identifiers, orcid: orcidId } })
    .where(eq(experts.id, expert.id));
}

/** At the loopback ORCID: the person approves, and ORCID sends the browser back to the site. */
async function authorizeAtOrcid(page: Page): Promise<void> {
  await page.waitForURL((url) => url.origin === orcid.baseUrl);
  await page.getByRole('button', { name: 'Authorize access' }).click();
  await page.waitForURL((url) => url.origin === server.url);
}

const CASES = [
  {
    width: 1366,
    matching: { slug: 'david-sinclair', name: 'David Sinclair', orcid: '0000-0002-1825-0097' },
    waiting: { slug: 'valter-longo', name: 'Valter Longo' },
  },
  { width: 375, matching: { slug: 'peter-attia', name: 'Peter Attia', orcid: '0000-0001-5109-3700' }, waiting: { slug: 'nir-barzilai', name: 'Nir Barzilai' } },
];

describe.each(CASES)('claiming a profile at $width px', ({ width, matching, waiting }) => {
  it('an expert without an account claims their profile with the ORCID iD it records, and owns it at once', async () => {
    await recordOrcid(matching.slug, matching.orcid);
    orcid.control.person = { orcid: matching.orcid, name: `${matching.name} ` };
    const visitor = await newVisitor(browser, server.url);
    const page = await openAt(visitor, `/${matching.slug}`, width);
    await page.getByRole('link', { name: 'Is this you? Claim this profile' }).click();
    await page.waitForURL((url) => url.pathname === `/claim/${matching.slug}`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Is this you?' }).waitFor();
    await page.getByText(`Claim the profile of ${matching.name}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (width === 375) await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: 'Sign in with ORCID' }).click();
    await authorizeAtOrcid(page);
    // No account has this iD yet: one more step, the e-mail address, with ORCID's name filled in.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('orcid') === 'sign-up');
    await hydrated(page);
    await page.getByRole('heading', { name: 'One More Step' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByText(matching.orcid).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe(matching.name.split(' ')[0]);
    if (width === 375) await expectNoSidewaysScroll(page);
    const email = `${matching.slug}@example.org`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === `/claim/${matching.slug}` && url.searchParams.get('claim') === 'verified');
    await hydrated(page);
    await page.getByTestId('claim-result').filter({ hasText: CLAIM_MESSAGES.verified }).waitFor();
    await page.getByTestId('claim-standing').filter({ hasText: 'This profile is yours.' }).waitFor();
    const expert = (await getPublicExpertBySlug(server.deps.db, matching.slug, new Date()))!;
    const account = (await findUserByEmail(server.deps.db, email))!;
    expect(await getExpertOwner(server.deps.db, expert.id)).toMatchObject({ userId: account.id, verifiedVia: 'orcid', orcidId: matching.orcid });
    if (width === 375) await expectNoSidewaysScroll(page);

    // My Profile: 'Still accurate', then the public profile says who verified it and when it was confirmed.
    await page.getByRole('link', { name: 'Keep it current on My Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/my-profile');
    await hydrated(page);
    const card = page.getByTestId('owned-profile').filter({ hasText: matching.name });
    await card.getByText('Your claim was verified with ORCID.').waitFor();
    await card.getByTestId('confirmed-status').filter({ hasText: 'You have not confirmed this profile yet.' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (width === 375) await expectNoSidewaysScroll(page);
    await card.getByRole('button', { name: 'Still accurate' }).click();
    await expectToast(page, 'Profile confirmed', OWNER_TEXTS.confirmed);
    const today = OWNER_TEXTS.confirmedCurrent(formatDay(new Date()));
    await card.getByTestId('confirmed-status').filter({ hasText: today }).waitFor();
    // Who reads it: this headless browser is not counted (an automated browser), a reader's visit is.
    await card.getByTestId('readers-30-days').filter({ hasText: 'Last 30 days: 0 views' }).waitFor();
    const reader = { 'User-Agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15' };
    expect((await page.request.post('/api/reads', { data: { kind: 'view', slugs: [matching.slug] }, headers: reader })).status()).toBe(204);
    await page.reload();
    await hydrated(page);
    await card.getByTestId('readers-30-days').filter({ hasText: 'Last 30 days: 1 view, 0 appearances' }).waitFor();
    await card.getByRole('link', { name: 'View the public profile' }).click();
    await page.waitForURL((url) => url.pathname === `/${matching.slug}`);
    await page.getByTestId('owner-verified').filter({ hasText: OWNER_TEXTS.verifiedViaOrcid }).waitFor();
    await page.getByTestId('owner-confirmed').filter({ hasText: today }).waitFor();

    // Propose a new title and a new photo with its credit and the rights statement: the editor accepts
    // them in the Proposals queue and the public page shows them. The form offers to add a commercial
    // interest, never to remove one (the API refuses that too).
    const mine = await openAt(visitor, '/my-profile', width);
    const owned = mine.getByTestId('owned-profile').filter({ hasText: matching.name });
    await owned.getByRole('button', { name: 'Propose changes' }).click();
    const form = owned.getByRole('form', { name: `Propose changes to ${matching.name}` });
    const newTitle = `Professor of Proposals at ${width}`;
    await form.getByLabel('Title').fill(newTitle);
    await form.getByLabel('Photo file').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    await expectToast(mine, 'Photo Uploaded', PROPOSAL_MESSAGES.photoUploaded);
    await form.getByTestId('proposed-photo').waitFor();
    const author = `Jane Lens ${width}`;
    await form.getByLabel('Photographer or rights holder').fill(author);
    await form.getByLabel('Licence', { exact: true }).fill('CC BY 4.0');
    await form.getByLabel(PHOTO_RIGHTS_STATEMENT).check();
    expect(await form.getByRole('group', { name: 'Add a commercial interest' }).count()).toBe(1);
    expect(await form.getByRole('button', { name: /remove/i }).count()).toBe(0);
    expect(await seriousAxeViolations(mine)).toEqual([]);
    if (width === 375) await expectNoSidewaysScroll(mine);
    await form.getByRole('button', { name: 'Send to the editors' }).click();
    await expectToast(mine, 'Proposal Sent', PROPOSAL_MESSAGES.filed);
    await owned.getByTestId('own-proposal').filter({ hasText: 'Waiting for an editor' }).waitFor();
    const refused = await mine.request.post(`/api/my-profile/${expert.id}/proposals`, { data: { disclosures: [] } });
    expect(refused.status()).toBe(400);

    const queue = await openAt(editor, '/admin/submissions', width);
    const proposal = queue.getByTestId('proposal-card').filter({ hasText: matching.name });
    await proposal.getByText(expert.title, { exact: true }).waitFor();
    expect(await proposal.getByLabel('Proposed').inputValue()).toBe(newTitle);
    await proposal.getByTestId('proposal-photo').waitFor();
    await proposal.getByText(`Proposed · Photo: ${author}, CC BY 4.0`).waitFor();
    await proposal.getByTestId('proposal-photo-rights').filter({ hasText: PHOTO_RIGHTS_STATEMENT }).waitFor();
    expect(await seriousAxeViolations(queue)).toEqual([]);
    if (width === 375) await expectNoSidewaysScroll(queue);
    await proposal.getByRole('button', { name: 'Accept all' }).click();
    await expectToast(queue, 'Proposal Accepted', PROPOSAL_MESSAGES.accepted);
    await proposal.waitFor({ state: 'detached' });
    await queue.close();

    const profile = await openAt(visitor, `/${matching.slug}`, width);
    await profile.getByText(newTitle, { exact: true }).waitFor();
    await profile
      .getByTestId('image-credit')
      .filter({ hasText: `Photo: ${author}, CC BY 4.0` })
      .waitFor();
    const photo = (await getPublicExpertBySlug(server.deps.db, matching.slug, new Date()))!.imageUrl;
    expect(photo).toMatch(/^\/uploads\/images\//);
    // The portrait is the new photo (or one of its sizes, named after it).
    const portrait = profile.locator('.profile-portrait img');
    expect(`${await portrait.getAttribute('src')} ${(await portrait.getAttribute('srcset')) ?? ''}`).toContain(
      photo!
        .split('/')
        .at(-1)!
        .replace(/\.[a-z]+$/, ''),
    );
    await profile.getByTestId('owner-verified').filter({ hasText: OWNER_TEXTS.verifiedViaOrcid }).waitFor();
    await visitor.close();
  }, 120_000);

  it('a claim without a matching iD waits for an editor, who approves it', async () => {
    await recordOrcid(waiting.slug, null);
    const claimantOrcid = `0000-0003-${String(width).padStart(4, '0')}-000X`;
    orcid.control.person = { orcid: claimantOrcid, name: 'Patricia Q. Claimant' };
    const claimant = await newVisitor(browser, server.url);
    const person = { email: `claimant-${width}@example.org`, password: 'claimant-password-1', firstName: 'Pat', lastName: `Claimant${width}` };
    await registerWithApi(claimant, person);

    const page = await openAt(claimant, `/claim/${waiting.slug}`, width);
    await page.getByRole('link', { name: 'Sign in with ORCID' }).click();
    await authorizeAtOrcid(page);
    await page.waitForURL((url) => url.pathname === `/claim/${waiting.slug}` && url.searchParams.get('claim') === 'pending');
    await hydrated(page);
    await page.getByTestId('claim-result').filter({ hasText: CLAIM_MESSAGES.pending }).waitFor();
    await page.getByTestId('claim-standing').filter({ hasText: 'is waiting for an editor' }).waitFor();
    if (width === 375) await expectNoSidewaysScroll(page);

    const queue = await openAt(editor, '/admin/submissions', width);
    const card = queue.getByTestId('claim-card').filter({ hasText: waiting.name });
    await card.waitFor();
    await card.getByText(person.email).waitFor();
    await card.getByText(claimantOrcid).waitFor();
    await card.getByText('Patricia Q. Claimant', { exact: true }).waitFor();
    await card.getByText('None recorded: approving records this one').waitFor();
    expect(await seriousAxeViolations(queue)).toEqual([]);
    if (width === 375) await expectNoSidewaysScroll(queue);
    await card.getByRole('button', { name: /^Approve/ }).click();
    await expectToast(queue, 'Claim Approved', CLAIM_MESSAGES.approved);
    await card.waitFor({ state: 'detached' });
    await queue.getByTestId('owner-row').filter({ hasText: waiting.name }).filter({ hasText: person.email }).waitFor();

    const expert = (await getPublicExpertBySlug(server.deps.db, waiting.slug, new Date()))!;
    expect(expert.identifiers.orcid).toBe(claimantOrcid);
    await page.reload();
    await hydrated(page);
    await page.getByTestId('claim-standing').filter({ hasText: 'This profile is yours.' }).waitFor();
    await queue.close();
    await claimant.close();
  }, 120_000);
});
