import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CatalogueError, createCatalogueReader } from '../api/adapters/ai/catalogues.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { aiEnv, startOpenAiServer, TEST_KEYS } from './helpers/openai-server.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * A paged catalogue (OpenRouter's `links.next`) read to its last page by the real reader over
 * loopback HTTP, within one deadline and one byte allowance for all pages, never following a next
 * page to another host or back to a page it has already read.
 */

const router = await startOpenAiServer({ openrouter: true });
afterAll(router.close);

beforeEach(() => {
  router.reset();
  router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
});

const settings = () => ({ openrouter: { apiKey: TEST_KEYS.openrouter, baseURL: router.baseUrl } });
const readError = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** The fixture list with the current Claude models moved to the end, so a first page of five lacks them. */
function currentModelsLast() {
  const current = (model: { id: string }) => model.id.endsWith('-5.5');
  router.catalogue.models = [...router.catalogue.models.filter((model) => !current(model)), ...router.catalogue.models.filter(current)];
  router.catalogue.pageSize = 5;
}

describe('a paged OpenRouter catalogue', () => {
  it('is read to its last page: a model of page two is offered and, being the preferred one, used by default', async () => {
    currentModelsLast();
    const t = await createTestApp(aiEnv(router));
    const admin = await signUpAdmin(t);
    const { providers } = await (await t.request('GET', '/api/admin/ai/providers', { cookie: admin.cookie })).json();

    expect(router.catalogueRequests().map((request) => request.query.toString())).toEqual(['', 'offset=5&limit=5']);
    expect(providers[0].catalogue).toMatchObject({ source: 'provider', lastError: null, modelCount: 8 });
    expect(providers[0].models).toEqual(expect.arrayContaining(['anthropic/claude-sonnet-5.5', 'anthropic/claude-haiku-5.5', 'anthropic/claude-sonnet-5']));
    expect(providers[0].defaultModel).toBe('anthropic/claude-sonnet-5.5');

    const res = await t.request('POST', '/api/admin/generate-seo-title', {
      cookie: admin.cookie,
      body: { content: '# Rapamycin\n\nRapamycin extended the lifespan of mice.' },
    });
    expect(res.status).toBe(200);
    expect(router.chatRequests()[0]?.body.model).toBe('anthropic/claude-sonnet-5.5');
  });

  it('keeps each model once when a shifting list repeats one across pages', async () => {
    router.catalogue.models = [...router.catalogue.models, router.catalogue.models[4]!];
    router.catalogue.pageSize = 5;
    const models = await createCatalogueReader(settings()).read('openrouter');
    expect(models.map((model) => model.id)).toEqual(router.catalogue.models.slice(0, 8).map((model) => model.id));
  });

  it('never follows a next page to another host (the key would go with it)', async () => {
    router.catalogue.pageSize = 5;
    router.catalogue.nextLink = `${router.url.replace('127.0.0.1', 'localhost')}/v1/models?offset=5&limit=5`;
    const error = await readError(createCatalogueReader(settings()).read('openrouter'));
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as Error).message).toMatch(/^gave a next page on another host \(localhost:\d+\)$/);
    expect(router.catalogueRequests()).toHaveLength(1);
  });

  it('stops when the next page leads back to a page already read', async () => {
    router.catalogue.pageSize = 5;
    router.catalogue.nextLink = '/v1/models?offset=0&limit=5';
    const error = await readError(createCatalogueReader(settings()).read('openrouter'));
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as Error).message).toBe('gave a next page it had already given');
    expect(router.catalogueRequests().map((request) => request.query.toString())).toEqual(['', 'offset=0&limit=5']);
  });

  it('stops after 50 pages', async () => {
    router.catalogue.models = Array.from({ length: 60 }, (_, index) => ({ ...router.catalogue.models[0]!, id: `vendor/model-${index}` }));
    router.catalogue.pageSize = 1;
    const error = await readError(createCatalogueReader(settings()).read('openrouter'));
    expect((error as Error).message).toBe('gave more than 50 pages');
    expect(router.catalogueRequests()).toHaveLength(50);
  });

  it('has one deadline for all its pages: pages that each answer in time still fail together', async () => {
    router.catalogue.pageSize = 1;
    router.catalogue.delayMs = 300;
    // Eight pages of 300 ms each against one second in all.
    const error = await readError(createCatalogueReader(settings(), { timeoutMs: 1_000 }).read('openrouter'));
    expect((error as Error).message).toBe('did not answer within 1 seconds');
    expect(router.catalogueRequests().length).toBeLessThan(8);
  });

  it('has one size limit for all its pages: two pages of 9 MB are more than the 16 MB a list may take', async () => {
    const big = 'x'.repeat(9 * 1024 * 1024);
    router.catalogue.models = router.catalogue.models.slice(0, 2).map((model) => ({ ...model, description: big }));
    router.catalogue.pageSize = 1;
    const error = await readError(createCatalogueReader(settings()).read('openrouter'));
    expect((error as Error).message).toBe('answered more than 16 MB');
    expect(router.catalogueRequests()).toHaveLength(2);
  });
});
