import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { aiRuns } from '../schema.ts';

export type AiRunRow = typeof aiRuns.$inferSelect;
export type NewAiRun = Pick<typeof aiRuns.$inferInsert, 'kind' | 'userId' | 'provider' | 'model' | 'subject' | 'startedAt' | 'steps'>;
export type AiRunPatch = Partial<Omit<AiRunRow, 'id' | 'kind' | 'userId' | 'startedAt'>>;

export async function insertAiRun(db: Db, values: NewAiRun): Promise<AiRunRow> {
  const [row] = await db.insert(aiRuns).values(values).returning();
  if (!row) throw new Error('The AI run was not recorded');
  return row;
}

export async function updateAiRun(db: Db, id: number, patch: AiRunPatch): Promise<void> {
  await db.update(aiRuns).set(patch).where(eq(aiRuns.id, id));
}

/** Adds one provider call's usage to a run in one statement, so concurrent calls of one run never lose a count. */
export async function addAiRunUsage(db: Db, id: number, usage: { inputTokens: number; outputTokens: number; costUsd: number }): Promise<void> {
  await db
    .update(aiRuns)
    .set({
      inputTokens: sql`${aiRuns.inputTokens} + ${usage.inputTokens}`,
      outputTokens: sql`${aiRuns.outputTokens} + ${usage.outputTokens}`,
      costUsd: sql`${aiRuns.costUsd} + ${usage.costUsd}`,
      providerCalls: sql`${aiRuns.providerCalls} + 1`,
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

/** USD spent by runs started at or after `since`. */
export async function sumAiCostSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${aiRuns.costUsd}), 0)` })
    .from(aiRuns)
    .where(gte(aiRuns.startedAt, since));
  return Number(row?.total ?? 0);
}
