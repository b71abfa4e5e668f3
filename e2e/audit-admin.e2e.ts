import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expert } from '../domain/entities.ts';
import type { WizardStateReply } from '../domain/wizard-state.ts';
import { aiEnv, schemaNameOf, startOpenAiServer } from '../tests/helpers/openai-server.ts';
import { adaResponder, startResearchServer } from '../tests/helpers/research-servers.ts';
import { ADMIN } from './helpers/admin-session.ts';
import { seriousAxeViolations } from './helpers/axe.ts';
import { launchBrowser } from './helpers/browser.ts';
import { watchCsp } from './helpers/csp.ts';
import { expectNoSidewaysScroll, expectToast, hydrated, open, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The admin side of the browser audit (#32 section 4) in Chromium, against one real server with
 * the text AI on loopback: the content wizard's 'All changes saved' holds the AI's articles on the
 * server (a reload keeps them); a double click on Publish Article publishes once and says so
 * once; Accept and Reject in the corrections queue leave focus on the next item (or the list's
 * heading) and announce the result; the import's dry run shows the changed words and names the
 * rows of a whole-file refusal; and the smaller items (duplicate warnings without a bullet, the
 * header's name for an account without one, 'Create preview link', the editors' order, the
 * admin menu on a phone), at 1366 px and 375 px where they are seen or used.
 */

const ARTICLE = "# Sleep as a Repair Window\n\nSleep gives the body time for repair, a theme of this expert's research.";
const IDEAS = [
  { title: 'Sleep and repair', description: 'Why sleep matters.' },
  { title: 'Light and rhythm', description: 'Morning light sets the clock.' },
];

const router = await startOpenAiServer({ openrouter: true });
router.respond((request) => {
  const schema = schemaNameOf(request);
  if (schema === 'article_ideas') return { json: { ideas: IDEAS } };
  if (schema === 'article_markdown') return { json: { markdown: ARTICLE } };
  if (schema === 'seo_tags') return { json: { tags: ['sleep', 'repair'] } };
  return adaResponder(request);
});
const sources = await startResearchServer();

let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
let phone: BrowserContext;

async function adminAt(width: number, height: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height } });
  await watchCsp(context);
  await signInWithApi(context, ADMIN);
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ ...aiEnv(router), ...sources.env() }), launchBrowser()]);
  [admin, phone] = await Promise.all([adminAt(1366, 768), adminAt(375, 812)]);
});

afterAll(async () => {
  await browser?.close();
  // Accepted corrections and the published article asked for rebuilds: let them finish first.
  await server?.rebuild.whenIdle();
  await server?.stop();
  await Promise.all([router.close(), sources.close()]);
});

/** A call to the API with the admin's cookies. */
async function callApi<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await admin.request.fetch(`${server.url}${path}`, { method, ...(body === undefined ? {} : { data: body }) });
  return { status: res.status(), json: (await res.json()) as T };
}

async function publishedExperts(): Promise<Expert[]> {
  return (await callApi<Expert[]>('GET', '/api/experts')).json;
}

