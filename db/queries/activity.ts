import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AI_RUN_ACTION, type ActivityEntry, type ActivityPage, type ActivityQuery } from '../../domain/activity.ts';
import type { Db } from '../client.ts';
import { activityLog, aiRuns, invitations, users } from '../schema.ts';

export type NewActivity = Omit<typeof activityLog.$inferInsert, 'id'>;

/**
 * Appends one entry. The log is append-only: no query here updates or deletes entries. An entry
 * whose actor's role is not given reads it from the account as it is written.
 */
export async function insertActivity(db: Db, values: NewActivity): Promise<void> {
  const { actorRole, actorUserId } = values;
  const role = actorRole ?? (actorUserId == null ? null : sql`(select ${users.role} from ${users} where ${users.id} = ${actorUserId})`);
  await db.insert(activityLog).values({ ...values, actorRole: role });
}

const DAY_MS = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The where clauses of one source table; undefined when the filters rule the whole table out. */
function filters(
  query: ActivityQuery,
  columns: { at: SQL; actor: SQL; aboutPerson?: (id: number) => SQL },
  ownActions: (action: string) => SQL | undefined | false,
  ownEntity: (entityType: string) => SQL | undefined | false,
): SQL[] | undefined {
  const where: SQL[] = [];
  if (query.action) {
    const clause = ownActions(query.action);
    if (clause === false) return undefined;
    if (clause) where.push(clause);
  }
  if (query.entityType) {
    const clause = ownEntity(query.entityType);
    if (clause === false) return undefined;
    if (clause) where.push(clause);
  }
  if (query.actorUserId) where.push(sql`${columns.actor} = ${query.actorUserId}`);
  if (query.personId) {
    const about = columns.aboutPerson?.(query.personId);
    where.push(about ? sql`(${columns.actor} = ${query.personId} or ${about})` : sql`${columns.actor} = ${query.personId}`);
  }
  if (query.from) where.push(sql`${columns.at} >= ${dayStart(query.from)}`);
  if (query.to) where.push(sql`${columns.at} < ${dayStart(query.to) + DAY_MS}`);
  return where;
}

function logWhere(query: ActivityQuery) {
  return filters(
    query,
    {
      at: sql`${activityLog.at}`,
      actor: sql`${activityLog.actorUserId}`,
      // About their account, or about the invitation they accepted (who invited them, as what).
      aboutPerson: (id) =>
        sql`((${activityLog.entityType} = 'user' and ${activityLog.entityId} = ${String(id)}) or (${activityLog.entityType} = 'invitation' and ${activityLog.entityId} in (select cast(${invitations.id} as text) from ${invitations} where ${invitations.acceptedUserId} = ${id})))`,
    },
    (action) => (action === AI_RUN_ACTION ? false : eq(activityLog.action, action)),
    (entityType) => eq(activityLog.entityType, entityType),
  );
}

function aiWhere(query: ActivityQuery) {
  return filters(
    query,
    { at: sql`${aiRuns.startedAt}`, actor: sql`${aiRuns.userId}` },
    // The ledger holds only AI runs: another action or entity type rules it out, these need no clause.
    (action) => action === AI_RUN_ACTION && undefined,
    (entityType) => entityType === 'ai_run' && undefined,
  );
}

/** A row of the union: an entry before its key, time and JSON columns are read. */
interface UnionRow extends Omit<ActivityEntry, 'key' | 'at' | 'before' | 'after'> {
  source: string;
  id: number;
  at: number;
  before: string | null;
  after: string | null;
}

function parseJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}

function toEntry(row: UnionRow): ActivityEntry {
  return {
    key: `${row.source}-${row.id}`,
    at: new Date(Number(row.at)).toISOString(),
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    before: parseJson(row.before),
    after: parseJson(row.after),
  };
}

/**
 * One page of the activity list, newest first: the log's entries and the AI run ledger's runs in
 * one UNION ALL, so both page and filter together.
 */
export async function listActivity(db: Db, query: ActivityQuery, pageSize: number): Promise<ActivityPage> {
  const logFilter = logWhere(query);
  const aiFilter = aiWhere(query);
  const parts: SQL[] = [];
  if (logFilter) {
    parts.push(sql`select 'log' as source, ${activityLog.id} as id, ${activityLog.at} as at, ${activityLog.actorUserId} as actorUserId,
      ${activityLog.actorEmail} as actorEmail, ${activityLog.actorRole} as actorRole, ${activityLog.action} as action, ${activityLog.entityType} as entityType,
      ${activityLog.entityId} as entityId, ${activityLog.summary} as summary, ${activityLog.before} as before, ${activityLog.after} as after
      from ${activityLog} ${logFilter.length ? sql`where ${and(...logFilter)}` : sql``}`);
  }
  if (aiFilter) {
    const summary = sql`${aiRuns.kind} || coalesce(': ' || ${aiRuns.subject}, '') || ' (' || ${aiRuns.status} || ')'`;
    parts.push(sql`select 'ai' as source, ${aiRuns.id} as id, ${aiRuns.startedAt} as at, ${aiRuns.userId} as actorUserId,
      ${users.email} as actorEmail, ${users.role} as actorRole, ${AI_RUN_ACTION} as action, 'ai_run' as entityType, cast(${aiRuns.id} as text) as entityId,
      ${summary} as summary, null as before,
      json_object('provider', ${aiRuns.provider}, 'model', ${aiRuns.model}, 'costUsd', ${aiRuns.costUsd}, 'error', ${aiRuns.error}) as after
      from ${aiRuns} left join ${users} on ${users.id} = ${aiRuns.userId} ${aiFilter.length ? sql`where ${and(...aiFilter)}` : sql``}`);
  }
  if (parts.length === 0) return { entries: [], total: 0, page: query.page, pageSize };
  const union = sql.join(parts, sql` union all `);
  const [rows, [totalRow]] = await Promise.all([
    db.all<UnionRow>(sql`${union} order by at desc, source desc, id desc limit ${pageSize} offset ${(query.page - 1) * pageSize}`),
    db.all<{ n: number }>(sql`select count(*) as n from (${union})`),
  ]);
  return { entries: rows.map(toEntry), total: Number(totalRow?.n ?? 0), page: query.page, pageSize };
}
