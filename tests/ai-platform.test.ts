import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiRuns } from '../db/schema.ts';
import { nextMonthStart } from '../domain/ai/runs.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { makeArticle } from './helpers/factories.ts';
import { aiEnv, lastUserMessage, schemaNameOf, startOpenAiServer } from './helpers/openai-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The AI platform through the article editor's generators: structured output against a loopback
 * OpenRouter / OpenAI server, the retry on invalid output, provider failures, timeouts, the run
 * ledger and the monthly budget.
 */

const router = await startOpenAiServer({ openrouter: true, costPerCall: 0.0042 });
const openai = await startOpenAiServer();
afterAll(router.close);
afterAll(openai.close);

// The default timeout (a minute): a loaded machine never turns an answered call into a timeout here.
const t = await createTestApp({ ...aiEnv(router), ...aiEnv(openai, 'openai') });
const admin = await signUpAdmin(t);
const user = await signUp(t);
const CONTENT = '# Rapamycin in mice\n\nRapamycin extended the lifespan of genetically diverse mice in the ITP studies.';
const EXCERPT =
  'Rapamycin extended the lifespan of genetically diverse mice; this article explains what the Interventions Testing Program found and what it means.';

function generate(endpoint: string, body: Record<string, unknown> = { content: CONTENT, title: 'Rapamycin in mice' }) {
  return t.request('POST', `/api/admin/${endpoint}`, { cookie: admin.cookie, body });
}

async function lastRun() {
  const rows = await t.db.select().from(aiRuns).orderBy(aiRuns.id);
  return rows.at(-1);
}

beforeEach(() => {
  router.reset();
  openai.reset();
});

describe('structured output', () => {
  it('asks for a strict JSON schema, checks the reply and records the run with tokens and cost', async () => {
    router.enqueue({ json: { title: 'Rapamycin and lifespan: what the mouse studies show' } });
    const res = await generate('generate-seo-title');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: 'Rapamycin and lifespan: what the mouse studies show' });

    const [request] = router.chatRequests();
    expect(request?.headers.authorization).toBe('Bearer test-openrouter-key');
    // The default comes from the dated preferences, found in OpenRouter's catalogue; each call carries its output limit.
    expect(request?.body.model).toBe('anthropic/claude-sonnet-5.5');
    expect(request?.body.max_tokens).toBe(4000);
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'seo_title', strict: true, schema: { type: 'object', required: ['title'], additionalProperties: false } },
    });
    expect(lastUserMessage(request!)).toContain('Rapamycin extended the lifespan');

    expect(await lastRun()).toMatchObject({
      kind: 'seo-title',
      userId: admin.user.id,
      provider: 'openrouter',
      model: 'anthropic/claude-sonnet-5.5',
      status: 'succeeded',
      inputTokens: 1200,
      outputTokens: 300,
      costUsd: 0.0042,
      costUnknown: false,
      reservedUsd: 0,
      providerCalls: 1,
      error: null,
    });
    expect((await lastRun())?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('answers an excerpt of 140 to 160 characters', async () => {
    expect(EXCERPT.length).toBeGreaterThanOrEqual(140);
    router.enqueue({ json: { excerpt: EXCERPT } });
    const res = await generate('generate-excerpt');
    expect(await res.json()).toEqual({ excerpt: EXCERPT });
  });

  it('offers the tags the site uses and keeps their spelling', async () => {
    await makeArticle(t.db, { seoTags: ['Rapamycin', 'Sleep'] });
    await makeArticle(t.db, { seoTags: ['Rapamycin'] });
    router.enqueue({ json: { tags: ['rapamycin', 'mTOR', 'Mouse studies', 'mtor'] } });
    const res = await generate('generate-seo-tags');
    expect(await res.json()).toEqual({ tags: ['Rapamycin', 'mTOR', 'Mouse studies'] });
    expect(lastUserMessage(router.chatRequests()[0]!)).toMatch(/already uses.*Rapamycin, .*Sleep/);
  });

  it('retries once on invalid output, telling the model what was wrong, and counts both calls', async () => {
    router.enqueue({ content: 'Here is a title: Rapamycin' }, { json: { title: 'Rapamycin in mice' } });
    const res = await generate('generate-seo-title');
    expect(await res.json()).toEqual({ title: 'Rapamycin in mice' });
    const [, retry] = router.chatRequests();
    expect(lastUserMessage(retry!)).toMatch(/does not fit the schema/);
    expect(await lastRun()).toMatchObject({ status: 'succeeded', providerCalls: 2, inputTokens: 2400, outputTokens: 600, costUsd: 0.0084 });
  });

  it('answers 502 after two invalid replies (a title over 60 characters) and records the failure', async () => {
    const long = { json: { title: 'A'.repeat(61) } };
    router.enqueue(long, long);
    const res = await generate('generate-seo-title');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'The AI provider (OpenRouter) answered twice with output that does not fit the expected format' });
    expect(await lastRun()).toMatchObject({ status: 'failed', providerCalls: 2, costUsd: 0.0084, error: expect.stringContaining('OpenRouter') });
  });

  it('answers 502 with the provider named when it fails, and 502 when it refuses', async () => {
    router.enqueue({ status: 500 });
    const failed = await generate('generate-excerpt');
    expect({ status: failed.status, body: await failed.json() }).toEqual({
      status: 502,
      body: { message: 'The AI provider (OpenRouter) answered with status 500' },
    });
    expect(router.chatRequests()).toHaveLength(1);
    // The failed call is counted as the call it was, at no cost.
    expect(await lastRun()).toMatchObject({ status: 'failed', providerCalls: 1, costUsd: 0, costUnknown: false });

    router.enqueue({ refusal: 'I cannot help with that.' });
    const refused = await generate('generate-excerpt');
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 502,
      body: { message: 'The AI provider (OpenRouter) refused the request: I cannot help with that.' },
    });
  });

  it('answers 504 when the provider does not answer in time', async () => {
    // An app of its own with a short timeout; the reply comes far later, so the timeout always wins.
    const impatient = await createTestApp({ ...aiEnv(router), AI_TIMEOUT_MS: '400' });
    const impatientAdmin = await signUpAdmin(impatient);
    router.enqueue({ json: { title: 'Too late' }, delayMs: 10_000 });
    const res = await impatient.request('POST', '/api/admin/generate-seo-title', { cookie: impatientAdmin.cookie, body: { content: CONTENT } });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/^The AI provider \(OpenRouter\) did not answer within/) });
    const [run] = await impatient.db.select().from(aiRuns).orderBy(aiRuns.id);
    // The call was made (and may be billed after we left): counted, its cost marked unknown.
    expect(run).toMatchObject({ status: 'failed', providerCalls: 1, costUnknown: true });
  });

  it('runs on OpenAI when asked, pricing the call from the dated fallback table (neither the reply nor the catalogue has a price)', async () => {
    openai.enqueue({ json: { title: 'Rapamycin in mice' } });
    const res = await generate('generate-seo-title', { content: CONTENT, provider: 'openai', model: 'gpt-6.1-sol' });
    expect(res.status).toBe(200);
    expect(openai.chatRequests()[0]?.body).toMatchObject({ model: 'gpt-6.1-sol', max_completion_tokens: 4000 });
    expect(schemaNameOf(openai.chatRequests()[0]!)).toBe('seo_title');
    // 1200 input tokens at $2 and 300 output tokens at $10 per million.
    expect(await lastRun()).toMatchObject({ costUsd: expect.closeTo(0.0054, 10), costUnknown: false });
  });

  it('refuses a model the catalogue does not list with 400 naming the nearest it does, before any model call', async () => {
    await expectRefused(
      t,
      () => generate('generate-seo-title', { content: CONTENT, provider: 'openai', model: 'gpt-6.1-solar' }),
      400,
      "model: OpenAI does not offer 'gpt-6.1-solar'; available: gpt-6.1-sol, gpt-6.1-terra, gpt-4o",
    );
    // A model without structured output is not offered for text either.
    await expectRefused(
      t,
      () => generate('generate-seo-title', { content: CONTENT, model: 'meta-llama/llama-3.1-8b-instruct' }),
      400,
      /^model: OpenRouter does not offer 'meta-llama\/llama-3\.1-8b-instruct'/,
    );
    expect(router.chatRequests().length + openai.chatRequests().length).toBe(0);
  });
});

