import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { parseOpenRouterModels } from '../api/adapters/ai/catalogues.ts';
import { textReservation } from '../api/services/ai/ledger.ts';
import { chooseTextModel } from '../api/services/ai/model-choice.ts';
import { aiRuns } from '../db/schema.ts';
import { FALLBACK_PRICES, IMAGE_MODEL_PREFERENCES, STABILITY_MODELS, TEXT_MODEL_PREFERENCES } from '../domain/ai/model-facts.ts';
import { tokenCost, type TokenPrice } from '../domain/ai/pricing.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { openRouterModels } from './helpers/catalogue-fixtures.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Long-context price tiers (a whole call at higher rates once its prompt passes a threshold), as
 * OpenRouter's catalogue reports them (`pricing.overrides` with `min_prompt_tokens`) and as the
 * dated fallback table gives them for OpenAI's unpriced list: used for a call's cost and for each
 * attempt of the budget reservation. And every preferred model has a fallback price.
 */

const router = await startOpenAiServer({ openrouter: true });
const openai = await startOpenAiServer();
afterAll(router.close);
afterAll(openai.close);

const t = await createTestApp({ ...aiEnv(router), ...aiEnv(openai, 'openai') });
const admin = await signUpAdmin(t);
const CONTENT = '# Rapamycin in mice\n\nRapamycin extended the lifespan of genetically diverse mice in the ITP studies.';
const seoTitle = (body: Record<string, unknown>) =>
  t.request('POST', '/api/admin/generate-seo-title', { cookie: admin.cookie, body: { content: CONTENT, ...body } });
const lastRun = async () => (await t.db.select().from(aiRuns).orderBy(aiRuns.id)).at(-1);

beforeEach(() => {
  router.reset();
  openai.reset();
});

