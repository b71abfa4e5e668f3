import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aiRuns, submissions } from '../db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { expectAdminOnly, signUpAdmin } from './helpers/admin.ts';
import { aiEnv, startOpenAiServer } from './helpers/openai-server.ts';
import { adaProfileReply, adaResponder, startResearchServer } from './helpers/research-servers.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * Grounded expert research against loopback Wikipedia, Wikidata, OpenAlex and OpenRouter servers:
 * identity first, writing from the sources only, links from the sources only and checked.
 */

const router = await startOpenAiServer({ openrouter: true, costPerCall: 0.01 });
const sources = await startResearchServer();
afterAll(router.close);
afterAll(sources.close);

const t = await createTestApp({ ...aiEnv(router), ...sources.env() });
const admin = await signUpAdmin(t, { firstName: 'Grace', lastName: 'Admin' });
const user = await signUp(t);

function generate(body: Record<string, unknown>, query = '?wait=true', cookie = admin.cookie) {
  return t.request('POST', `/api/research/generate-expert${query}`, { cookie, body });
}

beforeEach(() => {
  router.reset();
  router.respond(adaResponder);
  sources.fail.clear();
  sources.hits.length = 0;
});

describe('POST /api/research/generate-expert', () => {
  it('writes a grounded profile, keeps only checked links from the sources, and saves a pending AI submission', async () => {
    const res = await generate({ expertName: 'Ada Longevity' });
    expect(res.status).toBe(200);
    const run = await res.json();
    expect(run).toMatchObject({ status: 'succeeded', expertName: 'Ada Longevity', expertTitle: 'Professor of Genetics, Harvard Medical School', error: null });
    expect(run.categories).toEqual(['academic', 'scientist_innovator']);
    // Unsupported sentences (no source, an unknown id, a web address, a wrong year or institution) are left out.
    expect(run.longevityContribution).toBe('Ada Longevity studies the biology of ageing.');
    expect(run.biography).toBe('She is a professor of genetics at Harvard Medical School. She has published 142 works, cited 15,234 times.');
    expect(run.scienceHighlights).toEqual([
      'Rapamycin|Rapamycin extended lifespan in genetically heterogeneous mice.',
      'Epigenetic clocks|Described epigenetic clocks of ageing.',
      'Senolytics|Studied senolytics in aged mice.',
    ]);
    // Links come from the sources only, each answered 2xx; the DOI answering 404 is dropped.
    expect(run.referenceLinks).toEqual([
      `Wikipedia|${sources.url}/wiki/Ada_Longevity`,
      `Official website|${sources.url}/pages/ada-lab`,
      `OpenAlex|${sources.url}/openalex/A100`,
      `ORCID|${sources.url}/orcid/0000-0002-1825-0097`,
      `Rapamycin extends lifespan in genetically heterogeneous mice|${sources.url}/doi/10.1038/nature08221`,
      `Rapamycin extends lifespan in genetically heterogeneous mice (PubMed)|${sources.url}/pubmed/19587680`,
    ]);
    expect(JSON.stringify(run.referenceLinks)).not.toContain('invented.example');
    expect(run.researchData.droppedLinks).toEqual([{ url: `${sources.url}/doi/missing`, reason: 'the link answered with status 404' }]);
    expect(run.researchData.candidate).toMatchObject({
      key: 'wd:Q100',
      wikidataId: 'Q100',
      openAlexId: 'A100',
      orcid: '0000-0002-1825-0097',
      affiliation: 'Harvard Medical School',
    });
    const [wikipedia, , openalex] = run.researchData.sources;
    expect(wikipedia).toMatchObject({ id: 'S1', kind: 'wikipedia', url: `${sources.url}/wiki/Ada_Longevity`, retrievedAt: expect.any(String) });
    expect(wikipedia.supports).toEqual(expect.arrayContaining(['title', 'longevityContribution', 'biography', 'referenceLinks']));
    expect(openalex.facts[0]).toBe('Works: 142; citations: 15234; h-index: 48');
    expect(run.steps.map((step: { key: string; status: string }) => `${step.key}:${step.status}`)).toEqual([
      'identity:done',
      'sources:done',
      'writing:done',
      'links:done',
    ]);

    // The model was asked for strict structured output with the evidence, never for URLs.
    const [request] = router.chatRequests();
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'expert_profile', strict: true } });
    expect(JSON.stringify(request?.body.response_format)).not.toMatch(/url/i);

    const [saved] = await t.db.select().from(submissions).where(eq(submissions.id, run.submissionId));
    expect(saved).toMatchObject({
      status: 'pending',
      aiGenerated: true,
      name: 'Ada Longevity',
      submitterEmail: admin.user.email,
      referenceLinks: run.referenceLinks,
    });
    expect((saved?.researchData as { sources: unknown[] }).sources).toHaveLength(6);

    const [ledger] = await t.db.select().from(aiRuns).where(eq(aiRuns.id, run.runId));
    expect(ledger).toMatchObject({
      kind: 'expert-profile',
      status: 'succeeded',
      providerCalls: 1,
      costUsd: 0.01,
      inputTokens: 1200,
      outputTokens: 300,
      userId: admin.user.id,
    });
    // Wikidata search, entities and labels; OpenAlex authors and works; the Wikipedia summary.
    expect(ledger?.sourceCalls).toBe(6);
    expect(sources.apiCalls()).toHaveLength(6);
  });

  it('answers 202 at once and lets the screen poll the run until it is done', async () => {
    const res = await generate({ expertName: 'Ada Longevity', expertTitle: '' }, '');
    expect(res.status).toBe(202);
    const started = await res.json();
    expect(started).toMatchObject({ status: 'running', subject: 'Ada Longevity' });
    expect(started.steps).toHaveLength(4);
    // The run goes on after the answer; once the app's background work settles, the screen's next poll sees it done.
    await t.settled();
    const run = await (await t.request('GET', `/api/research/runs/${started.runId}`, { cookie: admin.cookie })).json();
    expect(run.status).toBe('succeeded');
    expect(run.submissionId).toEqual(expect.any(Number));
  });

  it('stops for a choice when two people share the name, and writes for the one the admin picks', async () => {
    const res = await generate({ expertName: 'John Smith' });
    const run = await res.json();
    expect(run.status).toBe('needs_choice');
    // Each candidate says who they are and links to their public page, beside the key the choice sends back.
    expect(run.candidates).toEqual([
      expect.objectContaining({
        key: 'wd:Q401',
        description: 'British gerontologist',
        affiliation: 'University of Oxford',
        profileUrl: 'https://www.wikidata.org/wiki/Q401',
      }),
      expect.objectContaining({
        key: 'wd:Q402',
        description: 'American football player',
        affiliation: 'Dallas Cowboys',
        profileUrl: 'https://www.wikidata.org/wiki/Q402',
      }),
    ]);
    expect(router.chatRequests()).toHaveLength(0);
    expect(await t.db.select().from(submissions).where(eq(submissions.name, 'John Smith'))).toHaveLength(0);

    router.respond(() => ({
      json: {
        ...adaProfileReply(),
        title: 'Gerontologist',
        longevityContribution: [{ text: 'A British gerontologist.', sourceIds: ['S1'] }],
        biography: [],
        scienceHighlights: [],
      },
    }));
    const picked = await (await generate({ expertName: 'John Smith', candidateKey: 'wd:Q401' })).json();
    expect(picked).toMatchObject({ status: 'succeeded', longevityContribution: 'A British gerontologist.' });
    expect(picked.researchData.candidate.key).toBe('wd:Q401');
    const hinted = await (await generate({ expertName: 'John Smith', disambiguation: 'University of Oxford' })).json();
    expect(hinted.researchData.candidate.key).toBe('wd:Q401');
  });

  it('skips a failing source and reports it, and fails clearly when no source knows the name', async () => {
    sources.fail.add('openalex');
    const run = await (await generate({ expertName: 'Ada Longevity' })).json();
    expect(run.status).toBe('succeeded');
    expect(run.researchData.skipped).toEqual([{ source: 'OpenAlex', reason: expect.stringContaining('status 500') }]);
    expect(run.referenceLinks.some((link: string) => link.startsWith('OpenAlex|'))).toBe(false);

    const unknown = await (await generate({ expertName: 'Nobody Known' })).json();
    expect(unknown).toMatchObject({ status: 'failed', error: expect.stringContaining('No public source') });
    expect(unknown.steps[0]).toMatchObject({ key: 'identity', status: 'failed' });
  });

  it('describes same-name authors known only to OpenAlex by their work, affiliation and OpenAlex page', async () => {
    const run = await (await generate({ expertName: 'Mary Chen' })).json();
    expect(run.status).toBe('needs_choice');
    expect(run.candidates).toEqual([
      expect.objectContaining({
        key: 'oa:A201',
        description: 'Author of 87 works, cited 4,120 times',
        affiliation: 'UCSF',
        profileUrl: 'https://openalex.org/A201',
      }),
      expect.objectContaining({
        key: 'oa:A202',
        description: 'Author of 12 works, cited 310 times',
        affiliation: 'University of Toronto',
        profileUrl: 'https://openalex.org/A202',
      }),
    ]);
  });

  it('reports the AI calls a failed run made', async () => {
    router.respond(() => ({ status: 500 }));
    const run = await (await generate({ expertName: 'Ada Longevity' })).json();
    expect(run).toMatchObject({ status: 'failed', providerCalls: 1, costUsd: 0, error: 'The AI provider (OpenRouter) answered with status 500' });
    expect(run.sourceCalls).toBeGreaterThan(0);
    expect(run.steps.find((step: { key: string }) => step.key === 'writing')).toMatchObject({ status: 'failed' });
    expect(router.chatRequests()).toHaveLength(1);
  });

  it('checks the name and refuses without a key, and refuses anonymous and non-admin callers', async () => {
    await expectRefused(t, () => generate({ expertName: '  ' }), 400, 'Missing Information: Please enter an expert name.');
    await expectRefused(t, () => generate({ expertName: 'Ada Longevity', candidateKey: 'https://x' }), 400, /candidateKey/);
    await expectAdminOnly(t, (cookie) => t.request('POST', '/api/research/generate-expert', { cookie, body: { expertName: 'Ada Longevity' } }), user.cookie);
    await expectAdminOnly(t, (cookie) => t.request('GET', '/api/research/runs/1', { cookie }), user.cookie);
    const bare = await createTestApp(sources.env());
    const bareAdmin = await signUpAdmin(bare);
    await expectRefused(
      bare,
      () => bare.request('POST', '/api/research/generate-expert', { cookie: bareAdmin.cookie, body: { expertName: 'Ada Longevity' } }),
      503,
      'AI provider not configured',
    );
  });
});

