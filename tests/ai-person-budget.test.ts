import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { textReservation } from '../api/services/ai/ledger.ts';
import { aiRoleBudgets, aiRuns, users } from '../db/schema.ts';
import { ARTICLE_AI_SYSTEM, seoTitlePrompt } from '../domain/ai/article-generators.ts';
import { estimateTokens, nextMonthStart } from '../domain/ai/runs.ts';
import type { AiProvidersReply } from '../domain/ai/models.ts';
import type { RoleBudget, SpendReply } from '../domain/people.ts';
import { signUpAdmin, signUpAs } from './helpers/admin.ts';
import { aiEnv, startOpenAiServer, type Reply } from './helpers/openai-server.ts';
import { expectRefused } from './helpers/refused.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * AI budgets per person (issue 35): beside the site's budget, a monthly budget per role and a
 * person's own override. A run reserves its estimated maximum against the person's remaining share
 * in the same single statement as the site's (so concurrent runs cannot overshoot either), and one
 * that does not fit answers 429 with what is left and when it resets. The dashboard reads the
 * month's spend per person.
 */

const COST = 0.0042;
const router = await startOpenAiServer({ openrouter: true, costPerCall: COST });
afterAll(router.close);

const CONTENT = '# Rapamycin in mice\n\nRapamycin extended the lifespan of genetically diverse mice in the ITP studies.';
/** What one SEO-title run on Claude Sonnet 5 ($2 / $10 per million tokens) reserves. */
const RESERVE = textReservation(
  {
    provider: 'openrouter',
    model: 'anthropic/claude-sonnet-5',
    price: { inputPerMTokUsd: 2, outputPerMTokUsd: 10 },
    ceiling: { inputPerMTokUsd: 0, outputPerMTokUsd: 0 },
  },
  'seo-title',
  estimateTokens(ARTICLE_AI_SYSTEM + seoTitlePrompt({ content: CONTENT })),
);
/** Room for two runs of one contributor at once, not three. */
const ROLE_BUDGET = RESERVE * 2.5;

const t = await createTestApp(aiEnv(router));
const admin = await signUpAdmin(t);
const alice = await signUpAs(t, 'contributor');
const bob = await signUpAs(t, 'contributor');
const editor = await signUpAs(t, 'editor');

const run = (cookie: string) => t.request('POST', '/api/admin/generate-seo-title', { cookie, body: { content: CONTENT } });
const setRoleBudget = (role: string, monthlyUsd: number | null, cookie = admin.cookie) =>
  t.request('PUT', `/api/admin/ai/budgets/${role}`, { cookie, body: { monthlyUsd } });
const setPersonBudget = (userId: number, monthlyUsd: number | null, cookie = admin.cookie) =>
  t.request('PUT', `/api/admin/users/${userId}/ai-budget`, { cookie, body: { monthlyUsd } });
const budgets = async () => ({
  roles: await t.db.select().from(aiRoleBudgets),
  people: await t.db.select({ id: users.id, budget: users.aiMonthlyBudgetUsd }).from(users),
});

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

const resetDay = () => {
  const day = nextMonthStart(new Date());
  return `${day.getUTCDate()} ${day.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${day.getUTCFullYear()} (UTC)`;
};

beforeEach(async () => {
  router.reset();
  await t.db.delete(aiRuns);
});