/** The element that has focus: its id, else its tag and text, for a readable failure. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return element.id || `${element.tagName}:${element.textContent?.trim().slice(0, 60) ?? ''}`;
  });
}

describe('the content wizard keeps what it calls saved (item 1)', () => {
  it('keeps the articles the AI wrote in step 2 across a reload, and says "All changes saved" only once the server has them', async () => {
    const page = await open(admin, '/admin/promote');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.getByLabel('Expert', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    for (const idea of IDEAS) await page.getByText(idea.title).click();
    await page.getByRole('button', { name: 'Create Article Content' }).click();
    await page.getByRole('heading', { name: 'Create Article Content', level: 2 }).waitFor();
    await page.getByText('All changes saved').waitFor();
    // Saved means on the server: the written articles are in the stored state.
    const stored = await page.evaluate(async () => (await (await fetch('/api/admin/wizard/state')).json()) as WizardStateReply);
    expect(stored.state?.drafts?.map((draft) => [draft.title, draft.content])).toEqual(IDEAS.map((idea) => [idea.title, ARTICLE]));

    // An edit in step 2, its save held: the screen says 'Saving...' and not 'All changes saved' until the server answers.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    };
    await page.route('**/api/admin/wizard/state', hold);
    const edited = `${ARTICLE}\n\nAn editor's line, typed before saving to the library.`;
    await page.getByLabel(`Content: ${IDEAS[0]?.title}`).fill(edited);
    await page.getByText('Saving...').waitFor();
    expect(await page.getByText('All changes saved').count()).toBe(0);
    release();
    await page.getByText('All changes saved').waitFor();
    await page.unroute('**/api/admin/wizard/state', hold);

    // Nothing waits to be saved: the reload asks nothing and reopens step 2 with both articles as they were.
    await page.reload();
    await hydrated(page);
    await page.getByText('Reopened where you left off: Step 2 of 4: Content.').waitFor();
    expect(dialogs).toEqual([]);
    expect(await page.getByLabel(`Content: ${IDEAS[0]?.title}`).inputValue()).toBe(edited);
    expect(await page.getByLabel(`Content: ${IDEAS[1]?.title}`).inputValue()).toBe(ARTICLE);
    // Still theirs to save to the library.
    expect(await page.getByRole('button', { name: 'Save to Library' }).count()).toBe(2);
    await page.close();
  });
});

describe('Publish Article in the library (item 2)', () => {
  it('publishes once on a double click and says so once, with no error', async () => {
    const [expert] = await publishedExperts();
    if (!expert) throw new Error('the seed has no experts');
    const title = 'Naps and Memory in Older Adults';
    const saved = await callApi<{ id: number }>('POST', '/api/library/content', {
      expertId: expert.id,
      platform: 'article',
      contentType: 'research_insight',
      content: `# ${title}\n\nShort naps may help memory.`,
    });
    expect(saved.status).toBe(201);

    const page = await open(admin, '/admin/library');
    const publishes: string[] = [];
    let answering = 0;
    page.on('request', (request) => {
      if (!request.url().endsWith(`/api/library/content/${saved.json.id}/publish`)) return;
      publishes.push(request.method());
      answering += 1;
    });
    const answered = (request: { url: () => string }) => {
      if (request.url().endsWith(`/api/library/content/${saved.json.id}/publish`)) answering -= 1;
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);

    await page.locator('.library-card-body', { hasText: title }).click();
    const details = page.getByRole('dialog', { name: 'Content Details' });
    await details.getByRole('button', { name: 'Publish Article' }).dblclick();
    await expectToast(page, 'Article Published');
    const publishedAs = details.locator('.library-published');
    await publishedAs.waitFor();
    expect(await publishedAs.textContent()).toContain(`Published as ${title}`);
    // Every publish request the clicks sent has answered: none of them was refused.
    await expect.poll(() => answering).toBe(0);
    expect(publishes.length).toBeGreaterThan(0);
    expect(await page.locator('.toast', { has: page.locator('.toast-title', { hasText: 'Error' }) }).count()).toBe(0);
    expect(await page.locator('.toast', { has: page.locator('.toast-title', { hasText: 'Article Published' }) }).count()).toBe(1);
    expect(await details.getByRole('alert').count()).toBe(0);
    const articles = (await callApi<Array<{ title: string }>>('GET', '/api/admin/articles')).json;
    expect(articles.filter((article) => article.title === title)).toHaveLength(1);
    await page.close();
  });
});

