import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimits } from '../schema.ts';

/**
 * Counts one attempt in the fixed window of `key` with a single upsert, so concurrent requests
 * (and several server processes sharing the database) never lose a count: a window that has
 * ended restarts at 1, otherwise the count goes up.
 */
export async function countAttempt(db: Db, key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const ended = sql`${rateLimits.resetAt} <= ${now.getTime()}`;
  const nextReset = now.getTime() + windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(nextReset) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${ended} THEN ${nextReset} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('Rate-limit upsert returned no row');
  return row;
}

/** Counts one failure for `key`; the window slides, ending `windowMs` after this failure. */
export async function countFailure(db: Db, key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const ended = sql`${rateLimits.resetAt} <= ${now.getTime()}`;
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.count} + 1 END`, resetAt },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('Rate-limit upsert returned no row');
  return row;
}

export async function findRateLimit(db: Db, key: string): Promise<{ count: number; resetAt: Date } | undefined> {
  const [row] = await db.select({ count: rateLimits.count, resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

export async function deleteRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteEndedRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
}