describe('monthly AI budgets per role and per person', () => {
  it('sets each role’s budget on the People screen’s call, and lists every role', async () => {
    const res = await setRoleBudget('contributor', ROLE_BUDGET);
    expect(res.status).toBe(200);
    const { roles } = (await res.json()) as { roles: RoleBudget[] };
    expect(roles).toEqual([
      { role: 'user', monthlyUsd: null },
      { role: 'contributor', monthlyUsd: ROLE_BUDGET },
      { role: 'editor', monthlyUsd: null },
      { role: 'admin', monthlyUsd: null },
    ]);
    await expectRefused(t, () => setRoleBudget('contributor', -1), 400, 'monthlyUsd: must be 0 or more', budgets);
    await expectRefused(t, () => setRoleBudget('owner', 5), 400, /^role: /, budgets);
    await expectRefused(t, () => setRoleBudget('editor', 1000, editor.cookie), 403, /people\.manage/, budgets);
    await expectRefused(t, () => setPersonBudget(alice.user.id, 1000, alice.cookie), 403, /does not allow this/, budgets);
  });

  it('admits exactly as many of one person’s concurrent runs as fit their share, answers 429 with what is left and when it resets, and leaves others’ shares alone', async () => {
    expect((await setRoleBudget('contributor', ROLE_BUDGET)).status).toBe(200);
    const open = gated({ json: { title: 'Rapamycin in mice' } });
    const statuses: number[] = [];
    const runs = Array.from({ length: 8 }, () =>
      Promise.resolve(run(alice.cookie)).then(async (res) => {
        statuses.push(res.status);
        return { status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );
    // The six refusals come back while Alice's two admitted runs wait at the provider.
    await expect.poll(() => statuses.length, { timeout: 30_000 }).toBe(6);
    await expect.poll(() => router.chatRequests().length, { timeout: 30_000 }).toBe(2);
    expect(statuses.every((status) => status === 429)).toBe(true);
    // Bob's share is his own: his run starts while Alice's hold theirs.
    const bobRun = run(bob.cookie);
    await expect.poll(() => router.chatRequests().length, { timeout: 30_000 }).toBe(3);

    open();
    const results = await Promise.all(runs);
    expect((await bobRun).status).toBe(200);
    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    const refused = results.find((result) => result.status === 429);
    expect(refused?.body.message).toBe(
      `This AI run could cost up to $${RESERVE.toFixed(2)}, more than the $${(ROLE_BUDGET - 2 * RESERVE).toFixed(2)} left of your monthly AI budget of $${ROLE_BUDGET.toFixed(2)}; it resets on ${resetDay()}`,
    );
    const rows = await t.db.select().from(aiRuns);
    expect(rows.map((row) => row.userId).sort()).toEqual([alice.user.id, alice.user.id, bob.user.id].sort());
  });

  it('says the share is used up once runs have spent it, with Retry-After at the month’s end', async () => {
    router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
    expect((await setRoleBudget('contributor', COST * 1.5)).status).toBe(200);
    await t.db.insert(aiRuns).values({ kind: 'seo-title', userId: alice.user.id, startedAt: new Date(), costUsd: COST * 1.5, status: 'succeeded' });
    const res = await run(alice.cookie);
    expect(res.status).toBe(429);
    // The refusal names the person's share, in words and as the amounts the screen keeps.
    expect(await res.json()).toEqual({
      message: `Your monthly AI budget of $${(COST * 1.5).toFixed(4)} has been used ($${(COST * 1.5).toFixed(4)} spent or held by your runs under way): $0.00 is left until it resets on ${resetDay()}`,
      budget: {
        monthlyUsd: COST * 1.5,
        committedUsd: expect.closeTo(COST * 1.5, 10),
        neededUsd: expect.any(Number),
        resetsAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00\.000Z$/),
      },
    });
    expect(await t.db.$count(aiRuns)).toBe(1);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The screens read the person's own month beside the site's, so the generator keeps the refusal and its start button off.
    const providers = async (cookie: string) => (await (await t.request('GET', '/api/admin/ai/providers', { cookie })).json()) as AiProvidersReply;
    const own = await providers(alice.cookie);
    expect(own.budget).toMatchObject({ monthlyUsd: null, exhausted: false });
    expect(own.ownBudget).toEqual({
      monthlyUsd: COST * 1.5,
      spentUsd: expect.closeTo(COST * 1.5, 10),
      reservedUsd: 0,
      leftUsd: 0,
      exhausted: true,
      resetsAt: nextMonthStart(new Date()).toISOString(),
    });
    // Someone whose role has no budget and who has none of their own (the admin here) has no month of their own.
    expect((await providers(admin.cookie)).ownBudget).toBeNull();
  });

  it('uses a person’s own budget before their role’s, and their role’s again once it is cleared', async () => {
    router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
    expect((await setRoleBudget('contributor', RESERVE / 2)).status).toBe(200);
    expect((await run(bob.cookie)).status).toBe(429);
    const raised = await setPersonBudget(bob.user.id, RESERVE * 1.5);
    expect(raised.status).toBe(200);
    expect(await raised.json()).toMatchObject({ user: { id: bob.user.id, aiMonthlyBudgetUsd: RESERVE * 1.5 } });
    expect((await run(bob.cookie)).status).toBe(200);
    expect((await run(alice.cookie)).status).toBe(429);
    expect((await setPersonBudget(bob.user.id, null)).status).toBe(200);
    expect((await run(bob.cookie)).status).toBe(429);
    // Roles without a budget (admins here) are held only by the site's.
    expect((await run(admin.cookie)).status).toBe(200);
  });

  it('applies the site budget and the person’s share together', async () => {
    router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
    const site = await createTestApp({ ...aiEnv(router), AI_MONTHLY_BUDGET_USD: String(RESERVE * 1.5) });
    const siteAdmin = await signUpAdmin(site);
    const person = await signUpAs(site, 'contributor');
    await site.request('PUT', '/api/admin/ai/budgets/contributor', { cookie: siteAdmin.cookie, body: { monthlyUsd: RESERVE * 10 } });
    await site.db.insert(aiRuns).values({ kind: 'seo-title', userId: siteAdmin.user.id, startedAt: new Date(), costUsd: RESERVE, status: 'succeeded' });
    const res = await site.request('POST', '/api/admin/generate-seo-title', { cookie: person.cookie, body: { content: CONTENT } });
    expect(res.status).toBe(429);
    // The site's budget is the one that refused, and its message says so.
    expect(((await res.json()) as { message: string }).message).toMatch(/left of this month's AI budget of/);
  });

  it('shows the month’s spend per person with the budget that applies to each', async () => {
    router.respond(() => ({ json: { title: 'Rapamycin in mice' } }));
    expect((await setRoleBudget('contributor', 5)).status).toBe(200);
    expect((await setPersonBudget(bob.user.id, 2)).status).toBe(200);
    expect((await run(alice.cookie)).status).toBe(200);
    expect((await run(alice.cookie)).status).toBe(200);
    expect((await run(bob.cookie)).status).toBe(200);
    const res = await t.request('GET', '/api/admin/ai/spend', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const spend = (await res.json()) as SpendReply;
    expect(spend.resetsAt).toBe(nextMonthStart(new Date()).toISOString());
    expect(spend.people).toEqual([
      { userId: alice.user.id, email: alice.email, role: 'contributor', spentUsd: expect.closeTo(2 * COST, 10), reservedUsd: 0, limitUsd: 5 },
      { userId: bob.user.id, email: bob.email, role: 'contributor', spentUsd: expect.closeTo(COST, 10), reservedUsd: 0, limitUsd: 2 },
    ]);
    expect((await t.request('GET', '/api/admin/ai/spend', { cookie: editor.cookie })).status).toBe(403);
  });
});
