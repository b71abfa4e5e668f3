import { desc, eq, gte, sql } from 'drizzle-orm';
import { BUDGET_EPSILON } from '../../domain/ai/runs.ts';
import type { Db } from '../client.ts';
import { aiRuns } from '../schema.ts';

export type AiRunRow = typeof aiRuns.$inferSelect;
export type NewAiRun = Pick<typeof aiRuns.$inferInsert, 'kind' | 'userId' | 'provider' | 'model' | 'subject' | 'startedAt' | 'steps'>;
export type AiRunPatch = Partial<Omit<AiRunRow, 'id' | 'kind' | 'userId' | 'startedAt'>>;

export async function insertAiRun(db: Db, values: NewAiRun & { reservedUsd?: number }): Promise<AiRunRow> {
  const [row] = await db.insert(aiRuns).values(values).returning();
  if (!row) throw new Error('The AI run was not recorded');
  return row;
}

/**
 * What runs hold against the budget: each its reservation while it runs, its cost once settled
 * (the larger, if it overran). A reservation older than `heldSince` no longer holds: a run that
 * long unsettled was cut off (the process stopped) and must not block the month.
 */
function committedSql(heldSince: number) {
  return sql`coalesce(sum(max(${aiRuns.costUsd}, case when ${aiRuns.startedAt} >= ${heldSince} then ${aiRuns.reservedUsd} else 0 end)), 0)`;
}

const EPSILON = BUDGET_EPSILON;

/**
 * Opens a run holding `values.reservedUsd` against the budget in ONE statement: the row is
 * inserted only while what this month's runs hold stays below `budgetUsd` and the new
 * reservation fits in what is left. The check and the write are one SQLite write transaction, so
 * concurrent starts cannot both take the last room. Undefined when it does not fit.
 */
export async function insertAiRunWithinBudget(
  db: Db,
  values: NewAiRun & { reservedUsd: number },
  budget: { budgetUsd: number; since: Date; heldSince: Date },
): Promise<AiRunRow | undefined> {
  const since = budget.since.getTime();
  const committed = sql`(select ${committedSql(budget.heldSince.getTime())} from ${aiRuns} where ${aiRuns.startedAt} >= ${since})`;
  const rows = await db.all<{ id: number }>(sql`
    insert into ai_runs (kind, user_id, provider, model, subject, started_at, steps, reserved_usd)
    select ${values.kind}, ${values.userId ?? null}, ${values.provider ?? null}, ${values.model ?? null}, ${values.subject ?? null},
      ${(values.startedAt ?? new Date()).getTime()}, ${JSON.stringify(values.steps ?? [])}, ${values.reservedUsd}
    where ${committed} < ${budget.budgetUsd - EPSILON} and ${committed} + ${values.reservedUsd} <= ${budget.budgetUsd + EPSILON}
    returning id`);
  const id = rows[0]?.id;
  return id === undefined ? undefined : getAiRun(db, Number(id));
}

export async function updateAiRun(db: Db, id: number, patch: AiRunPatch): Promise<void> {
  await db.update(aiRuns).set(patch).where(eq(aiRuns.id, id));
}

/** Adds one provider call's usage to a run in one statement, so concurrent calls of one run never lose a count. */
export async function addAiRunUsage(
  db: Db,
  id: number,
  usage: { inputTokens: number; outputTokens: number; costUsd: number; costUnknown?: boolean },
): Promise<void> {
  await db
    .update(aiRuns)
    .set({
      inputTokens: sql`${aiRuns.inputTokens} + ${usage.inputTokens}`,
      outputTokens: sql`${aiRuns.outputTokens} + ${usage.outputTokens}`,
      costUsd: sql`${aiRuns.costUsd} + ${usage.costUsd}`,
      providerCalls: sql`${aiRuns.providerCalls} + 1`,
      ...(usage.costUnknown ? { costUnknown: true } : {}),
    })
    .where(eq(aiRuns.id, id));
}

export async function addAiRunSourceCalls(db: Db, id: number, count: number): Promise<void> {
  await db
    .update(aiRuns)
    .set({ sourceCalls: sql`${aiRuns.sourceCalls} + ${count}` })
    .where(eq(aiRuns.id, id));
}

export async function getAiRun(db: Db, id: number): Promise<AiRunRow | undefined> {
  const [row] = await db.select().from(aiRuns).where(eq(aiRuns.id, id)).limit(1);
  return row;
}

export async function listRecentAiRuns(db: Db, options: { kind?: string | undefined; limit: number }): Promise<AiRunRow[]> {
  return db
    .select()
    .from(aiRuns)
    .where(options.kind ? eq(aiRuns.kind, options.kind) : undefined)
    .orderBy(desc(aiRuns.startedAt), desc(aiRuns.id))
    .limit(options.limit);
}

/** USD spent by runs started at or after `since`, and what runs still going hold beyond it (reservations since `heldSince`). */
export async function sumAiCostSince(db: Db, since: Date, heldSince: Date): Promise<{ spentUsd: number; reservedUsd: number }> {
  const [row] = await db
    .select({
      spent: sql<number>`coalesce(sum(${aiRuns.costUsd}), 0)`,
      committed: committedSql(heldSince.getTime()).mapWith(Number),
    })
    .from(aiRuns)
    .where(gte(aiRuns.startedAt, since));
  const spentUsd = Number(row?.spent ?? 0);
  return { spentUsd, reservedUsd: Math.max(0, Number(row?.committed ?? 0) - spentUsd) };
}
