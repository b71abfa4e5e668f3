import { asc, eq, like, sql } from 'drizzle-orm';
import type { CategoryKey } from '../../domain/categories.ts';
import type { Expert } from '../../domain/entities.ts';
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

/** The editable profile: everything but identity, featuring and timestamps. */
export interface ExpertProfile {
  name: string;
  title: string;
  categories: CategoryKey[];
  longevityContribution: string;
  biography: string;
  imageUrl: string | null;
  customGptUrl: string | null;
  youtubeEmbeds: string[];
  books: string[];
  scienceHighlights: string[];
  referenceLinks: string[];
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

export async function createExpert(
  db: Db,
  profile: ExpertProfile,
  featuring: { featured: boolean; featuredOrder: number | null } = { featured: false, featuredOrder: null },
): Promise<Expert> {
  const slug = uniqueSlug(profile.name, await takenSlugs(db, profile.name));
  const [row] = await db
    .insert(experts)
    .values({ ...profile, slug, ...featuring })
    .returning();
  if (!row) throw new Error('Expert insert returned no row');
  return toExpert(row);
}
