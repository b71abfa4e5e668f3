import { eq, sql } from 'drizzle-orm';
import type { PublishStatus } from '../../domain/entities.ts';
import type { Db } from '../client.ts';
import { buildStatus } from '../schema.ts';
import { isoOrNull } from './rows.ts';

export type BuildStatusRow = typeof buildStatus.$inferSelect;
export type BuildStatusPatch = Partial<Omit<BuildStatusRow, 'id'>>;

const ROW_ID = 1;

export async function getBuildStatus(db: Db): Promise<BuildStatusRow> {
  const [row] = await db.select().from(buildStatus).where(eq(buildStatus.id, ROW_ID)).limit(1);
  return (
    row ?? {
      id: ROW_ID,
      state: 'idle',
      queued: false,
      currentReason: null,
      startedAt: null,
      lastSuccessAt: null,
      lastDurationMs: null,
      lastPageCount: null,
      lastBuildId: null,
      lastFingerprint: null,
      lastError: null,
      lastErrorAt: null,
      generation: 0,
    }
  );
}

/** The stored state as the dashboard shows it. */
export async function getPublishStatus(db: Db): Promise<PublishStatus> {
  const row = await getBuildStatus(db);
  return {
    state: row.state,
    queued: row.queued,
    currentReason: row.currentReason,
    startedAt: isoOrNull(row.startedAt),
    lastSuccessAt: isoOrNull(row.lastSuccessAt),
    lastDurationMs: row.lastDurationMs,
    lastPageCount: row.lastPageCount,
    lastError: row.lastError,
    lastErrorAt: isoOrNull(row.lastErrorAt),
  };
}

export async function saveBuildStatus(db: Db, patch: BuildStatusPatch): Promise<void> {
  await db
    .insert(buildStatus)
    .values({ id: ROW_ID, ...patch })
    .onConflictDoUpdate({ target: buildStatus.id, set: patch });
}

/**
 * Changes whenever anything the public pages show changes: row counts and the newest update
 * time of experts and articles (every write through Drizzle stamps updated_at).
 */
export async function contentFingerprint(db: Db): Promise<string> {
  // Each count and maximum on its own: SQLite then counts the b-tree and reads the newest update
  // from its index's end, where together they would walk every row.
  const [row] = await db.all<{ fingerprint: string }>(sql`
    select
      (select count(*) from experts) || ':' || coalesce((select max(updated_at) from experts), 0) || '|' ||
      (select count(*) from articles) || ':' || coalesce((select max(updated_at) from articles), 0) as fingerprint`);
  return row?.fingerprint ?? '';
}

/** The content generation (see buildStatus.generation): 0 before the first change. */
export async function getGeneration(db: Db): Promise<number> {
  const [row] = await db.select({ generation: buildStatus.generation }).from(buildStatus).where(eq(buildStatus.id, ROW_ID)).limit(1);
  return row?.generation ?? 0;
}

/** Counts one change to what the public sees, atomically; answers the new generation. */
export async function bumpGeneration(db: Db): Promise<number> {
  const [row] = await db
    .insert(buildStatus)
    .values({ id: ROW_ID, generation: 1 })
    .onConflictDoUpdate({ target: buildStatus.id, set: { generation: sql`${buildStatus.generation} + 1` } })
    .returning({ generation: buildStatus.generation });
  return row?.generation ?? 0;
}
