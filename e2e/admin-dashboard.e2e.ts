import { readdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpert, getExpertById } from '../db/queries/experts.ts';
import { listMonitoredExperts, saveLinkCheck, saveWikidataCheck } from '../db/queries/link-checks.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { urlsOfExpert } from '../domain/link-monitor.ts';
import { dayFromNow } from '../tests/helpers/catalogue-fixtures.ts';
import { expertProfile, makeExpert, makeSubmission } from '../tests/helpers/factories.ts';
import { addImageRoutes, imageEnv } from '../tests/helpers/image-providers.ts';
import { aiEnv, schemaNameOf, startOpenAiServer } from '../tests/helpers/openai-server.ts';
import { seriousAxeViolations } from './helpers/axe.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { callsAnswered, expectToast, fillSignInForm, hydrated, open, registerWithApi, requestsInFlight, signInWithApi } from './helpers/page.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The dashboard and its neighbours in Chromium at 1366 px, against loopback providers whose
 * catalogues hold a default model shutting down in 12 days (AI_TEXT_MODEL names it), a model
 * without structured output and one without a price: the pickers, the shutdown warning, Refresh
 * models, the Needs Attention screen, the small things of #21, and axe on every admin screen.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const GOING = 'anthropic/claude-sonnet-4.6';
const BROKEN_URL = 'https://broken-link.invalid/retired-paper';
const WIDE = { width: 1366, height: 900 };

const router = await startOpenAiServer({ openrouter: true });
const images = await startOpenAiServer();
const imageRoutes = await addImageRoutes(images);
router.respond((request) => {
  const schema = schemaNameOf(request);
  if (schema === 'article_ideas') return { json: { ideas: [{ title: 'Sleep and repair', description: 'Why sleep matters.' }] } };
  if (schema === 'article_markdown') return { json: { markdown: '# Sleep and Repair\n\nSleep gives the body time for repair.' } };
  return { json: { prompt: 'A calm photograph of morning light' } };
});

let server: TestServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  server = await startTestServer({ ...imageEnv(images), ...aiEnv(router), AI_TEXT_MODEL: `openrouter/${GOING}` });
  browser = await launchBrowser();
  admin = await browser.newContext({ baseURL: server.url, viewport: WIDE });
  await signInWithApi(admin, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await router.close();
  await images.close();
});

/** The option texts of the select labelled `label`. */
function optionsOf(page: Page, label: string): Promise<string[]> {
  return page.getByLabel(label, { exact: true }).locator('option').allTextContents();
}