describe('tiered token prices', () => {
  const price: TokenPrice = {
    inputPerMTokUsd: 1,
    outputPerMTokUsd: 5,
    tiers: [
      { abovePromptTokens: 100_000, inputPerMTokUsd: 2, outputPerMTokUsd: null },
      { abovePromptTokens: 200_000, inputPerMTokUsd: null, outputPerMTokUsd: 10 },
    ],
  };

  it('bill a call past a threshold at the tier, key by key, later tiers winning; a prompt at the threshold is not past it', () => {
    expect(tokenCost(100_000, 1_000, price)).toBeCloseTo((100_000 * 1 + 1_000 * 5) / 1e6, 12);
    expect(tokenCost(100_001, 1_000, price)).toBeCloseTo((100_001 * 2 + 1_000 * 5) / 1e6, 12);
    expect(tokenCost(250_000, 1_000, price)).toBeCloseTo((250_000 * 2 + 1_000 * 10) / 1e6, 12);
    expect(tokenCost(250_000, 1_000, { inputPerMTokUsd: 1, outputPerMTokUsd: 5 })).toBeCloseTo((250_000 + 5_000) / 1e6, 12);
  });

  it("are read from OpenRouter's pricing.overrides; an override by time of day is not a long-context tier", () => {
    const [haiku] = parseOpenRouterModels({ data: openRouterModels().filter((model) => model.id === 'anthropic/claude-haiku-5.5') });
    expect(haiku?.pricing).toEqual({
      inputPerMTokUsd: 0.1,
      outputPerMTokUsd: 0.5,
      perImageUsd: null,
      tiers: [{ abovePromptTokens: 100_000, inputPerMTokUsd: 0.5, outputPerMTokUsd: 2.5 }],
    });
    const timed = {
      id: 'vendor/night-owl',
      pricing: {
        prompt: '0.000001',
        completion: '0.000002',
        overrides: [{ utc_start: 100, utc_end: 400, prompt: '0.0000005' }, { min_prompt_tokens: 'many' }],
      },
    };
    expect(parseOpenRouterModels({ data: [timed] })[0]?.pricing.tiers).toEqual([]);
  });

  it('price an OpenRouter call the provider did not cost by its catalogue tier (Claude Haiku 5.5 past 100,000 prompt tokens)', async () => {
    router.respond(() => ({ json: { title: 'Rapamycin in mice' }, usage: { prompt_tokens: 150_000, completion_tokens: 300, cost: null } }));
    expect((await seoTitle({ model: 'anthropic/claude-haiku-5.5' })).status).toBe(200);
    // 150,000 × $0.50 + 300 × $2.50 per million, not the base $0.10 / $0.50.
    expect(await lastRun()).toMatchObject({ model: 'anthropic/claude-haiku-5.5', costUsd: expect.closeTo(0.07575, 10), costUnknown: false });

    router.respond(() => ({ json: { title: 'Rapamycin in mice' }, usage: { prompt_tokens: 100_000, completion_tokens: 300, cost: null } }));
    expect((await seoTitle({ model: 'anthropic/claude-haiku-5.5' })).status).toBe(200);
    expect(await lastRun()).toMatchObject({ costUsd: expect.closeTo(0.01015, 10), costUnknown: false });
  });

  it('price an OpenAI call by the fallback table, tier included (GPT-6.1 Terra past 272,000 input tokens)', async () => {
    openai.respond(() => ({ json: { title: 'Rapamycin in mice' }, usage: { prompt_tokens: 1_200, completion_tokens: 300 } }));
    expect((await seoTitle({ provider: 'openai', model: 'gpt-6.1-terra' })).status).toBe(200);
    expect(await lastRun()).toMatchObject({ model: 'gpt-6.1-terra', costUsd: expect.closeTo(0.0027, 10), costUnknown: false });

    openai.respond(() => ({ json: { title: 'Rapamycin in mice' }, usage: { prompt_tokens: 300_000, completion_tokens: 300 } }));
    expect((await seoTitle({ provider: 'openai', model: 'gpt-6.1-terra' })).status).toBe(200);
    // 300,000 × $2 + 300 × $7.50 per million.
    expect(await lastRun()).toMatchObject({ costUsd: expect.closeTo(0.60225, 10), costUnknown: false });
  });

  it('reserve each attempt at the tier its own prompt reaches', async () => {
    const choice = await chooseTextModel(t.deps, { provider: 'openrouter', model: 'anthropic/claude-haiku-5.5' });
    expect(choice.price).toEqual({
      inputPerMTokUsd: 0.1,
      outputPerMTokUsd: 0.5,
      tiers: [{ abovePromptTokens: 100_000, inputPerMTokUsd: 0.5, outputPerMTokUsd: 2.5 }],
    });
    // Two attempts writing 4,000 tokens each; the retry's prompt carries the first answer and a note (4,100 tokens more).
    expect(textReservation(choice, 'seo-title', 50_000)).toBeCloseTo((50_000 * 0.1 + 4_000 * 0.5 + 54_100 * 0.1 + 4_000 * 0.5) / 1e6, 12);
    expect(textReservation(choice, 'seo-title', 98_000)).toBeCloseTo((98_000 * 0.1 + 4_000 * 0.5 + 102_100 * 0.5 + 4_000 * 2.5) / 1e6, 12);
    expect(textReservation(choice, 'seo-title', 150_000)).toBeCloseTo((150_000 * 0.5 + 4_000 * 2.5 + 154_100 * 0.5 + 4_000 * 2.5) / 1e6, 12);
  });
});

describe('fallback prices', () => {
  it('give every preferred model a price, so no default run is ever counted at the ceiling', () => {
    const stability = new Map(STABILITY_MODELS.map((model) => [model.id, model.perImageUsd]));
    for (const ids of Object.values(TEXT_MODEL_PREFERENCES)) {
      for (const id of ids) expect(FALLBACK_PRICES[id], id).toMatchObject({ inputPerMTokUsd: expect.any(Number), outputPerMTokUsd: expect.any(Number) });
    }
    for (const [provider, ids] of Object.entries(IMAGE_MODEL_PREFERENCES)) {
      for (const id of ids) {
        const price = FALLBACK_PRICES[id];
        expect(price?.perImageUsd ?? price?.outputPerMTokUsd, `${provider}/${id}`).toEqual(expect.any(Number));
        if (provider === 'stability') expect(stability.get(id), id).toBe(price?.perImageUsd);
      }
    }
    // Stable Image Core: 3 credits of $0.01.
    expect(FALLBACK_PRICES.core).toEqual({ perImageUsd: 0.03 });
  });
});