describe('the corrections queue keeps focus in place (item 3)', () => {
  /** Three pending title corrections, one per expert, in the queue's order (newest first). */
  async function threeCorrections(experts: Expert[], label: string): Promise<Array<{ expert: Expert; id: number; title: string }>> {
    const sent = [];
    for (const expert of experts) {
      const title = `${label} title for ${expert.name}`;
      const answer = await callApi<{ id: number }>('POST', '/api/corrections', {
        entityType: 'expert',
        entityId: expert.id,
        part: 'title',
        proposedText: title,
      });
      expect(answer.status).toBe(201);
      sent.push({ expert, id: answer.json.id, title });
    }
    return sent.reverse();
  }

  const announcement = (page: Page) => page.getByTestId('corrections-announcement');

  it('moves focus to the next item, the one before, then the heading, announcing each result (keyboard, 1366 px)', async () => {
    const experts = (await publishedExperts()).slice(1, 4);
    const [first, middle, last] = await threeCorrections(experts, 'Keyboard');
    if (!first || !middle || !last) throw new Error('three corrections expected');
    const page = await open(admin, '/admin/submissions');
    const queue = page.getByRole('region', { name: /Reader Corrections/ });
    await queue.getByTestId('corrections-count').filter({ hasText: '3 pending' }).waitFor();

    // Accept the middle one with the keyboard: focus goes to the next item, and the result is announced.
    await queue.getByRole('button', { name: `Accept the correction to the title of ${middle.expert.name}` }).press('Enter');
    const accept = page.getByRole('dialog', { name: 'Accept Correction' });
    await accept.getByRole('button', { name: 'Accept and apply' }).press('Enter');
    await queue.getByTestId('corrections-count').filter({ hasText: '2 pending' }).waitFor();
    await expect.poll(() => focused(page)).toBe(`correction-${last.id}`);
    expect(await announcement(page).getAttribute('aria-live')).toBe('polite');
    await announcement(page)
      .filter({ hasText: `Correction accepted and applied: the title of ${middle.expert.name}. 2 corrections left to review.` })
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Correction to the title of ${last.expert.name}`);

    // Reject the last one: focus goes to the one before it.
    await queue.getByRole('button', { name: `Reject the correction to the title of ${last.expert.name}` }).press('Enter');
    const reject = page.getByRole('dialog', { name: 'Reject Correction' });
    await reject.getByLabel('Reason').pressSequentially('The faculty page says otherwise.');
    await reject.getByRole('button', { name: 'Reject correction' }).press('Enter');
    await announcement(page)
      .filter({ hasText: `Correction rejected: the title of ${last.expert.name}. 1 correction left to review.` })
      .waitFor();
    await expect.poll(() => focused(page)).toBe(`correction-${first.id}`);

    // Accept the only one left: focus goes to the list's heading.
    await queue.getByRole('button', { name: `Accept the correction to the title of ${first.expert.name}` }).press('Enter');
    await accept.getByRole('button', { name: 'Accept and apply' }).press('Enter');
    await announcement(page)
      .filter({ hasText: `Correction accepted and applied: the title of ${first.expert.name}. No corrections left to review.` })
      .waitFor();
    await expect.poll(() => focused(page)).toBe('reader-corrections');
    await queue.getByText('No corrections waiting for review.').waitFor();
    await expectToast(page, 'Correction Accepted');
    await page.close();
  });

  it('moves focus to the next item on a phone too (375 px)', async () => {
    const experts = (await publishedExperts()).slice(4, 6);
    const [first, second] = await threeCorrections(experts, 'Phone');
    if (!first || !second) throw new Error('two corrections expected');
    const page = await open(phone, '/admin/submissions');
    const queue = page.getByRole('region', { name: /Reader Corrections/ });
    await queue.getByTestId('corrections-count').filter({ hasText: '2 pending' }).waitFor();
    await queue.getByRole('button', { name: `Reject the correction to the title of ${first.expert.name}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Correction' });
    await reject.getByLabel('Reason').fill('Not what the source says.');
    await reject.getByRole('button', { name: 'Reject correction' }).click();
    await queue.getByTestId('corrections-count').filter({ hasText: '1 pending' }).waitFor();
    await expect.poll(() => focused(page)).toBe(`correction-${second.id}`);
    await announcement(page)
      .filter({ hasText: `Correction rejected: the title of ${first.expert.name}. 1 correction left to review.` })
      .waitFor();
    const box = await page.locator(`#correction-${second.id}`).boundingBox();
    expect(box && box.y + box.height > 0 && box.y < 812).toBe(true);
    await expectNoSidewaysScroll(page);
    await page.close();
  });
});

