import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '../domain/corrections.ts';
import type { Expert } from '../domain/entities.ts';
import { aiEnv, startOpenAiServer, type OpenAiServer } from '../tests/helpers/openai-server.ts';
import { adaResponder, startResearchServer, type ResearchServer } from '../tests/helpers/research-servers.ts';
import { callApi } from './helpers/api.ts';
import { seriousAxeViolations } from './helpers/axe.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { watchCsp } from './helpers/csp.ts';
import { collectPageErrors, expectToast, open, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * Review with evidence in Chromium against the real server, the AI research on loopback: an
 * AI-generated submission's sentences carry source marks that show the source and the passage on
 * hover, on keyboard focus and on a tap (1366 and 375 px); unsupported sentences are struck with
 * the words no source has marked; the queue badges AI submissions and names possible duplicates,
 * whose approval asks first (also when only the server knows the duplicate); a typed note is not
 * lost to Escape; closing the dialog gives focus back to its opener; and the readers' corrections
 * are accepted (one by the hand-written value the server asks for) and rejected from the queue.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const KEPT = 'Ada Longevity studies the biology of ageing.';
const KEPT_PASSAGE = 'Ada Longevity is an American biologist who studies the biology of ageing.';
const WRONG_YEAR = 'In 2011 her laboratory at Stanford University';

let router: OpenAiServer;
let research: ResearchServer;
let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
/** The AI-generated submission and its first source's title (S1, Wikipedia). */
let ada: { id: number; s1Title: string };

async function submitExpert(name: string): Promise<number> {
  const { status, json } = await callApi(admin, 'POST', '/api/submissions', {
    name,
    title: 'Biogerontologist',
    categories: ['academic'],
    longevityContribution: `${name} studies how cellular senescence drives ageing.`,
    referenceLinks: [`Official Website|https://example.org/${name.replace(/\W+/g, '-').toLowerCase()}`],
    submitterReason: 'A leading voice in the field',
  });
  expect(status).toBe(201);
  return (json as { submission: { id: number } }).submission.id;
}

async function submissionStatus(id: number): Promise<string | undefined> {
  const list = (await callApi(admin, 'GET', '/api/admin/submissions')).json as Array<{ id: number; status: string }>;
  return list.find((submission) => submission.id === id)?.status;
}

async function reviewPage(context: BrowserContext, width: number, height: number): Promise<Page> {
  const page = await open(context, '/admin/submissions');
  await page.setViewportSize({ width, height });
  await page.getByRole('heading', { name: 'Pending Review' }).waitFor();
  return page;
}

async function openReview(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Review ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Submission' });
  await dialog.waitFor();
  return dialog;
}

/** The mark 'S{n}' after the sentence that starts with `start`. */
function markAfter(dialog: Locator, start: string, sourceId: string): Locator {
  return dialog.locator('.checked-sentence', { hasText: start }).getByRole('button', { name: new RegExp(`^${sourceId}: `) });
}

/** Whether the box lies inside the viewport's width: nothing cut off at either side. */
async function insideViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

beforeAll(async () => {
  router = await startOpenAiServer({ openrouter: true });
  router.respond(adaResponder);
  research = await startResearchServer();
  server = await startTestServer({ ...aiEnv(router), ...research.env() });
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  await signInWithApi(admin, ADMIN);
  const generated = await callApi(admin, 'POST', '/api/research/generate-expert?wait=true', { expertName: 'Ada Longevity' });
  expect(generated).toMatchObject({ status: 200, json: { status: 'succeeded' } });
  const run = generated.json as { submissionId: number; longevityContribution: string; researchData: { sources: Array<{ id: string; title: string }> } };
  // The server drops the sentence that carried a web address, and every other unsupported one, from the profile.
  expect(run.longevityContribution).toBe(KEPT);
  ada = { id: run.submissionId, s1Title: run.researchData.sources[0]?.title ?? '' };
  expect(ada.s1Title).not.toBe('');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await router?.close();
  await research?.close();
});

describe('the review dialog shows the evidence of each sentence', { timeout: 180_000 }, () => {
  it('shows a mark’s source and passage on hover and on keyboard focus, and strikes the unsupported sentences (1366 px)', async () => {
    const page = await reviewPage(admin, 1366, 768);
    const errors = collectPageErrors(page);
    const card = page.locator(`#submission-${ada.id}`);
    await card.getByTestId('ai-badge').waitFor();
    expect(await card.getByTestId('ai-badge').textContent()).toBe('AI-generated');

    const dialog = await openReview(page, 'Ada Longevity');
    const tooltip = page.getByRole('tooltip');
    // Hover: the source's title and the passage the sentence rests on.
    const kept = markAfter(dialog, KEPT, 'S1');
    await kept.hover();
    await tooltip.filter({ hasText: KEPT_PASSAGE }).waitFor();
    expect(await tooltip.textContent()).toContain(`S1 · ${ada.s1Title}`);
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden' });

    // Keyboard: Shift+Tab from the next mark lands on this one and shows its passage, as its description.
    await markAfter(dialog, 'Her laboratory showed', 'S1').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await kept.evaluate((element) => element === document.activeElement)).toBe(true);
    await tooltip.filter({ hasText: KEPT_PASSAGE }).waitFor();
    const describedBy = await kept.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(KEPT_PASSAGE);

    // A wrong year and institution while citing a real source: struck, the words no source has marked.
    const wrong = dialog.getByRole('group', { name: 'Not supported by the sources' }).filter({ hasText: WRONG_YEAR });
    expect(await wrong.locator('del mark').allTextContents()).toEqual(['2011', 'Stanford', 'University']);
    await wrong.getByText('left out: the marked words are in none of the sources it cites').waitFor();
    // Its mark still shows what the cited source does say.
    await markAfter(dialog, WRONG_YEAR, 'S4').hover();
    await tooltip.filter({ hasText: 'Rapamycin extends lifespan in genetically heterogeneous mice' }).waitFor();
    // The sentence with a web address is shown as left out, never as part of the profile.
    const withAddress = dialog.getByRole('group', { name: 'Not supported by the sources' }).filter({ hasText: 'invented.example' });
    await withAddress.getByText('left out: it carried a web address').waitFor();
    // The sources list: title, site and the fields each supports.
    const sources = dialog.getByRole('region', { name: 'Sources (6)' });
    expect(await sources.getByRole('listitem').first().textContent()).toMatch(new RegExp(`S1\\s*${ada.s1Title}.*· 127\\.0\\.0\\.1 ·.*supports .*title`));

    await page.mouse.move(0, 0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await insideViewport(page, dialog)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks before Escape discards a typed note, and gives focus back to the Review button', async () => {
    const page = await reviewPage(admin, 1366, 768);
    const opener = page.getByRole('button', { name: 'Review Ada Longevity', exact: true });
    const dialog = await openReview(page, 'Ada Longevity');
    await dialog.getByLabel('Review notes').fill('Check the Stanford claim');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('Review notes').inputValue()).toBe('Check the Stanford claim');

    await dialog.getByLabel('Review notes').focus();
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

    // Without a note, Escape closes at once, and focus returns to the opener again.
    await opener.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await submissionStatus(ada.id)).toBe('pending');
    await page.close();
  });

  it('is usable at 375 px: nothing cut off, and a tap on a mark shows its passage', async () => {
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await watchCsp(phone);
    await signInWithApi(phone, ADMIN);
    const page = await reviewPage(phone, 375, 740);
    const dialog = await openReview(page, 'Ada Longevity');
    expect(await insideViewport(page, dialog)).toBe(true);
    // No sideways scrolling inside the dialog.
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const mark = markAfter(dialog, KEPT, 'S1');
    await mark.scrollIntoViewIfNeeded();
    expect(await insideViewport(page, mark)).toBe(true);
    await mark.tap();
    const tooltip = page.getByRole('tooltip').filter({ hasText: KEPT_PASSAGE });
    await tooltip.waitFor();
    expect(await insideViewport(page, tooltip)).toBe(true);
    // The last highlight's marks and the actions are reachable by scrolling the dialog.
    const approve = dialog.getByRole('button', { name: 'Approve', exact: true });
    await approve.scrollIntoViewIfNeeded();
    expect(await insideViewport(page, approve)).toBe(true);
    await phone.close();
  });
});

