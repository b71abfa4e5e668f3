import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { changedFieldNames, VERSION_LIMITS, type Version, type VersionedEntityType, type VersionReason } from '../../domain/versions.ts';
import type { Db } from '../client.ts';
import { articles, entityVersions, experts } from '../schema.ts';
import { iso } from './rows.ts';

/**
 * Versions are written by the same batch as the save they record, from the row the save left
 * (INSERT … SELECT), so a version is exactly what was stored and a failed save leaves none. Every
 * write of an expert or article in db/queries goes through `saveWithVersion`.
 */

export type VersionedTable = typeof experts | typeof articles;

/** Who saves, why and when. */
export interface VersionNote {
  reason: VersionReason;
  actor: { id: number; email: string } | null;
  at: Date;
  /** For a restore: the version it brought back. */
  restoredFrom?: number;
}

/** The row (or, for an import, rows) a save touches, found the same way before and after it. */
export interface VersionTarget {
  table: VersionedTable;
  where: SQL;
}

const entityTypeOf = (table: VersionedTable): VersionedEntityType => (table === experts ? 'expert' : 'article');

/** Identity, bookkeeping and list positions: not content, so not versioned. */
const UNVERSIONED: ReadonlySet<string> = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'featured',
  'featuredOrder',
  'publishScheduledBy',
  'unpublishScheduledBy',
  'createdBy',
]);

/** One column as JSON the way the API shows it: lists and objects as JSON, booleans as true/false, times as ISO text. */
function jsonValue(column: SQLiteColumn): SQL {
  switch (column.columnType) {
    case 'SQLiteTextJson':
      return sql`json(${column})`;
    case 'SQLiteBoolean':
      return sql`json(case when ${column} then 'true' else 'false' end)`;
    case 'SQLiteTimestamp':
      return sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch')`;
    default:
      return sql`${column}`;
  }
}

/** The row's versioned fields as one JSON object, built in SQL from the table's own column list. */
function snapshotOf(table: VersionedTable): SQL {
  const columns = Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>).filter(([key]) => !UNVERSIONED.has(key));
  return sql`json_object(${sql.join(
    columns.map(([key, column]) => sql`${key}, ${jsonValue(column)}`),
    sql`, `,
  )})`;
}

function nextNumber(table: VersionedTable): SQL {
  return sql`coalesce((select max(${entityVersions.number}) from ${entityVersions}
    where ${entityVersions.entityType} = ${entityTypeOf(table)} and ${entityVersions.entityId} = ${table.id}), 0) + 1`;
}

const COLUMNS = sql`(entity_type, entity_id, number, reason, actor_user_id, actor_email, restored_from, created_at, data)`;

/** Before a save: the row as it is, if it has no version yet (a row older than versions, or written in bulk). */
function baselineStatement(db: Db, { table, where }: VersionTarget) {
  const type = entityTypeOf(table);
  return db.run(sql`insert into ${entityVersions} ${COLUMNS}
    select ${type}, ${table.id}, 1, 'baseline', null, null, null, ${table.updatedAt}, ${snapshotOf(table)}
    from ${table} where ${where} and not exists (
      select 1 from ${entityVersions} where ${entityVersions.entityType} = ${type} and ${entityVersions.entityId} = ${table.id})`);
}

/** After a save: the row as written, only if the statement just before changed a row (changes() > 0). */
function recordStatement(db: Db, { table, where }: VersionTarget, note: VersionNote) {
  return db.run(sql`insert into ${entityVersions} ${COLUMNS}
    select ${entityTypeOf(table)}, ${table.id}, ${nextNumber(table)}, ${note.reason}, ${note.actor?.id ?? null},
      ${note.actor?.email ?? null}, ${note.restoredFrom ?? null}, ${note.at.getTime()}, ${snapshotOf(table)}
    from ${table} where ${where} and changes() > 0`);
}

