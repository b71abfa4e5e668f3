import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../api/config.ts';
import { logModelWarnings } from '../api/services/ai/platform.ts';
import { activityLog, aiCatalogues, aiRuns, libraryContent } from '../db/schema.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { dayFromNow } from './helpers/catalogue-fixtures.ts';
import { testClock } from './helpers/clock.ts';
import { makeExpert } from './helpers/factories.ts';
import { addImageRoutes, imageEnv, SDXL_LATEST_VERSION } from './helpers/image-providers.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Model catalogues read from the providers (loopback OpenRouter, OpenAI, Replicate; Stability's
 * dated list), stored with their age, refreshed at most daily or on demand; defaults by
 * configuration and preference; the shutdown guard; costs from the catalogue.
 */

const HOUR = 60 * 60 * 1000;
const router = await startOpenAiServer({ openrouter: true, costPerCall: 0.0042 });
const openai = await startOpenAiServer();
const images = await addImageRoutes(openai);
afterAll(router.close);
afterAll(openai.close);

const env = { ...aiEnv(router), ...imageEnv(openai), ALLOW_PRIVATE_IMAGE_URLS: 'true' };
const clock = testClock();
const t = await createTestApp(env, { now: clock.now });
const admin = await signUpAdmin(t);
const expert = await makeExpert(t.db, { name: 'Ada Longevity' });
const [content] = await t.db
  .insert(libraryContent)
  .values({ projectId: null, expertId: expert.id, contentType: 'research_insight', content: '# Sleep\n\nText.' })
  .returning();
const CONTENT = '# Rapamycin in mice\n\nRapamycin extended the lifespan of genetically diverse mice in the ITP studies.';

type App = Awaited<ReturnType<typeof createTestApp>>;
const get = async (app: App, cookie: string, path: string) => (await app.request('GET', path, { cookie })).json();
const seoTitle = (app: App, cookie: string, body: Record<string, unknown> = {}) =>
  app.request('POST', '/api/admin/generate-seo-title', { cookie, body: { content: CONTENT, ...body } });
const lastRun = async (app: App) => (await app.db.select().from(aiRuns).orderBy(aiRuns.id)).at(-1);

beforeEach(() => {
  router.reset();
  openai.reset();
  images.reset();
  router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
  openai.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
});