describe('every sentence checked against its sources', () => {
  it('keeps a sentence only when its numbers, years and names are in the sources it cites; the rest stay in researchData as unsupported', async () => {
    const run = await (await generate({ expertName: 'Ada Longevity' })).json();
    const sentences = run.researchData.sentences as Array<{ field: string; text: string; supported: boolean }>;
    const find = (start: string) => sentences.find((sentence) => sentence.text.startsWith(start));
    // A wrong year and a wrong institution, citing a real source (the 2009 rapamycin paper).
    expect(find('In 2011')).toEqual({
      field: 'longevityContribution',
      text: 'In 2011 her laboratory at Stanford University showed that rapamycin extends lifespan in genetically heterogeneous mice.',
      sourceIds: ['S4'],
      passages: [{ sourceId: 'S4', text: 'Rapamycin extends lifespan in genetically heterogeneous mice' }],
      supported: false,
      missing: ['2011', 'Stanford', 'University'],
      reason: null,
    });
    expect(run.longevityContribution).not.toContain('Stanford');
    expect(find('Her laboratory')).toMatchObject({ supported: false, reason: 'web-address' });
    expect(find('She won the Nobel Prize')).toMatchObject({ sourceIds: [], supported: false, reason: 'no-source', missing: ['2031', 'Nobel', 'Prize'] });
    expect(find('She grew up in Paris')).toMatchObject({ sourceIds: [], supported: false, reason: 'no-source' });
    // What is kept, with the passage of each cited source it rests on (the review dialog's hover).
    expect(find('Ada Longevity studies')).toEqual({
      field: 'longevityContribution',
      text: 'Ada Longevity studies the biology of ageing.',
      sourceIds: ['S1'],
      passages: [{ sourceId: 'S1', text: 'Ada Longevity is an American biologist who studies the biology of ageing.' }],
      supported: true,
      missing: [],
      reason: null,
    });
    expect(find('She has published')).toMatchObject({ supported: true, passages: [{ sourceId: 'S3', text: 'Works: 142; citations: 15234; h-index: 48' }] });
    expect(find('Professor of Genetics')).toMatchObject({ field: 'title', supported: true });
    expect(sentences.filter((sentence) => sentence.field === 'scienceHighlights').map((sentence) => [sentence.text, sentence.supported])).toEqual([
      ['Rapamycin|Rapamycin extended lifespan in genetically heterogeneous mice.', true],
      ['Epigenetic clocks|Described epigenetic clocks of ageing.', true],
      ['Invented|Cured ageing in humans.', false],
      ['Senolytics|Studied senolytics in aged mice.', true],
    ]);
    // The pending submission keeps the same evidence.
    const [saved] = await t.db.select().from(submissions).where(eq(submissions.id, run.submissionId));
    expect((saved?.researchData as { sentences: unknown[] }).sentences).toEqual(sentences);
  });

  it('leaves out whole a sentence carrying a web address without a scheme, never keeping it with the address cut out', async () => {
    router.respond(() => ({
      json: {
        ...adaProfileReply(),
        longevityContribution: [
          { text: 'Ada Longevity studies the biology of ageing.', sourceIds: ['S1'] },
          { text: 'Her laboratory lists its papers at adalab.org/papers for more.', sourceIds: ['S1'] },
          { text: 'The rapamycin paper is at doi.org/10.1038/nature08221.', sourceIds: ['S4'] },
        ],
      },
    }));
    const run = await (await generate({ expertName: 'Ada Longevity' })).json();
    expect(run.longevityContribution).toBe('Ada Longevity studies the biology of ageing.');
    const left = (run.researchData.sentences as Array<{ text: string; supported: boolean; reason: string | null }>).filter((sentence) => !sentence.supported);
    expect(left.filter((sentence) => sentence.text.includes('adalab.org') || sentence.text.includes('doi.org'))).toEqual([
      expect.objectContaining({ text: 'Her laboratory lists its papers at adalab.org/papers for more.', reason: 'web-address' }),
      expect.objectContaining({ text: 'The rapamycin paper is at doi.org/10.1038/nature08221.', reason: 'web-address' }),
    ]);
  });

  it('applies the same rule to the editor helpers and the science highlights', async () => {
    router.respond((request) => {
      const reply = adaResponder(request);
      if (!('json' in reply)) return reply;
      const json = reply.json as { sentences?: unknown[]; scienceHighlights?: unknown[] };
      if (json.scienceHighlights) {
        return {
          json: {
            scienceHighlights: [
              ...json.scienceHighlights,
              { topic: 'Caloric restriction', summary: 'Showed in 1998 at the Salk Institute that fasting extends lifespan.', sourceIds: ['S4'] },
            ],
          },
        };
      }
      return reply;
    });
    const body = { expertName: 'Ada Longevity', expertTitle: 'Longevity Expert' };
    const contribution = await (await t.request('POST', '/api/openai/generate-contribution', { cookie: admin.cookie, body })).json();
    expect(contribution.longevityContribution).toBe('Ada Longevity studies the biology of ageing.');
    expect(contribution.sentences.find((sentence: { text: string }) => sentence.text.startsWith('In 2011'))).toMatchObject({
      supported: false,
      missing: ['2011', 'Stanford', 'University'],
    });
    const highlights = await (await t.request('POST', '/api/openai/generate-science-highlights', { cookie: admin.cookie, body })).json();
    expect(highlights.scienceHighlights).not.toContainEqual(expect.stringContaining('Salk'));
    expect(highlights.sentences.at(-1)).toMatchObject({
      text: 'Caloric restriction|Showed in 1998 at the Salk Institute that fasting extends lifespan.',
      supported: false,
      missing: ['1998', 'Salk', 'Institute'],
    });
  });
});