describe('AI models on the dashboard and in the pickers', () => {
  it('shows the shutdown warning and each catalogue, and Refresh models reads them again', async () => {
    const page = await open(admin, '/admin');
    const warnings = page.getByTestId('model-warnings');
    await warnings.getByText(`${GOING} (OpenRouter) shuts down on ${dayFromNow(12)}. Replacement: anthropic/claude-sonnet-5.5.`).waitFor();

    const table = page.getByRole('table', { name: 'Model lists' });
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await row('OpenRouter').getByText("Provider's list").waitFor();
    await row('Stability AI')
      .getByText(/Built-in list \(checked \d{4}-\d{2}-\d{2}\)/)
      .waitFor();
    // The cells after the row's header: Source, Read, Models, Status.
    expect(await row('OpenRouter').getByRole('cell').nth(2).textContent()).toBe('8');
    expect(await row('OpenRouter').getByText('Current').isVisible()).toBe(true);

    // One model leaves OpenRouter's list: Refresh models reads it now and says what it found.
    router.catalogue.models = router.catalogue.models.filter((model) => model.id !== 'openai/gpt-6.1-sol');
    await page.getByRole('button', { name: 'Refresh models' }).click();
    await expectToast(page, 'Models Refreshed');
    await page
      .getByTestId('models-refresh-status')
      .getByText(/^Model lists refreshed\. OpenRouter: 7 models; /)
      .waitFor();
    await expect.poll(() => row('OpenRouter').getByRole('cell').nth(2).textContent()).toBe('7');

    // The provider fails: its stored list stays in use, and the failure shows.
    router.catalogue.status = 503;
    await page.getByRole('button', { name: 'Refresh models' }).click();
    await row('OpenRouter')
      .getByText(/^Last refresh failed: /)
      .waitFor();
    await page
      .getByTestId('models-refresh-status')
      .getByText(/OpenRouter: failed \(.+\); kept 7 stored models/)
      .waitFor();
    router.catalogue.status = 200;
    await page.close();
  });

  it("fills the generator's text picker from the catalogue with prices, and warns there too", async () => {
    const page = await open(admin, '/admin/generate');
    await page.getByTestId('model-warnings').getByText(`${GOING} (OpenRouter) shuts down`).waitFor();
    await expect
      .poll(() => optionsOf(page, 'Text model'))
      .toContain('Anthropic: Claude Sonnet 5.5 (anthropic/claude-sonnet-5.5) · $2.00 in / $10.00 out per million tokens');
    const options = await optionsOf(page, 'Text model');
    expect(options[0]).toBe(`Default: ${GOING}`);
    expect(options).toContain(`Anthropic: Claude Sonnet 4.6 (${GOING}) · $3.00 in / $15.00 out per million tokens · shuts down ${dayFromNow(12)}`);
    // OpenRouter's list gives no price for its router: unknown, never $0.00.
    expect(options).toContain('Auto Router (openrouter/auto) · price unknown');
    // Only models with structured output are offered.
    expect(options.some((option) => option.includes('llama'))).toBe(false);
    expect(options.some((option) => option.includes('$0.00'))).toBe(false);
    await page.getByTestId('model-price').getByText(`${GOING}: $3.00 in / $15.00 out per million tokens`).waitFor();
    await page.close();
  });

  it("fills the wizard's image picker with each model's price per image or per token", async () => {
    const page = await open(admin, '/admin/promote');
    await page.getByTestId('model-warnings').waitFor();
    await expect
      .poll(() => optionsOf(page, 'Text model'))
      .toContain('Anthropic: Claude Haiku 4.5 (anthropic/claude-haiku-4.5) · $1.00 in / $5.00 out per million tokens');
    await page.getByLabel('Expert', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await page.getByText('Sleep and repair').click();
    await page.getByRole('button', { name: 'Create Article Content' }).click();
    await page.getByLabel('Content: Sleep and repair').waitFor();
    await page.getByRole('button', { name: 'Save to Library' }).click();
    await page.getByRole('button', { name: 'Saved!' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Images' }).click();

    await expect.poll(() => optionsOf(page, 'Image model')).toContain('gpt-image-2.6-sunburst · $5.00 in / $30.00 out per million tokens');
    expect(await optionsOf(page, 'Image model')).toContain(`gpt-image-1.5 · price unknown · shuts down ${dayFromNow(6)}`);
    await page.getByLabel('Image provider').selectOption('stability');
    await expect
      .poll(() => optionsOf(page, 'Image model'))
      .toEqual(['Stable Diffusion 3.5 Large (sd3.5-large) · $0.065 per image', 'Stable Image Core (core) · $0.03 per image']);
    expect(imageRoutes.requests('/v1/models').length).toBeGreaterThan(0);
    await page.close();
  });
});

describe('Needs Attention', () => {
  it('lists a broken link with who shows it, reported deaths to acknowledge, and checks links on demand', async () => {
    const db = server.deps.db;
    const watched = await makeExpert(db, { name: 'Linda Linkwatch', referenceLinks: [`Retired paper|${BROKEN_URL}`] });
    const deceased = await createExpert(
      db,
      expertProfile({ name: 'Otto Obit' }),
      { reason: 'create', actor: null, at: new Date() },
      {},
      { identifiers: { wikidata: 'Q999001', orcid: null, openalex: null } },
    );
    // Every other link and Wikidata item was checked just now (so 'Check links now' has only the broken link to do).
    const now = new Date();
    const experts = await listMonitoredExperts(db);
    for (const expert of experts) {
      for (const url of urlsOfExpert(expert).keys()) {
        if (url !== BROKEN_URL) await saveLinkCheck(db, { url, status: 'ok', httpStatus: 200, finalUrl: null, reason: null }, now);
      }
    }
    await saveLinkCheck(
      db,
      { url: BROKEN_URL, status: 'broken', httpStatus: 404, finalUrl: null, reason: null },
      new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    );
    for (const expert of experts) {
      const wikidataId = expert.identifiers.wikidata;
      if (wikidataId)
        await saveWikidataCheck(db, { expertId: expert.id, wikidataId, dateOfDeath: expert.id === deceased.id ? '2026-11-01' : null, checkedAt: now });
    }

    const dashboard = await open(admin, '/admin');
    const reply = await dashboard.evaluate(async () => (await (await fetch('/api/admin/needs-attention')).json()) as { totals: Record<string, number> });
    const total = Object.values(reply.totals).reduce((sum, n) => sum + n, 0);
    expect(reply.totals).toMatchObject({ links: 1, deaths: 1 });
    await expect.poll(() => dashboard.getByTestId('needs-attention-count').textContent()).toBe(String(total));
    await dashboard.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Needs Attention' }).click();
    await dashboard.waitForURL((url) => url.pathname === '/admin/needs-attention');
    const page = dashboard;
    await page.getByRole('heading', { name: 'Needs Attention', level: 1 }).waitFor();

    const link = page.getByTestId('attention-link');
    await link.getByText(BROKEN_URL).waitFor();
    expect(await link.getByText('Broken', { exact: true }).isVisible()).toBe(true);
    expect(await link.getByText('HTTP 404').isVisible()).toBe(true);
    expect(await link.getByRole('listitem').textContent()).toBe('Linda Linkwatch (opens in a new tab) in Reference links');
    expect(await page.getByTestId('attention-stale').filter({ hasText: 'Linda Linkwatch' }).getByText('Never reviewed').isVisible()).toBe(true);

    const death = page.getByTestId('attention-death');
    await death.getByText(/records a date of death, 2026-11-01/).waitFor();
    await death.getByRole('button', { name: `Acknowledge: ${deceased.name}` }).click();
    await expectToast(page, 'Acknowledged', 'Noted: the profile was checked against the reported date of death');
    await page.getByText('No deaths reported.').waitFor();

    // 'Check links now' starts the check, says so, and the list refreshes with its result.
    await page.getByRole('button', { name: 'Check links now' }).click();
    await expectToast(page, 'Link check started');
    await link.getByText(/could not be (found|reached)/).waitFor({ timeout: 30_000 });
    expect(await link.getByText('HTTP 404').count()).toBe(0);
    // Nothing public changed: the profile still shows the link until an editor acts.
    expect((await getExpertById(db, watched.id))?.referenceLinks).toEqual([`Retired paper|${BROKEN_URL}`]);
    await page.close();
  });
});

describe('small things', () => {
  it('shows Admin Panel in the footer only to administrators, the build year, and Admin once in the header', async () => {
    const visitor = await newVisitor(browser, server.url);
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain(`© ${new Date().getUTCFullYear()} `);
    expect(html).not.toContain('© 2024');
    const page = await open(visitor, '/');
    const footerAdmin = page.locator('#site-footer').getByRole('link', { name: 'Admin Panel' });
    expect(await footerAdmin.isVisible()).toBe(false);
    await visitor.close();

    const mine = await open(admin, '/');
    await mine.locator('#site-footer').getByRole('link', { name: 'Admin Panel' }).waitFor();
    await mine.waitForFunction(() => document.querySelector('.header-auth [data-account-name]')?.textContent !== '');
    const visibleAdmins = await mine
      .locator('.header-auth')
      .getByText('Admin', { exact: true })
      .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).checkVisibility()).length);
    expect(visibleAdmins).toBe(1);
    expect(await mine.locator('.header-auth').getByTestId('user-name').textContent()).toBe('admin@example.com');
    await mine.close();
  });

  it('lists My Submissions as cards without bullets', async () => {
    const member = await newVisitor(browser, server.url);
    const person = { email: 'bullet.e2e@example.com', password: 'bullet-password-1', firstName: 'Bea', lastName: 'Bullet' };
    await registerWithApi(member, person);
    const user = await findUserByEmail(server.deps.db, person.email);
    await makeSubmission(server.deps.db, { email: person.email, user: { id: user!.id } }, { name: 'Dr. Listed Person' });
    const page = await open(member, '/my-submissions');
    const item = page.getByTestId('my-submission');
    await item.waitFor();
    expect(await item.evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
    expect(await item.evaluate((li) => getComputedStyle(li.parentElement!).paddingLeft)).toBe('0px');
    await member.close();
  });

  it("says 'Try adjusting' only when a search or filter is set", async () => {
    const page = await open(admin, '/admin/library');
    await page.getByRole('tab', { name: /^Images/ }).click();
    // The wizard test saved content but made no image: the images list is simply empty.
    await page.getByRole('heading', { name: 'No saved images yet' }).waitFor();
    expect(await page.getByText('Try adjusting').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search library' }).fill('nothing like this');
    await page.getByRole('heading', { name: 'No saved images match' }).waitFor();
    await page.getByText('Try adjusting your search or filters.').waitFor();
    await page.close();
  });

  it('takes an administrator who signs in to the dashboard, unless a return path says otherwise', async () => {
    const fresh = await newVisitor(browser, server.url);
    let page = await open(fresh, '/login');
    await fillSignInForm(page, ADMIN);
    await page.getByText('You are signed in. Taking you to the dashboard...').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 });
    await page.close();
    await fresh.clearCookies();
    page = await open(fresh, '/login?next=/articles');
    await fillSignInForm(page, ADMIN);
    await page.waitForURL((url) => url.pathname === '/articles', { timeout: 15_000 });
    await fresh.close();
  });

  it('applies a query typed into the directory before its search island woke', async () => {
    const visitor = await newVisitor(browser, server.url);
    const page = await visitor.newPage();
    await page.goto('/directory');
    const total = await page.locator('.results-count').textContent();
    // The island is still static HTML: the box takes the words, and the focus wakes the island.
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search experts' }).evaluate((input) => {
      (input as HTMLInputElement).value = 'aging';
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await hydrated(page);
    await page.waitForURL((url) => url.searchParams.get('search') === 'aging');
    await expect.poll(() => page.locator('.results-count').textContent()).not.toBe(total);
    expect(await page.getByRole('searchbox', { name: 'Search experts' }).inputValue()).toBe('aging');
    await visitor.close();
  });

  it('offers only published experts on Featured Experts', async () => {
    await makeExpert(server.deps.db, { name: 'Wanda Waiting' }, undefined, { published: false });
    const page = await open(admin, '/admin/featured');
    await page.getByRole('list', { name: 'Experts' }).waitFor();
    expect(await page.getByText('Wanda Waiting').count()).toBe(0);
    const manage = await open(admin, '/admin/experts');
    await manage.getByText('Wanda Waiting').first().waitFor();
    await manage.close();
    await page.close();
  });
});

/** Every admin screen there is: one page file each under site/pages/admin. */
const ADMIN_SCREENS = readdirSync('site/pages/admin')
  .filter((file) => file.endsWith('.astro'))
  .map((file) => (file === 'index.astro' ? '/admin' : `/admin/${file.replace(/\.astro$/, '')}`))
  .sort();

describe('axe on every admin screen', () => {
  it('covers the screens of the admin navigation', () => {
    expect(ADMIN_SCREENS).toEqual(expect.arrayContaining(['/admin', '/admin/needs-attention', '/admin/experts', '/admin/promote', '/admin/users']));
  });

  it.each(ADMIN_SCREENS)('finds no serious or critical violation on %s', async (path) => {
    const page = await admin.newPage();
    const inFlight = requestsInFlight(page);
    await page.goto(path);
    await hydrated(page);
    await page.locator('.admin-header h1').waitFor();
    await callsAnswered(page, inFlight);
    await page.waitForFunction(() => !document.querySelector('.admin-main')?.textContent?.includes('Loading'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
