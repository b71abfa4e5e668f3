import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { textReservation } from '../api/services/ai/ledger.ts';
import { ARTICLE_AI_SYSTEM, seoTitlePrompt } from '../domain/ai/article-generators.ts';
import { estimateTokens } from '../domain/ai/runs.ts';
import { aiRuns } from '../db/schema.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { aiEnv, startOpenAiServer, type Reply } from './helpers/openai-server.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * The hard monthly budget: a run reserves its estimated maximum cost in one atomic write that fails
 * past AI_MONTHLY_BUDGET_USD, and settles to its actual cost when it ends (a failed run releases
 * what it did not spend). Runs are held at the provider (a gate) so the reservations overlap.
 */

const router = await startOpenAiServer({ openrouter: true, costPerCall: 0.0042 });
afterAll(router.close);

const CONTENT = '# Rapamycin in mice\n\nRapamycin extended the lifespan of genetically diverse mice in the ITP studies.';
/** What one SEO-title run on Claude Sonnet 5.5 ($2 / $10 per million tokens, OpenRouter's list) reserves. */
const RESERVE = textReservation(
  {
    provider: 'openrouter',
    model: 'anthropic/claude-sonnet-5.5',
    price: { inputPerMTokUsd: 2, outputPerMTokUsd: 10 },
    ceiling: { inputPerMTokUsd: 0, outputPerMTokUsd: 0 },
  },
  'seo-title',
  estimateTokens(ARTICLE_AI_SYSTEM + seoTitlePrompt({ content: CONTENT })),
);
/** Room for three runs at once, not four. */
const BUDGET = RESERVE * 3.5;

const t = await createTestApp({ ...aiEnv(router), AI_MONTHLY_BUDGET_USD: String(BUDGET) });
const admin = await signUpAdmin(t);
const send = () => t.request('POST', '/api/admin/generate-seo-title', { cookie: admin.cookie, body: { content: CONTENT } });
const budget = async () => (await (await t.request('GET', '/api/admin/ai/providers', { cookie: admin.cookie })).json()).budget;

/** A provider that holds every reply until the test opens the gate. */
function gated(reply: Reply) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  router.respond(async () => {
    await gate;
    return reply;
  });
  return open;
}

beforeEach(() => router.reset());

describe('AI_MONTHLY_BUDGET_USD', () => {
  it('admits exactly three of 25 runs started at once, answers 429 to the other 22, and settles the three to their cost', async () => {
    expect(RESERVE).toBeGreaterThan(0.05);
    const open = gated({ json: { title: 'Rapamycin in mice' } });
    let answered = 0;
    const statuses: number[] = [];
    const runs = Array.from({ length: 25 }, () =>
      Promise.resolve(send()).then(async (res) => {
        answered++;
        statuses.push(res.status);
        return { status: res.status, body: (await res.json()) as { message?: string; budget?: unknown } };
      }),
    );
    // The 22 refusals come back while the three admitted runs wait at the provider.
    await expect.poll(() => answered, { timeout: 30_000 }).toBe(22);
    await expect.poll(() => router.chatRequests().length, { timeout: 30_000 }).toBe(3);
    expect(statuses.every((status) => status === 429)).toBe(true);
    const held = await budget();
    expect(held).toMatchObject({ monthlyUsd: BUDGET, spentUsd: 0 });
    expect(held.reservedUsd).toBeCloseTo(3 * RESERVE, 10);

    open();
    const results = await Promise.all(runs);
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(22);
    expect(refused[0]?.body.message).toBe(
      `This AI run could cost up to $${RESERVE.toFixed(2)}, more than the $${(BUDGET - 3 * RESERVE).toFixed(2)} left of this month's AI budget of $${BUDGET.toFixed(2)} (runs under way hold their share until they finish)`,
    );
    // The amounts travel as data too (issue 34), so the screen keeps the refusal without reading its text.
    expect(refused[0]?.body.budget).toEqual({
      monthlyUsd: BUDGET,
      committedUsd: expect.closeTo(3 * RESERVE, 10),
      neededUsd: RESERVE,
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/),
    });

    const rows = await t.db.select().from(aiRuns);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === 'succeeded' && row.reservedUsd === 0 && row.costUsd === 0.0042)).toBe(true);
    const settled = await budget();
    expect(settled).toMatchObject({ reservedUsd: 0 });
    expect(settled.spentUsd).toBeCloseTo(3 * 0.0042, 10);
    // Settled, the month has room for three more reservations again.
    router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
    expect((await send()).status).toBe(200);
  });

  it('holds a reservation while its run may still be going, not after a stopped process left it open for over an hour', async () => {
    router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
    const [open] = await t.db.insert(aiRuns).values({ kind: 'expert-profile', userId: admin.user.id, startedAt: new Date(), reservedUsd: BUDGET }).returning();
    expect((await send()).status).toBe(429);
    await t.db
      .update(aiRuns)
      .set({ startedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(aiRuns.id, open!.id));
    expect((await send()).status).toBe(200);
    await t.db.delete(aiRuns).where(eq(aiRuns.id, open!.id));
  });

  it('releases what a failed run did not spend', async () => {
    const before = await budget();
    const open = gated({ status: 500 });
    const running = send();
    await expect.poll(() => router.chatRequests().length, { timeout: 30_000 }).toBe(1);
    expect((await budget()).reservedUsd).toBeCloseTo(RESERVE, 10);
    open();
    expect((await running).status).toBe(502);
    const after = await budget();
    expect(after).toMatchObject({ reservedUsd: 0, spentUsd: before.spentUsd });
    expect((await t.db.select().from(aiRuns)).at(-1)).toMatchObject({ status: 'failed', reservedUsd: 0, costUsd: 0 });
  });
});
