import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { retiredPaths } from '../schema.ts';

export interface RetiredPath {
  path: string;
  /** Where the path now lives (301), or null when its item was deleted (410). */
  targetPath: string | null;
}

type EntityType = 'expert' | 'article';

/**
 * `oldPath` now redirects to `newPath`, in one batch: rows that pointed at `oldPath` point at
 * `newPath` (chains collapse to one hop), and `newPath`, live again, stops being retired.
 */
export async function retirePath(db: Db, oldPath: string, newPath: string, entity: { type: EntityType; id: number }): Promise<void> {
  await db.batch([
    db.update(retiredPaths).set({ targetPath: newPath }).where(eq(retiredPaths.targetPath, oldPath)),
    db.delete(retiredPaths).where(eq(retiredPaths.path, newPath)),
    db
      .insert(retiredPaths)
      .values({ path: oldPath, targetPath: newPath, entityType: entity.type, entityId: entity.id })
      .onConflictDoUpdate({ target: retiredPaths.path, set: { targetPath: newPath, entityType: entity.type, entityId: entity.id } }),
  ]);
}

/** `path` (and every old path that redirected to it) answers 410 Gone: its item was deleted. */
export async function retireGonePath(db: Db, path: string, entity: { type: EntityType; id: number }): Promise<void> {
  await db.batch([
    db.update(retiredPaths).set({ targetPath: null }).where(eq(retiredPaths.targetPath, path)),
    db
      .insert(retiredPaths)
      .values({ path, targetPath: null, entityType: entity.type, entityId: entity.id })
      .onConflictDoUpdate({ target: retiredPaths.path, set: { targetPath: null, entityType: entity.type, entityId: entity.id } }),
  ]);
}

/** The paths are live again (a new expert or article took them): they stop redirecting. */
export async function reviveLivePaths(db: Db, paths: readonly string[]): Promise<void> {
  if (paths.length) await db.delete(retiredPaths).where(inArray(retiredPaths.path, [...paths]));
}

export async function getRetiredPath(db: Db, path: string): Promise<RetiredPath | undefined> {
  const [row] = await db
    .select({ path: retiredPaths.path, targetPath: retiredPaths.targetPath })
    .from(retiredPaths)
    .where(eq(retiredPaths.path, path))
    .limit(1);
  return row;
}

export async function listRetiredPaths(db: Db): Promise<RetiredPath[]> {
  return db.select({ path: retiredPaths.path, targetPath: retiredPaths.targetPath }).from(retiredPaths).orderBy(retiredPaths.path);
}