describe('providers and runs', () => {
  it('lists providers, their catalogue models (structured output only, the default first) and the budget for the screens', async () => {
    const res = await t.request('GET', '/api/admin/ai/providers', { cookie: admin.cookie });
    const body = await res.json();
    expect(body).toMatchObject({
      defaultProvider: 'openrouter',
      budget: { monthlyUsd: null, spentUsd: expect.any(Number), reservedUsd: 0 },
      providers: [
        {
          id: 'openrouter',
          label: 'OpenRouter',
          configured: true,
          defaultModel: 'anthropic/claude-sonnet-5.5',
          envVar: 'OPENROUTER_API_KEY',
          catalogue: { source: 'provider', stale: false },
        },
        {
          id: 'openai',
          label: 'OpenAI',
          configured: true,
          defaultModel: 'gpt-6.1-sol',
          envVar: 'OPENAI_API_KEY',
          catalogue: { source: 'provider', stale: false },
        },
      ],
    });
    expect(body.providers[0].models).toEqual([
      'anthropic/claude-sonnet-5.5',
      'anthropic/claude-haiku-5.5',
      'anthropic/claude-sonnet-5',
      'anthropic/claude-haiku-4.5',
      'anthropic/claude-sonnet-4.6',
      'openai/gpt-6.1-sol',
      'openrouter/auto',
    ]);
    expect(body.providers[1].models).toEqual(['gpt-6.1-sol', 'gpt-6.1-terra', 'gpt-5', 'gpt-4o', 'gpt-4o-mini']);
  });

  it('lists recent runs with their cost and the month total', async () => {
    const res = await t.request('GET', '/api/admin/ai/runs?kind=seo-title', { cookie: admin.cookie });
    const body = await res.json();
    expect(body.runs.length).toBeGreaterThan(0);
    expect(body.runs.every((run: { kind: string }) => run.kind === 'seo-title')).toBe(true);
    expect(body.runs[0]).toMatchObject({ costUsd: expect.any(Number), status: expect.any(String), startedAt: expect.any(String) });
    expect(body.monthSpentUsd).toBeGreaterThan(0.01);
    const bad = await t.request('GET', '/api/admin/ai/runs?kind=nonsense', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });

  it('refuses anonymous and non-admin callers without calling the provider', async () => {
    for (const endpoint of ['generate-seo-title', 'generate-excerpt', 'generate-seo-tags']) {
      await expectAdminOnly(t, (cookie) => t.request('POST', `/api/admin/${endpoint}`, { cookie, body: { content: CONTENT } }), user.cookie);
    }
    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/admin/ai/providers', { cookie }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/admin/ai/models', { cookie }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('POST', '/api/admin/ai/models/refresh', { cookie }), user.cookie);
    expect(router.requests).toHaveLength(0);
  });
});