// Approvals and accepted corrections start site rebuilds on the test server: generous limits for a loaded machine.
describe('possible duplicates', { timeout: 240_000 }, () => {
  it('names the duplicate with a link to its card, and approves only after the editor confirms', async () => {
    const twinId = await submitExpert('Dr. Ada Longevity');
    const page = await reviewPage(admin, 1366, 768);
    const card = page.locator(`#submission-${twinId}`);
    const warning = card.getByTestId('possible-duplicates');
    await warning.getByText('Possible duplicate of Ada Longevity (same name)').waitFor();
    expect(await card.getByTestId('ai-badge').count()).toBe(0);
    const link = warning.getByRole('link', { name: 'View submission of Ada Longevity (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe(`/admin/submissions#submission-${ada.id}`);

    // The link finds the card once the list has loaded.
    const linked = await open(admin, `/admin/submissions#submission-${ada.id}`);
    await expect.poll(() => linked.evaluate(() => document.activeElement?.id)).toBe(`submission-${ada.id}`);
    await linked.close();

    const dialog = await openReview(page, 'Dr. Ada Longevity');
    await dialog.getByText('Possible duplicate of Ada Longevity (same name)').waitFor();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Approve a possible duplicate?' });
    await ask.getByText('Possible duplicate of Ada Longevity (same name).').waitFor();
    await ask.getByRole('button', { name: 'Go back' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await submissionStatus(twinId)).toBe('pending');

    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await ask.getByRole('button', { name: 'Approve anyway' }).click();
    await expectToast(page, 'Submission Approved');
    await dialog.waitFor({ state: 'hidden' });
    expect(await submissionStatus(twinId)).toBe('approved');
    await page.close();
  });

  it('asks too when only the server knows the duplicate (its 409), then approves with the confirmation', async () => {
    const firstId = await submitExpert('Carla Twofold');
    const page = await reviewPage(admin, 1366, 768);
    const dialog = await openReview(page, 'Carla Twofold');
    // The list the page loaded knew no duplicate; one is sent while the dialog is open.
    expect(await dialog.getByTestId('possible-duplicates').count()).toBe(0);
    await submitExpert('Prof. Carla Twofold');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Approve a possible duplicate?' });
    await ask.getByText(/Possible duplicate of Prof\. Carla Twofold \(same name\)/).waitFor();
    expect(await page.locator('.toast', { hasText: 'Approval Failed' }).count()).toBe(0);
    expect(await submissionStatus(firstId)).toBe('pending');
    await ask.getByRole('button', { name: 'Approve anyway' }).click();
    await expectToast(page, 'Submission Approved');
    expect(await submissionStatus(firstId)).toBe('approved');
    await page.close();
  });
});

describe('the readers’ corrections queue', { timeout: 300_000 }, () => {
  it('accepts one as sent, one with the value the server asks for, and rejects one with a required reason', async () => {
    const experts = (await (await fetch(`${server.url}/api/experts`)).json()) as Expert[];
    const expert = experts.find((candidate) => candidate.biography && candidate.biography.length > 20);
    if (!expert) throw new Error('the seed has no expert with a biography');
    const send = async (body: Record<string, unknown>) => {
      const answer = await callApi(admin, 'POST', '/api/corrections', { entityType: 'expert', entityId: expert.id, ...body });
      expect(answer.status).toBe(201);
    };
    await send({ part: 'title', proposedText: 'Professor of Biogerontology', note: 'See the faculty page.' });
    await send({ part: 'biography', quote: 'A sentence the biography never had.', proposedText: 'A corrected sentence.' });
    await send({ part: 'longevityContribution', proposedText: 'An invented claim.', sourceUrl: 'https://example.org/claim' });

    const page = await reviewPage(admin, 1366, 768);
    // The accept the server answers 409 (the quote is not in the biography) is expected.
    const errors = collectPageErrors(page, ['/accept']);
    const count = page.getByTestId('corrections-count');
    await count.filter({ hasText: '3 pending' }).waitFor();
    const queue = page.getByRole('region', { name: /Reader Corrections/ });
    const cards = queue.getByTestId('correction-card');
    const titleCard = cards.filter({ hasText: 'Professor of Biogerontology' });
    await titleCard.getByText('See the faculty page.').waitFor();
    await titleCard.getByText(ADMIN.email).waitFor();
    const source = cards.filter({ hasText: 'An invented claim.' }).getByRole('link', { name: 'https://example.org/claim' });
    expect((await source.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['nofollow', 'noopener']));
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Accepted as sent: the title is replaced.
    await titleCard.getByRole('button', { name: `Accept the correction to the title of ${expert.name}` }).click();
    const accept = page.getByRole('dialog', { name: 'Accept Correction' });
    await accept.getByLabel('Note to the sender').fill('Thank you.');
    await accept.getByRole('button', { name: 'Accept and apply' }).click();
    await expectToast(page, 'Correction Accepted');
    await count.filter({ hasText: '2 pending' }).waitFor();
    const adminExperts = (await callApi(admin, 'GET', '/api/admin/experts')).json as Expert[];
    expect(adminExperts.find((candidate) => candidate.id === expert.id)?.title).toBe('Professor of Biogerontology');

    // The quote is not in the biography: the server answers 409 and the editor writes the whole new value.
    await cards
      .filter({ hasText: 'A corrected sentence.' })
      .getByRole('button', { name: /^Accept / })
      .click();
    await accept.getByRole('button', { name: 'Accept and apply' }).click();
    await accept.getByRole('alert').filter({ hasText: CORRECTION_MESSAGES.notApplicable }).waitFor();
    const value = accept.getByLabel('New biography');
    await expect.poll(() => value.inputValue()).toBe(expert.biography);
    await value.fill(`${expert.biography} A corrected sentence.`);
    await accept.getByRole('button', { name: 'Accept and apply' }).click();
    await expectToast(page, 'Correction Accepted');
    await count.filter({ hasText: '1 pending' }).waitFor();

    // Rejected: the reason is required.
    await cards
      .filter({ hasText: 'An invented claim.' })
      .getByRole('button', { name: /^Reject / })
      .click();
    const reject = page.getByRole('dialog', { name: 'Reject Correction' });
    await reject.getByRole('button', { name: 'Reject correction' }).click();
    await reject.getByText(CORRECTION_MESSAGES.reasonRequired).waitFor();
    await reject.getByLabel('Reason').fill('The source does not say this.');
    await reject.getByRole('button', { name: 'Reject correction' }).click();
    await expectToast(page, 'Correction Rejected');
    await count.filter({ hasText: '0 pending' }).waitFor();
    await queue.getByText('No corrections waiting for review.').waitFor();

    const all = (await callApi(admin, 'GET', '/api/admin/corrections')).json as Array<{
      proposedText: string;
      status: string;
      reviewNote: string | null;
      applied: { after: unknown } | null;
    }>;
    expect(all.find((item) => item.proposedText === 'A corrected sentence.')).toMatchObject({
      status: 'accepted',
      applied: { after: `${expert.biography} A corrected sentence.` },
    });
    expect(all.find((item) => item.proposedText === 'An invented claim.')).toMatchObject({ status: 'rejected', reviewNote: 'The source does not say this.' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
