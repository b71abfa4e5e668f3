import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../client.ts';
import type { articles, experts } from '../schema.ts';

/**
 * The featured list, written once for every entity that has one (experts: 12, articles: 4): each
 * featured row has a featuredOrder 1..n without gaps or repeats. Every write that can move an order
 * ends its batch with `renumber`, which reads the order as it is at that moment, so concurrent
 * changes still leave the list numbered 1..n.
 */
export type FeaturedTable = typeof experts | typeof articles;

export interface FeaturedList<T extends FeaturedTable> {
  table: T;
  limit: number;
  /** Rows allowed into the list besides being featured (articles: published only). */
  eligible?: SQL;
}

/** Empty orders sort last, then by id: the same rule as domain/featured-order.ts on the client. */
export function featuredOrderBy(table: FeaturedTable): SQL {
  return sql`${table.featuredOrder} asc nulls last, ${table.id} asc`;
}

/** The featured rows in their order. */
export function selectFeatured<T extends FeaturedTable>(db: Db, list: FeaturedList<T>) {
  const { table } = list;
  return db
    .select()
    .from(table as FeaturedTable)
    .where(eq(table.featured, true))
    .orderBy(featuredOrderBy(table)) as unknown as Promise<T['$inferSelect'][]>;
}

/** Numbers the featured rows 1..n in their current order, touching only rows whose number changes. */
export function renumber(db: Db, table: FeaturedTable) {
  const ranked = db
    .select({ id: table.id, position: sql<number>`row_number() over (order by ${featuredOrderBy(table)})`.as('position') })
    .from(table)
    .where(eq(table.featured, true))
    .as('ranked');
  return db
    .update(table)
    .set({ featuredOrder: sql`${ranked.position}` })
    .from(ranked)
    .where(and(eq(table.id, ranked.id), sql`${table.featuredOrder} is not ${ranked.position}`));
}

/**
 * Features the row at the end of the list in one statement that re-checks eligibility and the
 * limit, so concurrent requests cannot pass it. Undefined when the row is unknown, ineligible,
 * already featured or the list is full.
 */
export async function featureAtEnd<T extends FeaturedTable>(db: Db, list: FeaturedList<T>, id: number): Promise<T['$inferSelect'] | undefined> {
  const { table } = list;
  const featuredCount = sql`(select count(*) from ${table} where ${table.featured} = 1)`;
  const [row] = await db
    .update(table as FeaturedTable)
    .set({
      featured: true,
      featuredOrder: sql`(select coalesce(max(${table.featuredOrder}), 0) + 1 from ${table} where ${table.featured} = 1)`,
    })
    .where(and(eq(table.id, id), eq(table.featured, false), sql`${featuredCount} < ${list.limit}`, list.eligible))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/** Takes the row out of the list and closes the gap in one batch; undefined when it was not featured. */
export async function unfeature<T extends FeaturedTable>(db: Db, list: FeaturedList<T>, id: number): Promise<T['$inferSelect'] | undefined> {
  const { table } = list;
  const [rows] = await db.batch([
    db
      .update(table as FeaturedTable)
      .set({ featured: false, featuredOrder: null })
      .where(and(eq(table.id, id), eq(table.featured, true)))
      .returning(),
    renumber(db, table),
  ]);
  return rows[0] as T['$inferSelect'] | undefined;
}

/**
 * Numbers the featured rows in the order of `ids`; with `replace`, rows not in `ids` leave the list
 * and those in it join (the Featured Experts screen's save), else only featured rows move (a
 * reorder). One batch, closed by renumbering, so a row unfeatured meanwhile leaves no gap.
 */
export async function saveFeaturedIds(db: Db, list: FeaturedList<FeaturedTable>, ids: readonly number[], replace: boolean): Promise<void> {
  const { table } = list;
  const place = ids.map((id, index) =>
    db
      .update(table)
      .set(replace ? { featured: true, featuredOrder: index + 1 } : { featuredOrder: index + 1 })
      .where(and(eq(table.id, id), replace ? list.eligible : eq(table.featured, true))),
  );
  const leave = db
    .update(table)
    .set({ featured: false, featuredOrder: null })
    .where(and(eq(table.featured, true), ids.length ? notInArray(table.id, [...ids]) : undefined));
  const [first, ...rest]: BatchItem<'sqlite'>[] = [...(replace ? [leave] : []), ...place, renumber(db, table)];
  if (first) await db.batch([first, ...rest]);
}

/** Which of `ids` name a row of the table. */
export async function existingIds(db: Db, table: FeaturedTable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
