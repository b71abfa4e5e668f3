import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../domain/dates.ts';
import { aiEnv, schemaNameOf, startOpenAiServer, type OpenAiServer, type ReceivedRequest, type Reply } from '../tests/helpers/openai-server.ts';
import { adaResponder, startResearchServer, type ResearchServer } from '../tests/helpers/research-servers.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { expectToast, open, openAt1366, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * AI proposes, the editor decides (#21.3), provenance in the expert editor (#22.1, #22.3) and
 * focus return (#21.6), in Chromium at 1366 px against the real server with the AI provider and
 * the research sources on loopback: a helper's proposal leaves the typed text alone until Replace
 * or Append, Discard keeps it, Undo (and Ctrl+Z) restores it exactly; unsupported sentences are
 * struck out and never inserted; Find References proposals are accepted one by one and all;
 * provenance saved with the Reviewed tick is shown on reopening; dialogs give focus back.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const TYPED = 'My own words about her work.\nA second line, kept exactly.';
const SUPPORTED_START = 'Ada Longevity studies the biology of ageing.';
const SEO_TITLE = 'Fasting in People: What the Trials Show';
const EXCERPT =
  'What the human trials of calorie restriction and fasting found, what they did not, and what a reader can take from them for a longer healthy life today.';
/** A published seed article. */
const ARTICLE = 'Calorie Restriction and Fasting: What Human Studies Show';

let router: OpenAiServer;
let research: ResearchServer;
let server: TestServer;
let browser: Browser;
let admin: BrowserContext;

/** The Ada fixture for the expert helpers, and fixed answers for the article's. */
function responder(request: ReceivedRequest): Reply {
  switch (schemaNameOf(request)) {
    case 'seo_title':
      return { json: { title: SEO_TITLE } };
    case 'article_excerpt':
      return { json: { excerpt: EXCERPT } };
    case 'seo_tags':
      return { json: { tags: ['fasting', 'calorie restriction', 'healthspan'] } };
    default:
      return adaResponder(request);
  }
}

beforeAll(async () => {
  router = await startOpenAiServer({ openrouter: true });
  router.respond(responder);
  research = await startResearchServer();
  server = await startTestServer({ ...aiEnv(router), ...research.env() });
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  await signInWithApi(admin, ADMIN);
  // The expert the loopback sources know, added as an editor would.
  const page = await open(admin, '/');
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/experts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Longevity',
        title: 'Professor of Genetics',
        categories: ['academic'],
        longevityContribution: 'Studies ageing.',
        referenceLinks: ['Lab|https://example.org/ada-lab'],
      }),
    });
    return res.status;
  });
  expect(status).toBe(201);
  await page.close();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await router?.close();
  await research?.close();
});

async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search experts' }).fill('Ada Longevity');
  await page.getByRole('button', { name: 'Edit Ada Longevity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expert' });
  await dialog.waitFor();
  return dialog;
}

