import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Expert, ExpertProfile } from '../../domain/entities.ts';
import { NO_IDENTIFIERS, type ExpertProvenance } from '../../domain/provenance.ts';
import { slugify, uniqueSlug } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { experts } from '../schema.ts';
import { featuredOrderBy, renumber } from './featured-order.ts';
import { iso, isoOrNull } from './rows.ts';
import { saveWithVersion, type VersionNote } from './versions.ts';
import { publicExpert } from './visibility.ts';

type ExpertRow = typeof experts.$inferSelect;

/**
 * Provenance written beside a profile: each field optional, so a writer that leaves one out keeps
 * what is stored (or, for a new expert, the column's default: none).
 */
export type ProvenanceChanges = Partial<Omit<ExpertProvenance, 'lastReviewedAt'>> & { lastReviewedAt?: Date | null };

const PROVENANCE_KEYS = ['sources', 'identifiers', 'disclosures', 'contextNotes', 'aiAssisted', 'lastReviewedAt'] as const;

/** Only the provenance keys that were given: the update statement leaves the others as stored. */
export function provenanceValues(changes: ProvenanceChanges): ProvenanceChanges {
  return Object.fromEntries(PROVENANCE_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key]]));
}

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
    sources: row.sources,
    // A row written by hand may lack a key: every identifier is present in the answer.
    identifiers: { ...NO_IDENTIFIERS, ...row.identifiers },
    disclosures: row.disclosures,
    contextNotes: row.contextNotes,
    aiAssisted: row.aiAssisted,
    lastReviewedAt: isoOrNull(row.lastReviewedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    published: row.published,
    publishAt: isoOrNull(row.publishAt),
  };
}

const byName = [sql`${experts.name} collate nocase`, asc(experts.id)] as const;

/** Every expert, public or not, by name: the admin's list and the export. */
export async function listExperts(db: Db, options: { createdBy?: number } = {}): Promise<Expert[]> {
  const where = options.createdBy === undefined ? undefined : eq(experts.createdBy, options.createdBy);
  const rows = await db
    .select()
    .from(experts)
    .where(where)
    .orderBy(...byName);
  return rows.map(toExpert);
}

/** The experts the public sees at `now` (db/queries/visibility.ts), by name. */
export async function listPublicExperts(db: Db, now: Date): Promise<Expert[]> {
  const rows = await db
    .select()
    .from(experts)
    .where(publicExpert(now))
    .orderBy(...byName);
  return rows.map(toExpert);
}

/** The featured experts the public sees at `now`, in their order. */
export async function listPublicFeaturedExperts(db: Db, now: Date): Promise<Expert[]> {
  const rows = await db
    .select()
    .from(experts)
    .where(and(eq(experts.featured, true), publicExpert(now)))
    .orderBy(featuredOrderBy(experts));
  return rows.map(toExpert);
}

export async function getPublicExpertBySlug(db: Db, slug: string, now: Date): Promise<Expert | undefined> {
  const [row] = await db
    .select()
    .from(experts)
    .where(and(eq(experts.slug, slug), publicExpert(now)))
    .limit(1);
  return row ? toExpert(row) : undefined;
}

export async function getPublicExpertById(db: Db, id: number, now: Date): Promise<Expert | undefined> {
  const [row] = await db
    .select()
    .from(experts)
    .where(and(eq(experts.id, id), publicExpert(now)))
    .limit(1);
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

/** What a new expert may carry besides its profile: featuring, and a scheduled publication. */
export type NewExpertState = Partial<
  Pick<typeof experts.$inferInsert, 'featured' | 'featuredOrder' | 'published' | 'publishAt' | 'publishScheduledBy' | 'createdBy'>
>;

/** Inserts the expert under the first free, non-reserved slug for its name, with its provenance and its first version. */
export async function createExpert(
  db: Db,
  profile: ExpertProfile,
  note: VersionNote,
  state: NewExpertState = {},
  provenance: ProvenanceChanges = {},
): Promise<Expert> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = uniqueSlug(profile.name, await takenSlugs(db, profile.name));
    const insert = db
      .insert(experts)
      .values({ ...profileValues(profile), ...provenanceValues(provenance), slug, ...state })
      .onConflictDoNothing({ target: experts.slug })
      .returning();
    const [row] = await saveWithVersion(db, { table: experts, where: eq(experts.slug, slug) }, note, insert);
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

/** Exactly the profile's columns, whatever else the object carries. */
function profileValues(profile: ExpertProfile): ExpertProfile {
  return {
    name: profile.name,
    title: profile.title,
    categories: profile.categories,
    longevityContribution: profile.longevityContribution,
    biography: profile.biography,
    imageUrl: profile.imageUrl,
    customGptUrl: profile.customGptUrl,
    youtubeEmbeds: profile.youtubeEmbeds,
    books: profile.books,
    scienceHighlights: profile.scienceHighlights,
    referenceLinks: profile.referenceLinks,
  };
}

/**
 * Replaces the editable profile, and the provenance fields given, keeping a version; the slug
 * stays, so links to the profile keep working.
 */
export async function updateExpertProfile(
  db: Db,
  id: number,
  profile: ExpertProfile,
  note: VersionNote,
  provenance: ProvenanceChanges = {},
): Promise<Expert | undefined> {
  const update = db
    .update(experts)
    .set({ ...profileValues(profile), ...provenanceValues(provenance) })
    .where(eq(experts.id, id))
    .returning();
  const [row] = await saveWithVersion(db, { table: experts, where: eq(experts.id, id) }, note, update);
  return row ? toExpert(row) : undefined;
}

/** Deletes the expert and closes their place in the featured list; articles keep existing without an expert. */
export async function deleteExpertById(db: Db, id: number): Promise<Expert | undefined> {
  const [deleted] = await db.batch([db.delete(experts).where(eq(experts.id, id)).returning(), renumber(db, experts)]);
  const [row] = deleted;
  return row ? toExpert(row) : undefined;
}

export interface ExpertCounts {
  total: number;
  featured: number;
  /** Distinct category keys used by at least one expert. */
  categories: number;
}

export async function countExperts(db: Db): Promise<ExpertCounts> {
  const [totals] = await db.select({ total: count(), featured: sql<number>`coalesce(sum(${experts.featured}), 0)` }).from(experts);
  const [categories] = await db.all<{ n: number }>(
    sql`select count(distinct category.value) as n from ${experts}, json_each(${experts.categories}) as category`,
  );
  return { total: totals?.total ?? 0, featured: Number(totals?.featured ?? 0), categories: categories?.n ?? 0 };
}