describe('the editor helpers', () => {
  const body = { expertName: 'Ada Longevity', expertTitle: 'Longevity Expert', longevityContribution: 'Studies ageing.', categories: ['academic'] };

  it('writes contribution, biography and at most 3 highlights from the sources', async () => {
    const contribution = await t.request('POST', '/api/openai/generate-contribution', { cookie: admin.cookie, body });
    expect(await contribution.json()).toMatchObject({ longevityContribution: 'Ada Longevity studies the biology of ageing.' });
    const biography = await t.request('POST', '/api/openai/generate-biography', { cookie: admin.cookie, body });
    expect(await biography.json()).toMatchObject({
      biography: 'She is a professor of genetics at Harvard Medical School. She has published 142 works, cited 15,234 times.',
    });
    const highlights = await (await t.request('POST', '/api/openai/generate-science-highlights', { cookie: admin.cookie, body })).json();
    expect(highlights.scienceHighlights).toHaveLength(3);
    const runs = await t.db.select().from(aiRuns).where(eq(aiRuns.kind, 'biography'));
    expect(runs.at(-1)).toMatchObject({ status: 'succeeded', providerCalls: 1, costUsd: 0.01 });
    expect(runs.at(-1)?.sourceCalls).toBeGreaterThan(0);
  });

  it('finds only verified links from the sources, without asking a model', async () => {
    const res = await t.request('POST', '/api/ai/find-references', { cookie: admin.cookie, body: { expertName: 'Ada Longevity' } });
    const { referenceLinks } = await res.json();
    expect(referenceLinks).toHaveLength(6);
    expect(referenceLinks.join()).not.toContain('/doi/missing');
    expect(router.chatRequests()).toHaveLength(0);
  });

  it('answers 409 for an ambiguous name and 401/403 to others', async () => {
    // The research calls it made are recorded as a failed run, so this is not a refusal that changes nothing.
    const ambiguous = await t.request('POST', '/api/openai/generate-biography', { cookie: admin.cookie, body: { expertName: 'John Smith' } });
    expect(ambiguous.status).toBe(409);
    expect(await ambiguous.json()).toEqual({ message: expect.stringMatching(/^Several people are called John Smith \(John Smith, British gerontologist; /) });
    expect(router.chatRequests()).toHaveLength(0);
    for (const path of [
      '/api/openai/generate-contribution',
      '/api/openai/generate-biography',
      '/api/openai/generate-science-highlights',
      '/api/ai/find-references',
    ]) {
      await expectAdminOnly(t, (cookie) => t.request('POST', path, { cookie, body }), user.cookie);
    }
  });
});
