import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../domain/entities.ts';
import { BUDGET_EPSILON } from '../../domain/ai/runs.ts';
import type { Db } from '../client.ts';
import { aiRoleBudgets, aiRuns, users } from '../schema.ts';

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

/** What this month's runs hold (all of them, or one person's), as a scalar subquery. */
function committedSince(budget: { since: Date; heldSince: Date }, userId?: number): SQL {
  const person = userId === undefined ? sql`` : sql` and ${aiRuns.userId} = ${userId}`;
  return sql`(select ${committedSql(budget.heldSince.getTime())} from ${aiRuns} where ${aiRuns.startedAt} >= ${budget.since.getTime()}${person})`;
}

/** A reservation fits a limit: what is held stays below it and the reservation fits in what is left. */
function fits(committed: SQL, limit: SQL | number, reservedUsd: number): SQL {
  return sql`(${committed} < ${limit} - ${EPSILON} and ${committed} + ${reservedUsd} <= ${limit} + ${EPSILON})`;
}

/** The person's monthly AI budget: their own, else their role's; NULL when neither is set. */
function personLimitSql(userId: number): SQL {
  return sql`(select coalesce(${users.aiMonthlyBudgetUsd}, ${aiRoleBudgets.monthlyUsd}) from ${users}
    left join ${aiRoleBudgets} on ${aiRoleBudgets.role} = ${users.role} where ${users.id} = ${userId})`;
}

/**
 * Opens a run holding `values.reservedUsd` against the budgets in ONE statement: the row is
 * inserted only while the reservation fits what this month's runs leave of the site's budget
 * (`siteUsd`, when set) and of the person's own share (their budget or their role's, when set). The
 * checks and the write are one SQLite write transaction, so concurrent starts cannot both take the
 * last room of either. Undefined when it does not fit.
 */
export async function insertAiRunWithinBudget(
  db: Db,
  values: NewAiRun & { reservedUsd: number },
  budget: { siteUsd: number | undefined; since: Date; heldSince: Date },
): Promise<AiRunRow | undefined> {
  const conditions: SQL[] = [];
  if (budget.siteUsd !== undefined) conditions.push(fits(committedSince(budget), budget.siteUsd, values.reservedUsd));
  if (values.userId != null) {
    const limit = personLimitSql(values.userId);
    conditions.push(sql`(${limit} is null or ${fits(committedSince(budget, values.userId), limit, values.reservedUsd)})`);
  }
  const rows = await db.all<{ id: number }>(sql`
    insert into ai_runs (kind, user_id, provider, model, subject, started_at, steps, reserved_usd)
    select ${values.kind}, ${values.userId ?? null}, ${values.provider ?? null}, ${values.model ?? null}, ${values.subject ?? null},
      ${(values.startedAt ?? new Date()).getTime()}, ${JSON.stringify(values.steps ?? [])}, ${values.reservedUsd}
    where ${conditions.length ? sql.join(conditions, sql` and `) : sql`1`}
    returning id`);
  const id = rows[0]?.id;
  return id === undefined ? undefined : getAiRun(db, Number(id));
}

/** The person's monthly AI budget (their own, else their role's) and role; undefined limit when neither is set. */
export async function getPersonAiLimit(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.all<{ limitUsd: number | null }>(sql`select ${personLimitSql(userId)} as limitUsd`);
  return row?.limitUsd ?? undefined;
}

/** Each role's monthly AI budget that is set. */
export async function listRoleBudgets(db: Db): Promise<{ role: Role; monthlyUsd: number }[]> {
  return db.select().from(aiRoleBudgets);
}

/** Sets a role's monthly AI budget, or removes it (null: no limit for the role). */
export async function saveRoleBudget(db: Db, role: Role, monthlyUsd: number | null): Promise<void> {
  if (monthlyUsd === null) await db.delete(aiRoleBudgets).where(eq(aiRoleBudgets.role, role));
  else await db.insert(aiRoleBudgets).values({ role, monthlyUsd }).onConflictDoUpdate({ target: aiRoleBudgets.role, set: { monthlyUsd } });
}

/** This month's spending per person who ran AI (and what their runs under way hold), with the budget that applies to each. */
export async function sumAiCostByPerson(
  db: Db,
  since: Date,
  heldSince: Date,
): Promise<{ userId: number | null; email: string | null; role: Role | null; spentUsd: number; committedUsd: number; limitUsd: number | null }[]> {
  const rows = await db
    .select({
      userId: aiRuns.userId,
      email: users.email,
      role: users.role,
      spent: sql<number>`coalesce(sum(${aiRuns.costUsd}), 0)`.mapWith(Number),
      committed: committedSql(heldSince.getTime()).mapWith(Number),
      limitUsd: sql<number | null>`coalesce(${users.aiMonthlyBudgetUsd}, ${aiRoleBudgets.monthlyUsd})`,
    })
    .from(aiRuns)
    .leftJoin(users, eq(users.id, aiRuns.userId))
    .leftJoin(aiRoleBudgets, eq(aiRoleBudgets.role, users.role))
    .where(gte(aiRuns.startedAt, since))
    .groupBy(aiRuns.userId)
    .orderBy(desc(sql`coalesce(sum(${aiRuns.costUsd}), 0)`));
  return rows.map(({ spent, committed, limitUsd, ...row }) => ({
    ...row,
    spentUsd: spent,
    committedUsd: committed,
    limitUsd: limitUsd === null ? null : Number(limitUsd),
  }));
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

/** The newest runs, optionally of one kind and of one person. */
export async function listRecentAiRuns(db: Db, options: { kind?: string | undefined; userId?: number | undefined; limit: number }): Promise<AiRunRow[]> {
  return db
    .select()
    .from(aiRuns)
    .where(and(options.kind ? eq(aiRuns.kind, options.kind) : undefined, options.userId === undefined ? undefined : eq(aiRuns.userId, options.userId)))
    .orderBy(desc(aiRuns.startedAt), desc(aiRuns.id))
    .limit(options.limit);
}

/**
 * USD spent by runs started at or after `since` (all of them, or one person's), and what runs still
 * going hold beyond it (reservations since `heldSince`).
 */
export async function sumAiCostSince(db: Db, since: Date, heldSince: Date, userId?: number): Promise<{ spentUsd: number; reservedUsd: number }> {
  const [row] = await db
    .select({
      spent: sql<number>`coalesce(sum(${aiRuns.costUsd}), 0)`,
      committed: committedSql(heldSince.getTime()).mapWith(Number),
    })
    .from(aiRuns)
    .where(userId === undefined ? gte(aiRuns.startedAt, since) : and(gte(aiRuns.startedAt, since), eq(aiRuns.userId, userId)));
  const spentUsd = Number(row?.spent ?? 0);
  return { spentUsd, reservedUsd: Math.max(0, Number(row?.committed ?? 0) - spentUsd) };
}
