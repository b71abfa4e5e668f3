import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../domain/ai/messages.ts';
import type { AiRunSummary } from '../domain/ai/runs.ts';
import { signUpAs } from './helpers/admin.ts';
import { aiEnv, schemaNameOf, startOpenAiServer } from './helpers/openai-server.ts';
import { adaResponder, startResearchServer } from './helpers/research-servers.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * AI runs are personal for contributors (ai.runs.readAll in domain/permissions.ts): every route
 * that answers runs, their steps and results or their costs shows a contributor only their own
 * runs (another's run by id is 404, as if it did not exist); editors and admins see everyone's.
 * The runs are made through the real routes, against loopback AI and research servers.
 */

const router = await startOpenAiServer({ openrouter: true, costPerCall: 0.01 });
const sources = await startResearchServer();
afterAll(router.close);
afterAll(sources.close);
router.respond((request) => (schemaNameOf(request) === 'seo_title' ? { json: { title: 'Sleep and repair' } } : adaResponder(request)));

const t = await createTestApp({ ...aiEnv(router), ...sources.env() });
const ada = await signUpAs(t, 'contributor');
const bea = await signUpAs(t, 'contributor');
const editor = await signUpAs(t, 'editor');
const admin = await signUpAs(t, 'admin');

type Account = typeof ada;
interface RunsReply {
  runs: AiRunSummary[];
  monthSpentUsd: number;
}

/** A research run and an SEO title by `account`, through the routes; answers the research run's id. */
async function runsBy(account: Account): Promise<number> {
  const research = await t.request('POST', '/api/research/generate-expert?wait=true', { cookie: account.cookie, body: { expertName: 'Ada Longevity' } });
  expect(research.status).toBe(200);
  const seo = await t.request('POST', '/api/admin/generate-seo-title', { cookie: account.cookie, body: { content: '# Sleep\n\nSleep supports repair.' } });
  expect(seo.status).toBe(200);
  return ((await research.json()) as { runId: number }).runId;
}

async function listedBy(account: Account, query = ''): Promise<RunsReply> {
  const res = await t.request('GET', `/api/admin/ai/runs${query}`, { cookie: account.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as RunsReply;
}

const readRun = (account: Account, id: number) => t.request('GET', `/api/research/runs/${id}`, { cookie: account.cookie });

const runIds: Record<'ada' | 'bea' | 'editor', number> = { ada: 0, bea: 0, editor: 0 };
beforeAll(async () => {
  runIds.ada = await runsBy(ada);
  runIds.bea = await runsBy(bea);
  runIds.editor = await runsBy(editor);
});

describe('AI runs for a contributor', () => {
  it('lists only their own runs and their own month spend, whatever kind is asked for', async () => {
    const mine = await listedBy(ada);
    expect(mine.runs).toHaveLength(2);
    expect(mine.runs.every((run) => run.costUsd > 0)).toBe(true);
    expect(mine.monthSpentUsd).toBeCloseTo(
      mine.runs.reduce((sum, run) => sum + run.costUsd, 0),
      9,
    );
    const research = await listedBy(ada, '?kind=expert-profile');
    expect(research.runs.map((run) => run.id)).toEqual([runIds.ada]);
    expect((await listedBy(bea, '?kind=expert-profile')).runs.map((run) => run.id)).toEqual([runIds.bea]);
  });

  it("answers 404 for another person's run by id, as for a run that does not exist, and reads their own", async () => {
    for (const id of [runIds.bea, runIds.editor]) {
      const res = await readRun(ada, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: AI_MESSAGES.runNotFound });
    }
    const own = await readRun(ada, runIds.ada);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ runId: runIds.ada, status: 'succeeded', expertName: 'Ada Longevity' });
  });

  it('cannot reach the other lists that show runs or their costs (the activity log, the spend per person)', async () => {
    expect((await t.request('GET', `/api/admin/activity?action=ai.run`, { cookie: ada.cookie })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/ai/spend', { cookie: ada.cookie })).status).toBe(403);
  });
});

describe('AI runs for editors and admins', () => {
  it.each([
    ['an editor', editor],
    ['an admin', admin],
  ] as const)("%s lists everyone's runs and reads any of them", async (_, account) => {
    const all = await listedBy(account, '?kind=expert-profile');
    expect(all.runs.map((run) => run.id).sort()).toEqual(Object.values(runIds).sort());
    const everyone = await listedBy(account);
    expect(everyone.runs).toHaveLength(6);
    expect(everyone.monthSpentUsd).toBeGreaterThan((await listedBy(ada)).monthSpentUsd);
    const res = await readRun(account, runIds.bea);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ runId: runIds.bea });
  });
});
