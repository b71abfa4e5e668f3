import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiEnv, startOpenAiServer, type OpenAiServer } from '../tests/helpers/openai-server.ts';
import { adaResponder, startResearchServer, type ResearchServer } from '../tests/helpers/research-servers.ts';
import { launchBrowser, newVisitor } from './helpers/browser.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { expectToast, open, signInWithApi } from './helpers/page.ts';

/**
 * The AI tools in Chromium against the real server, with OpenRouter, Wikipedia, Wikidata and
 * OpenAlex on loopback: Research & Generate shows its steps and the grounded profile, the profile
 * waits in Review Submissions with its sources, and an editor AI button proposes a field's text.
 */

const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };
const BIOGRAPHY = 'She is a professor of genetics at Harvard Medical School. She has published 142 works, cited 15,234 times.';

let router: OpenAiServer;
let sources: ResearchServer;
let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  router = await startOpenAiServer({ openrouter: true, costPerCall: 0.0123 });
  // Replies wait while the test holds the gate, so the writing step is seen running however slow the machine.
  router.respond(async (request) => {
    await gate;
    return adaResponder(request);
  });
  sources = await startResearchServer();
  server = await startTestServer({ ...aiEnv(router), ...sources.env() });
  browser = await launchBrowser();
  admin = await newVisitor(browser, server.url);
  await signInWithApi(admin, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await router?.close();
  await sources?.close();
});

describe('AI Generator and editor helpers', () => {
  it('asks for a name, then researches with live progress and shows the grounded result', async () => {
    const page = await open(admin, '/admin/generate');
    await page.getByRole('button', { name: 'Research & Generate' }).click();
    await expectToast(page, 'Missing Information', 'Please enter an expert name.');
    expect(await page.getByLabel('Expert Title').inputValue()).toBe('Longevity Expert');

    await page.getByLabel('Expert Name').fill('Ada Longevity');
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    await page.getByRole('button', { name: 'Research & Generate' }).click();
    await expectToast(page, 'Generation Started');
    const result = page.locator('.generation-result').first();
    await result.locator('.research-step[data-status="running"]', { hasText: 'Writing from the sources' }).waitFor();
    expect(await result.getByTestId('generation-status').textContent()).toBe('generating');
    release();

    await result.getByTestId('generation-status').filter({ hasText: 'completed' }).waitFor({ timeout: 15_000 });
    await expectToast(page, 'Research Complete');
    expect(await result.locator('.research-step[data-status="done"]').count()).toBe(4);
    await result.getByText('Professor of Genetics, Harvard Medical School').waitFor();
    await result.getByText(BIOGRAPHY).waitFor();
    await result.getByRole('heading', { name: 'Sources (6)' }).waitFor();
    expect(await result.textContent()).toContain('$0.0123');
    await page.getByTestId('month-spend').filter({ hasText: '$0.0123' }).waitFor();
    await page.close();
  });

  it('lists the profile in Review Submissions with its sources, and an AI button fills the biography', async () => {
    const page = await open(admin, '/admin/submissions');
    await page.getByRole('button', { name: 'Review Ada Longevity' }).click();
    const review = page.getByRole('dialog', { name: 'Review Submission' });
    await review.getByRole('heading', { name: 'Sources (6)' }).waitFor();
    await review.getByRole('link', { name: 'Wikipedia: Ada Longevity' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit & Enhance Ada Longevity' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit & Enhance Submission' });
    const biography = editor.getByRole('textbox', { name: /^Biography/ });
    await biography.fill('');
    await editor.getByRole('button', { name: 'Write the biography with AI' }).click();
    await expectToast(page, 'AI Proposal Ready');
    // The proposal waits beside the (empty) field until the editor replaces it.
    expect(await biography.inputValue()).toBe('');
    await editor.getByRole('region', { name: 'AI proposal for biography' }).getByRole('button', { name: 'Replace' }).click();
    await expect.poll(() => biography.inputValue()).toBe(BIOGRAPHY);
    await page.close();
  });
});