/** Keeps the newest VERSION_LIMITS.keepPerEntity versions of the touched rows. */
function pruneStatement(db: Db, { table, where }: VersionTarget) {
  const type = entityTypeOf(table);
  return db.run(sql`delete from ${entityVersions}
    where ${entityVersions.entityType} = ${type}
      and ${entityVersions.entityId} in (select ${table.id} from ${table} where ${where})
      and ${entityVersions.number} <= (select max(newest.number) from ${entityVersions} as newest
        where newest.entity_type = ${type} and newest.entity_id = ${entityVersions.entityId}) - ${VERSION_LIMITS.keepPerEntity}`);
}

/**
 * Runs `write` in one batch with its version: the baseline before it (when the row has none),
 * the version after it (when it changed a row), pruning, then `after` (e.g. renumbering a list).
 * Answers what `write` answered.
 */
export async function saveWithVersion<W extends BatchItem<'sqlite'>>(
  db: Db,
  target: VersionTarget,
  note: VersionNote,
  write: W,
  after: BatchItem<'sqlite'>[] = [],
): Promise<W['_']['result']> {
  const [, result] = await db.batch([baselineStatement(db, target), write, recordStatement(db, target, note), pruneStatement(db, target), ...after]);
  return result as W['_']['result'];
}

/** The statements of `saveWithVersion`, for a caller that batches many saves itself (an import). */
export function versionedStatements(db: Db, target: VersionTarget, note: VersionNote, write: BatchItem<'sqlite'>): BatchItem<'sqlite'>[] {
  return [baselineStatement(db, target), write, recordStatement(db, target, note), pruneStatement(db, target)];
}

/** The version statement alone, for a batch that creates the row in its own way (an approval): records it if the statement before changed a row. */
export function recordVersionStatement(db: Db, target: VersionTarget, note: VersionNote): BatchItem<'sqlite'> {
  return recordStatement(db, target, note);
}

type VersionRow = typeof entityVersions.$inferSelect;

function toVersion(row: VersionRow, previous: VersionRow | undefined): Version {
  return {
    number: row.number,
    reason: row.reason,
    at: iso(row.createdAt),
    actor: row.actorUserId === null && row.actorEmail === null ? null : { id: row.actorUserId, email: row.actorEmail },
    restoredFrom: row.restoredFrom,
    changedFields: changedFieldNames(previous?.data, row.data),
    data: row.data,
  };
}

/** Every kept version of one entity, newest first, each with the fields it changed. */
export async function listVersions(db: Db, entityType: VersionedEntityType, entityId: number): Promise<Version[]> {
  const rows = await db
    .select()
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, entityType), eq(entityVersions.entityId, entityId)))
    .orderBy(asc(entityVersions.number));
  return rows.map((row, index) => toVersion(row, rows[index - 1])).reverse();
}

/** One version with the one before it (for its changed fields); undefined when not kept. */
export async function getVersion(db: Db, entityType: VersionedEntityType, entityId: number, number: number): Promise<Version | undefined> {
  const rows = await db
    .select()
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, entityType), eq(entityVersions.entityId, entityId), sql`${entityVersions.number} <= ${number}`))
    .orderBy(desc(entityVersions.number))
    .limit(2);
  const [row, previous] = rows;
  return row && row.number === number ? toVersion(row, previous) : undefined;
}

/** The newest kept version, or undefined when there is none. */
export async function getLatestVersion(db: Db, entityType: VersionedEntityType, entityId: number): Promise<Version | undefined> {
  const rows = await db
    .select()
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, entityType), eq(entityVersions.entityId, entityId)))
    .orderBy(desc(entityVersions.number))
    .limit(2);
  const [row, previous] = rows;
  return row ? toVersion(row, previous) : undefined;
}

/** The entity as it is now, in the shape of a version's data; undefined when it does not exist. */
export async function currentSnapshot(db: Db, entityType: VersionedEntityType, entityId: number): Promise<Record<string, unknown> | undefined> {
  const table = entityType === 'expert' ? experts : articles;
  const [row] = await db.all<{ data: string }>(sql`select ${snapshotOf(table)} as data from ${table} where ${table.id} = ${entityId}`);
  return row ? (JSON.parse(row.data) as Record<string, unknown>) : undefined;
}