describe("the import's dry run shows the change (item 4)", () => {
  /** The first exported expert with a biography long enough that a cut value would hide a change in its middle. */
  async function exportWithLongBiography(page: Page) {
    const exported = await page.evaluate(
      async () => (await fetch('/api/admin/export?format=json')).json() as Promise<{ experts: Array<Record<string, unknown>> }>,
    );
    const changed = exported.experts.find((expert) => typeof expert.biography === 'string' && expert.biography.length > 400);
    if (!changed) throw new Error('no exported expert has a long biography');
    return { exported, changed };
  }

  for (const [width, context] of [
    [1366, () => admin],
    [375, () => phone],
  ] as const) {
    it(`shows the changed words inside a long text at ${width} px`, async () => {
      const page = await open(context(), '/admin/import');
      const { exported, changed } = await exportWithLongBiography(page);
      const words = String(changed.biography).split(' ');
      // A word past the first 200 characters (all a cut value shows), replaced.
      const at = words.findIndex((word, index) => words.slice(0, index).join(' ').length > 220 && /^[a-z]{4,}$/.test(word));
      const old = words[at];
      words[at] = 'zebrafish';
      changed.biography = words.join(' ');

      await page
        .getByLabel('File (JSON or CSV)')
        .setInputFiles({ name: 'directory.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
      const update = page.getByTestId('import-row').and(page.locator('[data-result="update"]'));
      const biography = update.getByTestId('import-change').and(page.locator('[data-field="biography"]'));
      const added = biography.locator('ins');
      await added.waitFor();
      expect(await added.textContent()).toBe('added: zebrafish');
      expect(await biography.locator('del').textContent()).toBe(`removed: ${old}`);
      // The words around the change, the rest of the long text cut.
      const shown = (await biography.locator('.import-words').textContent()) ?? '';
      expect(shown).toContain(`${words[at - 1]} removed: ${old}added: zebrafish ${words[at + 1]}`);
      expect(shown.startsWith('… ')).toBe(true);
      await added.scrollIntoViewIfNeeded();
      expect(await added.isVisible()).toBe(true);
      const box = await added.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it('names the rows a whole-file refusal is about', async () => {
    const page = await open(admin, '/admin/import');
    const { exported } = await exportWithLongBiography(page);
    exported.experts.forEach((expert, index) => {
      expert.featured = true;
      expert.featuredOrder = index + 1;
    });
    await page
      .getByLabel('File (JSON or CSV)')
      .setInputFiles({ name: 'directory.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    const refusal = page.getByRole('alert').filter({ hasText: /can be featured/ });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      `The import would feature ${exported.experts.length} experts; at most 12 can be featured. The file features experts in rows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and ${exported.experts.length - 10} more`,
    );
    await page.close();
  });
});

describe('the smaller items (item 5)', () => {
  it('shows the duplicate warning as a notice without a list bullet (1366 and 375 px)', async () => {
    const [expert] = await publishedExperts();
    if (!expert) throw new Error('the seed has no experts');
    const sent = await callApi('POST', '/api/submissions', {
      name: expert.name,
      title: 'Biogerontologist',
      categories: ['academic'],
      longevityContribution: `${expert.name} studies how cells age.`,
      referenceLinks: ['Official Website|https://example.org/duplicate-of-a-listed-expert'],
      submitterReason: 'A leading voice in the field',
    });
    expect(sent.status).toBe(201);
    for (const context of [admin, phone]) {
      const page = await open(context, '/admin/submissions');
      const warning = page
        .getByTestId('possible-duplicates')
        .filter({ hasText: `Possible duplicate of ${expert.name}` })
        .first();
      await warning.waitFor();
      const style = await warning.evaluate((list) => ({
        padding: getComputedStyle(list).paddingLeft,
        marker: getComputedStyle(list.querySelector('li') as Element).listStyleType,
      }));
      expect(style).toEqual({ padding: '0px', marker: 'none' });
      await page.close();
    }
  });

  it("shows the e-mail address in the header of an account without a name, not 'User'", async () => {
    const page = await open(admin, '/admin');
    const name = page.locator('.header-auth').getByTestId('user-name');
    await expect.poll(() => name.textContent()).toBe(ADMIN.email);
    expect(await name.getAttribute('title')).toBe(ADMIN.email);
    await page.close();
  });

  /** The editor dialog's Schedule, History and Preview, and its buttons: the buttons come last, after the sections. */
  async function expectToolsBeforeButtons(dialog: Locator, noun: string, save: string): Promise<void> {
    const tools = dialog.getByRole('region', { name: 'Schedule, history and preview' });
    await tools.waitFor();
    expect(await tools.getByText(`These use the saved ${noun}, not the unsaved changes above: save first to include them.`).count()).toBe(1);
    const order = await dialog.evaluate(
      (box, labels) => {
        const section = box.querySelector('.editorial-tools');
        const buttons = [...box.querySelectorAll('button')];
        const save = buttons.find((button) => button.textContent?.trim() === labels.save);
        const cancel = buttons.find((button) => button.textContent?.trim() === 'Cancel');
        const after = (a: Element | null | undefined, b: Element | null | undefined) =>
          Boolean(a && b && b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { saveAfterTools: after(save, section), cancelAfterTools: after(cancel, section), saveIsLast: buttons.at(-1) === save };
      },
      { save },
    );
    expect(order).toEqual({ saveAfterTools: true, cancelAfterTools: true, saveIsLast: true });
  }

  it("puts the editors' Schedule, History and Preview above Save and Cancel, saying they use the saved version, with a 'Create preview link' button", async () => {
    for (const context of [admin, phone]) {
      const page = await open(context, '/admin/experts');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Expert' });
      await expectToolsBeforeButtons(dialog, 'expert', 'Save Changes');
      await dialog.locator('summary', { hasText: 'Preview' }).click();
      await dialog.getByRole('button', { name: 'Create preview link', exact: true }).waitFor();
      // Enter in a field still saves through the form's own button, now outside it.
      expect(await dialog.getByRole('button', { name: 'Save Changes' }).getAttribute('type')).toBe('submit');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    }
    const page = await open(admin, '/admin/articles');
    await page
      .getByRole('button', { name: /^Edit "/ })
      .first()
      .click();
    await expectToolsBeforeButtons(page.getByRole('dialog', { name: 'Edit Article' }), 'article', 'Update Article');
    await page.close();
  });

  it('gives the phone a menu button whose menu shows every admin entry whole (375 px), and the side bar at 1366 px', async () => {
    const page = await open(phone, '/admin/library');
    const toggle = page.getByRole('button', { name: 'Admin menu: Promotion Library' });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await expectNoSidewaysScroll(page);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const links = nav.getByRole('link');
    expect(await links.count()).toBe(13);
    for (const link of await links.all()) {
      expect(await link.isVisible()).toBe(true);
      const { right, clipped } = await link.evaluate((element) => ({
        right: element.getBoundingClientRect().right,
        clipped: element.scrollWidth > element.clientWidth,
      }));
      expect(right).toBeLessThanOrEqual(375);
      expect(clipped).toBe(false);
    }
    await expectNoSidewaysScroll(page);
    expect(await nav.getByRole('link', { name: 'Promotion Library' }).getAttribute('aria-current')).toBe('page');

    // Escape closes it and gives focus back to the button.
    await links.first().focus();
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    expect(await focused(page)).toBe('BUTTON:Admin menu: Promotion Library');
    await toggle.click();
    await nav.getByRole('link', { name: 'Import & Export' }).click();
    await page.waitForURL('**/admin/import');
    await page.close();

    const wide = await open(admin, '/admin/library');
    await wide.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Import & Export' }).waitFor();
    expect(await wide.getByRole('button', { name: /^Admin menu/ }).isVisible()).toBe(false);
    await wide.close();
  });
});
