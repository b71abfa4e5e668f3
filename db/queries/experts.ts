import { and, asc, count, eq, inArray, like, notInArray, sql } from 'drizzle-orm';
import type { Expert, ExpertProfile } from '../../domain/entities.ts';
import { slugify, uniqueSlug } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { experts } from '../schema.ts';
import { iso } from './rows.ts';

type ExpertRow = typeof experts.$inferSelect;

export function toExpert(row: ExpertRow): Expert {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    categories: row.categories,
    longevityContribution: row.longevityContribution,
    biography: row.biography,
    imageUrl: row.imageUrl,
    customGptUrl: row.customGptUrl,
    youtubeEmbeds: row.youtubeEmbeds,
    books: row.books,
    scienceHighlights: row.scienceHighlights,
    referenceLinks: row.referenceLinks,
    featured: row.featured,
    featuredOrder: row.featured ? row.featuredOrder : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listExperts(db: Db): Promise<Expert[]> {
  const rows = await db.select().from(experts).orderBy(sql`${experts.name} collate nocase`, asc(experts.id));
  return rows.map(toExpert);
}

export async function listFeaturedExperts(db: Db): Promise<Expert[]> {
  const rows = await db
    .select()
    .from(experts)
    .where(eq(experts.featured, true))
    .orderBy(asc(experts.featuredOrder), asc(experts.id));
  return rows.map(toExpert);
}

export async function getExpertBySlug(db: Db, slug: string): Promise<Expert | undefined> {
  const [row] = await db.select().from(experts).where(eq(experts.slug, slug)).limit(1);
  return row ? toExpert(row) : undefined;
}

export async function getExpertById(db: Db, id: number): Promise<Expert | undefined> {
  const [row] = await db.select().from(experts).where(eq(experts.id, id)).limit(1);
  return row ? toExpert(row) : undefined;
}

/** Slugs already taken that could collide with a slug made from `name`. */
async function takenSlugs(db: Db, name: string, exceptId?: number): Promise<Set<string>> {
  const base = slugify(name) || 'expert';
  const rows = await db
    .select({ id: experts.id, slug: experts.slug })
    .from(experts)
    .where(like(experts.slug, `${base}%`));
  return new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
}

/** How often a slug taken between choosing it and inserting (a concurrent insert) is chosen again. */
const SLUG_ATTEMPTS = 5;

/** Inserts the expert under the first free, non-reserved slug for its name. */
export async function createExpert(
  db: Db,
  profile: ExpertProfile,
  featuring: { featured: boolean; featuredOrder: number | null } = { featured: false, featuredOrder: null },
): Promise<Expert> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = uniqueSlug(profile.name, await takenSlugs(db, profile.name));
    const [row] = await db
      .insert(experts)
      .values({ ...profile, slug, ...featuring })
      .onConflictDoNothing({ target: experts.slug })
      .returning();
    if (row) return toExpert(row);
  }
  throw new Error(`No free slug for "${profile.name}" after ${SLUG_ATTEMPTS} attempts`);
}

/** A free slug for a new expert named `name`; the insert may still lose it to a concurrent one. */
export async function freeExpertSlug(db: Db, name: string): Promise<string> {
  return uniqueSlug(name, await takenSlugs(db, name));
}

/** True when `error` (or its cause) is the unique index on experts.slug refusing a row. */
export function isExpertSlugClash(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed: experts\.slug/.test(current.message)) return true;
  }
  return false;
}

/** Replaces the editable profile; the slug stays, so links to the profile keep working. */
export async function updateExpertProfile(db: Db, id: number, profile: ExpertProfile): Promise<Expert | undefined> {
  const [row] = await db.update(experts).set(profile).where(eq(experts.id, id)).returning();
  return row ? toExpert(row) : undefined;
}

/**
 * Numbers the featured experts 1..n in their current order, touching only rows whose number
 * changes. One statement, so it can close a gap in the same batch that opened it.
 */
function renumberFeatured(db: Db) {
  const ranked = db
    .select({
      id: experts.id,
      position: sql<number>`row_number() over (order by ${experts.featuredOrder}, ${experts.id})`.as('position'),
    })
    .from(experts)
    .where(eq(experts.featured, true))
    .as('ranked');
  return db
    .update(experts)
    .set({ featuredOrder: sql`${ranked.position}` })
    .from(ranked)
    .where(and(eq(experts.id, ranked.id), sql`${experts.featuredOrder} is not ${ranked.position}`));
}

/** Deletes the expert and closes their place in the featured list; articles keep existing without an expert. */
export async function deleteExpertById(db: Db, id: number): Promise<Expert | undefined> {
  const [deleted] = await db.batch([db.delete(experts).where(eq(experts.id, id)).returning(), renumberFeatured(db)]);
  const [row] = deleted;
  return row ? toExpert(row) : undefined;
}

/**
 * Features the expert at the end of the list, in one statement that re-checks the limit, so two
 * concurrent requests cannot pass it together. Undefined when the expert is unknown, already
 * featured, or the list is full.
 */
export async function featureExpert(db: Db, id: number, limit: number): Promise<Expert | undefined> {
  const featuredCount = db.$count(experts, eq(experts.featured, true));
  const [row] = await db
    .update(experts)
    .set({
      featured: true,
      featuredOrder: sql`(select coalesce(max(${experts.featuredOrder}), 0) + 1 from ${experts} where ${experts.featured} = 1)`,
    })
    .where(and(eq(experts.id, id), eq(experts.featured, false), sql`${featuredCount} < ${limit}`))
    .returning();
  return row ? toExpert(row) : undefined;
}

/** Takes the expert out of the featured list and closes the gap; undefined when they were not featured. */
export async function unfeatureExpert(db: Db, id: number): Promise<Expert | undefined> {
  const [unfeatured] = await db.batch([
    db
      .update(experts)
      .set({ featured: false, featuredOrder: null })
      .where(and(eq(experts.id, id), eq(experts.featured, true)))
      .returning(),
    renumberFeatured(db),
  ]);
  const [row] = unfeatured;
  return row ? toExpert(row) : undefined;
}

/**
 * Makes `ids`, in this order, exactly the featured list (featuredOrder 1..n) in one batch; everyone
 * else is unfeatured. The closing renumbering keeps the list gapless should an id vanish meanwhile.
 */
export async function replaceFeaturedExperts(db: Db, ids: readonly number[]): Promise<Expert[]> {
  await db.batch([
    db
      .update(experts)
      .set({ featured: false, featuredOrder: null })
      .where(and(eq(experts.featured, true), notInArray(experts.id, [...ids]))),
    ...ids.map((id, index) => db.update(experts).set({ featured: true, featuredOrder: index + 1 }).where(eq(experts.id, id))),
    renumberFeatured(db),
  ]);
  return listFeaturedExperts(db);
}

/** Which of `ids` belong to an expert. */
export async function existingExpertIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: experts.id })
    .from(experts)
    .where(inArray(experts.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export interface ExpertCounts {
  total: number;
  featured: number;
  /** Distinct category keys used by at least one expert. */
  categories: number;
}

export async function countExperts(db: Db): Promise<ExpertCounts> {
  const [totals] = await db
    .select({ total: count(), featured: sql<number>`coalesce(sum(${experts.featured}), 0)` })
    .from(experts);
  const [categories] = await db.all<{ n: number }>(
    sql`select count(distinct category.value) as n from ${experts}, json_each(${experts.categories}) as category`,
  );
  return { total: totals?.total ?? 0, featured: Number(totals?.featured ?? 0), categories: categories?.n ?? 0 };
}
