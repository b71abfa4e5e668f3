import { gt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pageVisits } from '../schema.ts';

/** Adds counted views to their pages in one batch (paths the servers counted since their last flush). */
export async function addPageVisits(db: Db, counts: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...counts].filter(([, visits]) => visits > 0).map(([path, visits]) => ({ path, visits }));
  // One statement per 500 rows keeps each under SQLite's bound-parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(pageVisits)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({ target: pageVisits.path, set: { visits: sql`${pageVisits.visits} + excluded.visits`, updatedAt: new Date() } });
  }
}

/** Views per path, for every page seen at least once. */
export async function listPageVisits(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ path: pageVisits.path, visits: pageVisits.visits }).from(pageVisits).where(gt(pageVisits.visits, 0));
  return new Map(rows.map((row) => [row.path, row.visits]));
}