describe('catalogues', () => {
  it('reads each configured catalogue once, stores it with its time, and reads it again only after a day', async () => {
    const first = await get(t, admin.cookie, '/api/admin/ai/providers');
    expect(router.catalogueRequests()).toHaveLength(1);
    expect(openai.catalogueRequests()).toHaveLength(1);
    const [stored] = await t.db.select().from(aiCatalogues).where(eq(aiCatalogues.provider, 'openrouter'));
    expect(stored).toMatchObject({ fetchedAt: clock.now(), error: null });
    expect(stored?.models).toHaveLength(8);
    expect(first.providers[0].catalogue).toMatchObject({
      provider: 'openrouter',
      source: 'provider',
      fetchedAt: clock.now().toISOString(),
      ageHours: 0,
      stale: false,
      lastError: null,
    });

    await get(t, admin.cookie, '/api/admin/ai/providers');
    await get(t, admin.cookie, '/api/admin/ai/image-providers');
    expect(router.catalogueRequests()).toHaveLength(1);
    expect(openai.catalogueRequests()).toHaveLength(1);

    clock.advance(23 * HOUR);
    expect((await get(t, admin.cookie, '/api/admin/ai/providers')).providers[0].catalogue).toMatchObject({ ageHours: 23, stale: false });
    expect(router.catalogueRequests()).toHaveLength(1);
    clock.advance(2 * HOUR);
    expect((await get(t, admin.cookie, '/api/admin/ai/providers')).providers[0].catalogue).toMatchObject({ ageHours: 0, stale: false });
    expect(router.catalogueRequests()).toHaveLength(1 + 1);
  });

  it('offers text pickers only models with structured output, with prices per million tokens, the default first', async () => {
    const { providers } = await get(t, admin.cookie, '/api/admin/ai/providers');
    const [openrouter, openaiText] = providers;
    expect(openrouter.modelDetails[0]).toEqual({
      id: 'anthropic/claude-sonnet-5.5',
      name: 'Anthropic: Claude Sonnet 5.5',
      pricing: { inputPerMTokUsd: 2, outputPerMTokUsd: 10, perImageUsd: null, source: 'catalogue' },
      contextLength: 1_000_000,
      shutdownDate: null,
      warning: null,
    });
    expect(openrouter.models).not.toContain('meta-llama/llama-3.1-8b-instruct');
    expect(openrouter.modelDetails.find((model: { id: string }) => model.id === 'anthropic/claude-sonnet-4.6')).toMatchObject({
      shutdownDate: dayFromNow(12),
      warning: `Shuts down on ${dayFromNow(12)}; the replacement offered is anthropic/claude-sonnet-5.5`,
    });
    // OpenAI's list has no prices: the dated table gives GPT-6.1 Sol's and Terra's; GPT-5 has none.
    expect(openaiText.modelDetails.slice(0, 3)).toMatchObject([
      { id: 'gpt-6.1-sol', pricing: { inputPerMTokUsd: 2, outputPerMTokUsd: 10, source: 'table' } },
      { id: 'gpt-6.1-terra', pricing: { inputPerMTokUsd: 1, outputPerMTokUsd: 5, source: 'table' } },
      { id: 'gpt-5', pricing: { inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: null, source: null } },
    ]);
  });

  it('offers image pickers only image models: OpenAI images, Replicate models in use with their version, Stability dated', async () => {
    const body = await get(t, admin.cookie, '/api/admin/ai/image-providers');
    const [openaiImages, replicate, stability] = body.providers;
    expect(openaiImages).toMatchObject({
      id: 'openai',
      configured: true,
      defaultModel: 'gpt-image-2.6-sunburst',
      models: ['gpt-image-2.6-sunburst', 'gpt-image-2.6-flare', 'gpt-image-1.5'],
    });
    expect(openaiImages.modelDetails[0].pricing).toEqual({ inputPerMTokUsd: 5, outputPerMTokUsd: 30, perImageUsd: null, source: 'table' });
    expect(openaiImages.modelDetails[2].warning).toBe(`Shuts down on ${dayFromNow(6)}; the replacement offered is gpt-image-2.6-sunburst`);
    expect(replicate).toMatchObject({ models: ['flux-dev', 'sdxl'], catalogue: { source: 'provider' } });
    expect(replicate.modelDetails.map((model: { pricing: unknown }) => model.pricing)).toMatchObject([
      { perImageUsd: 0.025, source: 'table' },
      { perImageUsd: 0.004, source: 'table' },
    ]);
    expect(stability).toMatchObject({ models: ['sd3.5-large', 'core'], catalogue: { source: 'built-in', checkedOn: '2026-11-28', fetchedAt: null } });
    // Stable Image Core costs 3 credits, $0.03.
    expect(stability.modelDetails.map((model: { pricing: unknown }) => model.pricing)).toMatchObject([{ perImageUsd: 0.065 }, { perImageUsd: 0.03 }]);
    expect(body).toMatchObject({ defaultSize: '1280x720', defaultStyle: 'documentary', warnings: [] });
  });

  it('serves the stored list with its age when the provider is down, retries hourly at most, and on Refresh models', async () => {
    await get(t, admin.cookie, '/api/admin/ai/providers');
    router.catalogue.status = 503;
    clock.advance(26 * HOUR);
    const before = router.catalogueRequests().length;
    const down = (await get(t, admin.cookie, '/api/admin/ai/providers')).providers[0];
    expect(down.models[0]).toBe('anthropic/claude-sonnet-5.5');
    expect(down.catalogue).toMatchObject({ source: 'provider', stale: true, lastError: 'answered with status 503' });
    expect(down.catalogue.ageHours).toBeGreaterThanOrEqual(26);
    expect(router.catalogueRequests()).toHaveLength(before + 1);
    // Runs go on with the stored list meanwhile, and nobody's request waits on the provider again within the hour.
    expect((await seoTitle(t, admin.cookie)).status).toBe(200);
    await get(t, admin.cookie, '/api/admin/ai/models');
    expect(router.catalogueRequests()).toHaveLength(before + 1);

    const refreshed = await (await t.request('POST', '/api/admin/ai/models/refresh', { cookie: admin.cookie })).json();
    expect(router.catalogueRequests()).toHaveLength(before + 2);
    expect(refreshed.catalogues.find((status: { provider: string }) => status.provider === 'openrouter')).toMatchObject({
      lastError: 'answered with status 503',
      stale: true,
    });

    // Back up, with a model gone from the list: Refresh models shows it gone, and the refresh is in the activity log.
    router.catalogue.status = 200;
    router.catalogue.models = router.catalogue.models.filter((model) => model.id !== 'openai/gpt-6.1-sol');
    const res = await t.request('POST', '/api/admin/ai/models/refresh', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(
      (await res.json()).catalogues.map((status: { provider: string; modelCount: number; lastError: string | null }) => [
        status.provider,
        status.modelCount,
        status.lastError,
      ]),
    ).toEqual([
      ['openrouter', 7, null],
      ['openai', 11, null],
      ['replicate', 2, null],
      ['stability', 2, null],
    ]);
    expect((await get(t, admin.cookie, '/api/admin/ai/providers')).providers[0].models).not.toContain('openai/gpt-6.1-sol');
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, 'ai.models_refreshed')).orderBy(activityLog.id);
    expect(entry).toMatchObject({ actorUserId: admin.user.id, entityType: 'ai_catalogue', summary: expect.stringContaining('OpenRouter') });

    // A request naming the vanished model is refused with the nearest listed ones, before any model call.
    await expectRefused(
      t,
      () => seoTitle(t, admin.cookie, { model: 'openai/gpt-6.1-sol' }),
      400,
      /^model: OpenRouter does not offer 'openai\/gpt-6\.1-sol'; available: openrouter\/auto, anthropic\/claude-/,
    );
  });

  it('uses the dated built-in list while nothing could ever be read', async () => {
    router.catalogue.status = 500;
    const fresh = await createTestApp(aiEnv(router));
    const freshAdmin = await signUpAdmin(fresh);
    const { providers } = await get(fresh, freshAdmin.cookie, '/api/admin/ai/providers');
    expect(providers[0]).toMatchObject({
      defaultModel: 'anthropic/claude-sonnet-5.5',
      models: [
        'anthropic/claude-sonnet-5.5',
        'anthropic/claude-haiku-5.5',
        'anthropic/claude-sonnet-5',
        'anthropic/claude-sonnet-4.6',
        'anthropic/claude-haiku-4.5',
      ],
      catalogue: { source: 'built-in', fetchedAt: null, lastError: 'answered with status 500', checkedOn: '2026-11-28' },
    });
    expect(providers[0].modelDetails[0].pricing).toMatchObject({ inputPerMTokUsd: 2, outputPerMTokUsd: 10, source: 'table' });
  });
});