/** The accessible name of the focused element (its aria-label or text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

describe('AI proposes, the editor decides', () => {
  it('keeps typed text until Replace; Append adds, Discard keeps, Undo and Ctrl+Z restore exactly', async () => {
    const page = await openAt1366(admin, '/admin/experts');
    const dialog = await openEditor(page);
    const field = dialog.getByRole('textbox', { name: /^Longevity contribution/ });
    await field.fill(TYPED);
    const proposal = dialog.getByRole('region', { name: 'AI proposal for longevity contribution' });
    const enhance = dialog.getByRole('button', { name: 'Enhance the longevity contribution with AI' });

    await enhance.click();
    await proposal.waitFor();
    await expectToast(page, 'AI Proposal Ready');
    expect(await field.inputValue()).toBe(TYPED);
    // Unsupported sentences are struck out with the missing words marked, the supported ones plain.
    await proposal.getByText(SUPPORTED_START).waitFor();
    expect(await proposal.locator('del').count()).toBeGreaterThan(0);
    expect(await proposal.locator('del mark').allTextContents()).toContain('2011');

    // Discard keeps the typed text.
    await proposal.getByRole('button', { name: 'Discard' }).click();
    await proposal.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe(TYPED);

    // Append adds the supported text after it, and nothing struck out.
    await enhance.click();
    await proposal.getByRole('button', { name: 'Append' }).click();
    await proposal.waitFor({ state: 'detached' });
    const appended = await field.inputValue();
    expect(appended.startsWith(`${TYPED}\n\n${SUPPORTED_START}`)).toBe(true);
    for (const refused of ['Nobel', 'Stanford', 'invented.example', '2011']) expect(appended).not.toContain(refused);

    // Undo restores exactly, and shows the proposal again.
    await dialog.getByRole('status').filter({ hasText: 'AI proposal appended.' }).getByRole('button', { name: 'Undo' }).click();
    expect(await field.inputValue()).toBe(TYPED);
    await proposal.waitFor();

    // Replace, then Ctrl+Z in the field restores exactly too.
    await proposal.getByRole('button', { name: 'Replace' }).click();
    await proposal.waitFor({ state: 'detached' });
    const replaced = await field.inputValue();
    expect(replaced.startsWith(SUPPORTED_START)).toBe(true);
    expect(replaced).not.toContain('My own words');
    await field.focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => field.inputValue()).toBe(TYPED);
    await proposal.waitFor();
    await proposal.getByRole('button', { name: 'Discard' }).click();

    // Science highlights: proposed, appended into the list (never '0 added' as a success).
    await dialog.getByRole('button', { name: 'Generate science highlights with AI' }).click();
    const highlights = dialog.getByRole('region', { name: 'AI proposal for science highlights' });
    await highlights.waitFor();
    await expectToast(page, 'Science Highlights Proposed');
    await highlights.locator('del').first().waitFor();
    await highlights.getByRole('button', { name: 'Append' }).click();
    await dialog.getByRole('button', { name: 'Remove Rapamycin' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Remove Invented' }).count()).toBe(0);
    await page.close();
  }, 120_000);

  it("the article editor proposes its SEO title, excerpt and tags beside the editor's own", async () => {
    const page = await openAt1366(admin, '/admin/articles');
    await page.getByRole('button', { name: `Edit "${ARTICLE}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    const metaTitle = dialog.getByLabel(/^Meta Title/);
    await metaTitle.fill('Mine');
    await dialog.getByRole('button', { name: 'Generate SEO Title' }).click();
    const titleProposal = dialog.getByRole('region', { name: 'AI proposal for meta title' });
    await titleProposal.getByText(SEO_TITLE).waitFor();
    expect(await metaTitle.inputValue()).toBe('Mine');
    await titleProposal.getByRole('button', { name: 'Replace' }).click();
    expect(await metaTitle.inputValue()).toBe(SEO_TITLE);
    await dialog.getByRole('status').filter({ hasText: 'Replaced with the AI proposal.' }).getByRole('button', { name: 'Undo' }).click();
    expect(await metaTitle.inputValue()).toBe('Mine');

    const tags = dialog.getByLabel(/^SEO Tags/);
    await tags.fill('Fasting, sleep');
    await dialog.getByRole('button', { name: 'Generate SEO tags' }).click();
    const tagProposal = dialog.getByRole('region', { name: 'AI proposal for SEO tags' });
    await tagProposal.getByRole('button', { name: 'Append' }).click();
    expect(await tags.inputValue()).toBe('Fasting, sleep, calorie restriction, healthspan');

    const excerpt = dialog.getByLabel(/^Excerpt/);
    const before = await excerpt.inputValue();
    await dialog.getByRole('button', { name: 'Generate excerpt' }).click();
    const excerptProposal = dialog.getByRole('region', { name: 'AI proposal for excerpt' });
    await excerptProposal.getByRole('button', { name: 'Discard' }).click();
    expect(await excerpt.inputValue()).toBe(before);
    await page.close();
  }, 60_000);
});

describe('provenance in the expert editor', () => {
  it('accepts Find References proposals, saves sources, identifiers, disclosures and notes with the Reviewed tick, and shows them on reopening', async () => {
    const page = await openAt1366(admin, '/admin/experts');
    let dialog = await openEditor(page);
    await dialog.getByTestId('last-reviewed').filter({ hasText: 'Last reviewed: never' }).waitFor();

    await dialog.getByRole('button', { name: 'Find reference links with AI' }).click();
    const found = dialog.getByRole('region', { name: 'AI proposal for reference links and sources' });
    await found.waitFor();
    await expectToast(page, 'References Found');
    // One by one: a source, then an identifier; then all the rest.
    const firstSource = found.getByRole('button', { name: /^Accept source / }).first();
    const sourceTitle = ((await firstSource.getAttribute('aria-label')) ?? '').replace('Accept source ', '');
    await firstSource.click();
    await dialog.getByRole('button', { name: `Remove source ${sourceTitle}` }).waitFor();
    await found.getByRole('button', { name: 'Accept Wikidata id Q100' }).click();
    expect(await dialog.getByLabel('Wikidata id').inputValue()).toBe('Q100');
    await found.getByRole('button', { name: 'Accept all' }).click();
    await found.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('ORCID id').inputValue()).toBe('0000-0002-1825-0097');
    expect(await dialog.getByLabel('OpenAlex id').inputValue()).toBe('A100');
    const sourceCount = await dialog.getByRole('button', { name: /^Remove source / }).count();
    expect(sourceCount).toBeGreaterThan(1);

    // An identifier is checked as the schema says.
    const orcid = dialog.getByLabel('ORCID id');
    await orcid.fill('1234');
    await orcid.blur();
    await dialog.getByText('ORCID id must look like 0000-0002-1825-0097').waitFor();
    await orcid.fill('0000-0002-1825-0097');

    // A disclosure: added, then edited.
    await dialog.getByRole('button', { name: 'Add disclosure' }).click();
    const entry = dialog.getByRole('group', { name: 'New disclosure' });
    await entry.getByLabel('Kind').selectOption('adviser');
    await entry.getByLabel('Sentence').fill('Advises Example Longevity Inc.');
    await entry.getByRole('button', { name: 'Add disclosure' }).click();
    await entry.getByText('Source URL must be a web address starting with http:// or https://').waitFor();
    await entry.getByLabel('Source URL').fill('https://example.org/news/ada-adviser');
    await entry.getByRole('button', { name: 'Add disclosure' }).click();
    await dialog.getByRole('button', { name: 'Edit disclosure Advises Example Longevity Inc.' }).click();
    const editing = dialog.getByRole('group', { name: 'Edit disclosure' });
    await editing.getByLabel('Sentence').fill('Advises Example Longevity Inc. on trials.');
    await editing.getByRole('button', { name: 'Save disclosure' }).click();

    // A context note: added, and a second one added then removed.
    for (const text of ['Moved her laboratory to Harvard in 2015.', 'A note to remove.']) {
      await dialog.getByRole('button', { name: 'Add context note' }).click();
      const note = dialog.getByRole('group', { name: 'New context note' });
      await note.getByLabel('Sentence').fill(text);
      await note.getByLabel('Source URL').fill('https://example.org/ada-history');
      await note.getByLabel('Source URL').press('Enter');
    }
    await dialog.getByRole('button', { name: 'Remove context note A note to remove.' }).click();

    await dialog.getByRole('checkbox', { name: /^Reviewed/ }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Expert Updated');
    await dialog.waitFor({ state: 'detached' });
    // Save gives focus back to the Edit button that opened the editor.
    await expect.poll(() => focusedName(page)).toBe('Edit Ada Longevity');

    dialog = await openEditor(page);
    await dialog
      .getByTestId('last-reviewed')
      .filter({ hasText: `Last reviewed: ${formatDay(new Date())}` })
      .waitFor();
    expect(await dialog.getByLabel('Wikidata id').inputValue()).toBe('Q100');
    expect(await dialog.getByLabel('ORCID id').inputValue()).toBe('0000-0002-1825-0097');
    expect(await dialog.getByLabel('OpenAlex id').inputValue()).toBe('A100');
    expect(await dialog.getByRole('button', { name: /^Remove source / }).count()).toBe(sourceCount);
    await dialog.getByText('Advises Example Longevity Inc. on trials.').waitFor();
    await dialog.getByText('Moved her laboratory to Harvard in 2015.').waitFor();
    expect(await dialog.getByText('A note to remove.').count()).toBe(0);
    expect(await dialog.getByRole('checkbox', { name: /^Reviewed/ }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  }, 120_000);
});

describe('focus returns to the opener', () => {
  it('after Escape, Keep editing and Discard', async () => {
    const page = await openAt1366(admin, '/admin/experts');
    let dialog = await openEditor(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Edit Ada Longevity');

    dialog = await openEditor(page);
    const title = dialog.getByLabel('Title', { exact: true });
    await title.fill('Changed but not saved');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Edit Ada Longevity');

    // Another dialog of these screens: the image library picker gives focus back to 'From Library'.
    await page.getByRole('button', { name: 'New Expert' }).click();
    const creating = page.getByRole('dialog', { name: 'New Expert' });
    await creating.getByRole('button', { name: 'From Library' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Image from Library' });
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('From Library');
    await page.keyboard.press('Escape');
    await creating.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('New Expert');
    await page.close();
  }, 60_000);
});
