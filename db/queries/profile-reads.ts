import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ReadKind } from '../../domain/profile-reads.ts';
import type { Db } from '../client.ts';
import { experts, profileReads } from '../schema.ts';
import { publicExpert } from './visibility.ts';

/** Adds one read of `kind` on `day` to each expert (one statement). */
export async function addReads(db: Db, expertIds: readonly number[], day: string, kind: ReadKind): Promise<void> {
  if (expertIds.length === 0) return;
  const column = kind === 'view' ? profileReads.views : profileReads.searchAppearances;
  await db
    .insert(profileReads)
    .values(expertIds.map((expertId) => ({ expertId, day, views: kind === 'view' ? 1 : 0, searchAppearances: kind === 'search' ? 1 : 0 })))
    .onConflictDoUpdate({ target: [profileReads.expertId, profileReads.day], set: { [kind === 'view' ? 'views' : 'searchAppearances']: sql`${column} + 1` } });
}

/** An expert's daily counts since `fromDay` ('YYYY-MM-DD'). */
export function listReads(db: Db, expertId: number, fromDay: string) {
  return db
    .select({ day: profileReads.day, views: profileReads.views, searchAppearances: profileReads.searchAppearances })
    .from(profileReads)
    .where(and(eq(profileReads.expertId, expertId), gte(profileReads.day, fromDay)));
}

/** The ids of the public profiles among `slugs` (a beacon naming anything else counts nothing). */
export async function publicExpertIds(db: Db, slugs: readonly string[], now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(publicExpert(now), inArray(experts.slug, [...slugs])));
  return rows.map((row) => row.id);
}