describe('without a key', () => {
  it('answers 503 "AI provider not configured" and says which variable to set', async () => {
    const bare = await createTestApp();
    const bareAdmin = await signUpAdmin(bare);
    await expectRefused(
      bare,
      () => bare.request('POST', '/api/admin/generate-excerpt', { cookie: bareAdmin.cookie, body: { content: CONTENT, title: 'x' } }),
      503,
      'AI provider not configured',
    );
    const res = await bare.request('GET', '/api/admin/ai/providers', { cookie: bareAdmin.cookie });
    expect(await res.json()).toMatchObject({
      defaultProvider: null,
      providers: [
        { id: 'openrouter', configured: false, envVar: 'OPENROUTER_API_KEY' },
        { id: 'openai', configured: false, envVar: 'OPENAI_API_KEY' },
      ],
    });
  });
});

describe('monthly budget', () => {
  it('refuses new runs with 429 once the month has spent AI_MONTHLY_BUDGET_USD (tests/ai-budget.test.ts holds the reservations)', async () => {
    const budgeted = await createTestApp({ ...aiEnv(router), AI_MONTHLY_BUDGET_USD: '0.2' });
    const budgetAdmin = await signUpAdmin(budgeted);
    const send = () => budgeted.request('POST', '/api/admin/generate-seo-title', { cookie: budgetAdmin.cookie, body: { content: CONTENT } });
    // The provider reports more than the run reserved: the run still records it all.
    router.respond(() => ({ json: { title: 'Rapamycin in mice' }, usage: { cost: 0.25 } }));
    expect((await send()).status).toBe(200);
    const resetsAt = nextMonthStart(new Date());
    const day = `${resetsAt.getUTCDate()} ${resetsAt.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${resetsAt.getUTCFullYear()} (UTC)`;
    const refused = await expectRefused(budgeted, send, 429, {
      message: `This month's AI budget of $0.20 has been used ($0.25 spent or held by runs under way); new AI runs start again on ${day}`,
      budget: { monthlyUsd: 0.2, committedUsd: 0.25, neededUsd: expect.any(Number), resetsAt: resetsAt.toISOString() },
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(router.chatRequests()).toHaveLength(1);
    const rows = await budgeted.db.select().from(aiRuns).where(eq(aiRuns.status, 'succeeded'));
    expect(rows).toHaveLength(1);
  });

  it('states tiny amounts to the hundredth of a cent, and tells the screen the budget is exhausted until next month', async () => {
    const tiny = await createTestApp({ ...aiEnv(router), AI_MONTHLY_BUDGET_USD: '0.001' });
    const tinyAdmin = await signUpAdmin(tiny);
    const providers = async () => (await (await tiny.request('GET', '/api/admin/ai/providers', { cookie: tinyAdmin.cookie })).json()).budget;
    const resetsAt = nextMonthStart(new Date()).toISOString();
    expect(await providers()).toEqual({ monthlyUsd: 0.001, spentUsd: 0, reservedUsd: 0, leftUsd: 0.001, exhausted: false, resetsAt });

    // A run this month cost a little more than the whole budget.
    await tiny.db.insert(aiRuns).values({ kind: 'seo-title', userId: tinyAdmin.user.id, status: 'succeeded', costUsd: 0.0012, startedAt: new Date() });
    expect(await providers()).toEqual({ monthlyUsd: 0.001, spentUsd: 0.0012, reservedUsd: 0, leftUsd: 0, exhausted: true, resetsAt });
    const refused = await expectRefused(
      tiny,
      () => tiny.request('POST', '/api/admin/generate-seo-title', { cookie: tinyAdmin.cookie, body: { content: CONTENT } }),
      429,
      {
        message:
          /^This month's AI budget of \$0\.0010 has been used \(\$0\.0012 spent or held by runs under way\); new AI runs start again on \d+ \w+ \d{4} \(UTC\)$/,
        budget: { monthlyUsd: 0.001, committedUsd: 0.0012, neededUsd: expect.any(Number), resetsAt },
      },
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