describe('defaults by configuration', () => {
  it('takes AI_TEXT_MODEL and AI_IMAGE_MODEL as provider/model, and refuses a malformed one at start', async () => {
    const configured = await createTestApp({ ...env, AI_TEXT_MODEL: 'openai/gpt-6.1-terra', AI_IMAGE_MODEL: 'replicate/sdxl' });
    const configuredAdmin = await signUpAdmin(configured);
    const text = await get(configured, configuredAdmin.cookie, '/api/admin/ai/providers');
    expect(text).toMatchObject({ defaultProvider: 'openai', warnings: [] });
    expect(text.providers[1]).toMatchObject({ id: 'openai', defaultModel: 'gpt-6.1-terra', models: expect.arrayContaining(['gpt-6.1-terra']) });
    expect(text.providers[1].models[0]).toBe('gpt-6.1-terra');
    expect((await seoTitle(configured, configuredAdmin.cookie)).status).toBe(200);
    expect(openai.chatRequests()[0]?.body.model).toBe('gpt-6.1-terra');
    const image = await get(configured, configuredAdmin.cookie, '/api/admin/ai/image-providers');
    expect(image.providers[1]).toMatchObject({ id: 'replicate', defaultModel: 'sdxl', models: ['sdxl', 'flux-dev'] });

    for (const value of ['claude-sonnet-5', 'anthropic/claude-sonnet-5', 'openrouter/']) {
      expect(() => parseConfig({ AI_TEXT_MODEL: value })).toThrow(/AI_TEXT_MODEL/);
    }
    expect(() => parseConfig({ AI_IMAGE_MODEL: 'midjourney/v9' })).toThrow(/AI_IMAGE_MODEL/);
  });

  it('maps retired ids from old clients and records to the current default; 400 for ids no catalogue lists', async () => {
    expect((await seoTitle(t, admin.cookie, { model: 'anthropic/claude-sonnet-4' })).status).toBe(200);
    expect(router.chatRequests()[0]?.body.model).toBe('anthropic/claude-sonnet-5.5');
    expect(await lastRun(t)).toMatchObject({ model: 'anthropic/claude-sonnet-5.5' });
    // A model this project preferred before, still listed, is used as asked.
    expect((await seoTitle(t, admin.cookie, { model: 'anthropic/claude-sonnet-5' })).status).toBe(200);
    expect(router.chatRequests()[1]?.body.model).toBe('anthropic/claude-sonnet-5');

    const res = await t.request('POST', '/api/admin/generate-images', {
      cookie: admin.cookie,
      body: { contents: [{ id: content!.id }], provider: 'openai', model: 'dall-e-3', customPrompt: 'A calm documentary photograph of a sunrise' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).images[0].model).toBe('gpt-image-2.6-sunburst');
    expect(images.requests('/images/generations')[0]?.body.model).toBe('gpt-image-2.6-sunburst');

    await expectRefused(
      t,
      () =>
        t.request('POST', '/api/admin/generate-images', {
          cookie: admin.cookie,
          body: { contents: [{ id: content!.id }], provider: 'openai', model: 'gpt-image-9', customPrompt: 'A sunrise over a quiet bedroom' },
        }),
      400,
      "model: OpenAI does not offer 'gpt-image-9'; available: gpt-image-1.5, gpt-image-2.6-flare, gpt-image-2.6-sunburst",
    );
  });
});

describe('shutdown guard', () => {
  it('warns on the dashboard and every AI screen when a default shuts down within 60 days, naming the replacement; npm start logs it', async () => {
    const going = await createTestApp({ ...env, AI_TEXT_MODEL: 'openrouter/anthropic/claude-sonnet-4.6', AI_IMAGE_MODEL: 'openai/gpt-image-1.5' });
    const goingAdmin = await signUpAdmin(going);
    const expected = [
      {
        provider: 'openrouter',
        kind: 'text',
        model: 'anthropic/claude-sonnet-4.6',
        problem: 'shutdown-soon',
        shutdownDate: dayFromNow(12),
        replacement: 'anthropic/claude-sonnet-5.5',
        message: `anthropic/claude-sonnet-4.6 (OpenRouter, a default) shuts down on ${dayFromNow(12)}; the replacement OpenRouter offers is anthropic/claude-sonnet-5.5.`,
      },
      {
        provider: 'openai',
        kind: 'image',
        model: 'gpt-image-1.5',
        problem: 'shutdown-soon',
        shutdownDate: dayFromNow(6),
        replacement: 'gpt-image-2.6-sunburst',
        message: `gpt-image-1.5 (OpenAI, a default) shuts down on ${dayFromNow(6)}; the replacement OpenAI offers is gpt-image-2.6-sunburst.`,
      },
    ];
    expect((await get(going, goingAdmin.cookie, '/api/admin/ai/providers')).warnings).toEqual(expected);
    expect((await get(going, goingAdmin.cookie, '/api/admin/ai/image-providers')).warnings).toEqual(expected);
    expect((await get(going, goingAdmin.cookie, '/api/admin/ai/models')).warnings).toEqual(expected);
    // Still usable until then: the configured model runs.
    expect((await seoTitle(going, goingAdmin.cookie)).status).toBe(200);
    expect(router.chatRequests()[0]?.body.model).toBe('anthropic/claude-sonnet-4.6');

    const lines: string[] = [];
    await logModelWarnings(going.deps, (line) => lines.push(line));
    expect(lines).toEqual(expected.map((warning) => `[ai] ${warning.message}`));
  });

  it('warns 60 days ahead on every screen: GPT-4o, going on 2027-01-14, while the picker still offers it', async () => {
    const going = await createTestApp({ ...env, ...aiEnv(openai, 'openai'), AI_TEXT_MODEL: 'openai/gpt-4o' });
    const goingAdmin = await signUpAdmin(going);
    const { warnings, providers } = await get(going, goingAdmin.cookie, '/api/admin/ai/providers');
    expect(warnings).toContainEqual(
      expect.objectContaining({ provider: 'openai', model: 'gpt-4o', problem: 'shutdown-soon', shutdownDate: dayFromNow(47), replacement: 'gpt-6.1-sol' }),
    );
    expect(providers[1].modelDetails.find((model: { id: string }) => model.id === 'gpt-4o-mini')).toMatchObject({
      warning: `Shuts down on ${dayFromNow(47)}; the replacement offered is gpt-6.1-sol`,
    });
  });

  it('warns when a configured model has left the catalogue and runs on the replacement instead of failing', async () => {
    const gone = await createTestApp({ ...env, AI_TEXT_MODEL: 'openrouter/anthropic/claude-opus-4' });
    const goneAdmin = await signUpAdmin(gone);
    const { warnings, providers } = await get(gone, goneAdmin.cookie, '/api/admin/ai/providers');
    expect(warnings).toEqual([
      {
        provider: 'openrouter',
        kind: 'text',
        model: 'anthropic/claude-opus-4',
        problem: 'gone',
        shutdownDate: null,
        replacement: 'anthropic/claude-sonnet-5.5',
        message: "AI_TEXT_MODEL names anthropic/claude-opus-4, which OpenRouter's catalogue no longer lists; anthropic/claude-sonnet-5.5 is used instead.",
      },
    ]);
    expect(providers[0].defaultModel).toBe('anthropic/claude-sonnet-5.5');
    expect((await seoTitle(gone, goneAdmin.cookie)).status).toBe(200);
    expect(router.chatRequests()[0]?.body.model).toBe('anthropic/claude-sonnet-5.5');
  });
});

describe('cost from the catalogue', () => {
  it('takes the provider-reported cost first, else the catalogue price', async () => {
    expect((await seoTitle(t, admin.cookie)).status).toBe(200);
    expect(await lastRun(t)).toMatchObject({ costUsd: 0.0042, costUnknown: false });
    router.respond(() => ({ json: { title: 'Rapamycin in mice' }, usage: { cost: null } }));
    expect((await seoTitle(t, admin.cookie)).status).toBe(200);
    // 1200 input tokens at $2 and 300 output tokens at $10 per million, from OpenRouter's list.
    expect(await lastRun(t)).toMatchObject({ costUsd: expect.closeTo(0.0054, 10), costUnknown: false });
  });

  it("says 'cost unknown' (never $0.00) and counts it at the dearest catalogue price of its kind", async () => {
    await get(t, admin.cookie, '/api/admin/ai/providers');
    expect((await seoTitle(t, admin.cookie, { provider: 'openai', model: 'gpt-4o' })).status).toBe(200);
    // The dearest structured-output text rates known, long-context tiers included: GPT-6.1 Sol's $4 in and $15 out past 272,000 tokens.
    const run = await lastRun(t);
    expect(run).toMatchObject({ costUnknown: true, costUsd: expect.closeTo(0.0093, 10) });
    const { runs } = await get(t, admin.cookie, '/api/admin/ai/runs?kind=seo-title');
    expect(runs[0]).toMatchObject({ id: run?.id, costUnknown: true, costUsd: expect.closeTo(0.0093, 10) });
  });

  it('prices GPT Image by its tokens, Replicate by the dated table, an unpriced image at the dearest image price; SDXL runs by its latest version', async () => {
    const send = (provider: string, model?: string) =>
      t.request('POST', '/api/admin/generate-images', {
        cookie: admin.cookie,
        body: { contents: [{ id: content!.id }], provider, model, customPrompt: 'A calm documentary photograph of a sunrise' },
      });
    const gpt = await (await send('openai')).json();
    // 50 input tokens at $5 and 1056 image tokens at $30 per million.
    expect(gpt).toMatchObject({ costUsd: expect.closeTo(0.03193, 10), costUnknown: false });
    const flux = await (await send('replicate', 'flux-dev')).json();
    expect(flux).toMatchObject({ costUsd: 0.025, costUnknown: false });
    const old = await (await send('openai', 'gpt-image-1.5')).json();
    // No price anywhere: the dearest image known, a GPT Image at its 6,240-token ceiling, (1,000 × $5 + 6,240 × $30) per million.
    expect(old).toMatchObject({ costUsd: expect.closeTo(0.1922, 10), costUnknown: true });
    expect(await lastRun(t)).toMatchObject({ kind: 'images', model: 'gpt-image-1.5', costUnknown: true });
    const sdxl = await send('replicate', 'sdxl');
    expect(sdxl.status).toBe(200);
    expect(images.requests('POST /v1/predictions').at(-1)?.body).toMatchObject({ version: SDXL_LATEST_VERSION });

    // A Replicate model gone from its catalogue is no longer offered, and naming it is a 400.
    images.replicateGone.add('sdxl');
    await t.request('POST', '/api/admin/ai/models/refresh', { cookie: admin.cookie });
    expect((await get(t, admin.cookie, '/api/admin/ai/image-providers')).providers[1].models).toEqual(['flux-dev']);
    await expectRefused(t, () => send('replicate', 'sdxl'), 400, "model: Replicate does not offer 'sdxl'; available: flux-dev");
  });
});
