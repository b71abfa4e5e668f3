import { and, count, eq, sql } from 'drizzle-orm';
import { articleCreateSchema } from '../../domain/schemas/article.ts';
import { expertProfileSchema } from '../../domain/schemas/expert.ts';
import { slugify } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { insertArticle } from '../queries/articles.ts';
import { createExpert, type ProvenanceChanges } from '../queries/experts.ts';
import { experts } from '../schema.ts';
import { seedArticles, type SeedArticle } from './articles.ts';
import { seedExperts, type SeedExpert } from './experts.ts';
import { SEED_PROVENANCE, type SeedProvenance } from './provenance.ts';

/** A seed expert's provenance as the row keeps it: the day it was checked is its review date. */
function provenanceOf(entry: SeedProvenance | undefined): ProvenanceChanges {
  if (!entry) return {};
  const { lastReviewedAt, ...rest } = entry;
  return { ...rest, aiAssisted: false, lastReviewedAt: new Date(`${lastReviewedAt}T00:00:00Z`) };
}

export interface Seed {
  experts: readonly SeedExpert[];
  articles: readonly SeedArticle[];
  /** Keyed by expert name. */
  provenance: Readonly<Record<string, SeedProvenance>>;
}

/**
 * Inserts the curated experts with their provenance (keyed by name), then the articles linked to
 * them by expert slug; each keeps a first version by nobody. Their text goes through the editor's
 * schemas, as every other way in does (one text rule: control characters dropped, lengths
 * checked); a seed entry the editor would refuse stops the seed with its message. A provenance
 * entry naming no seed expert is a mistake in the data: refused.
 */
export async function seedDatabase(db: Db, given: Partial<Seed> = {}): Promise<{ experts: number; articles: number }> {
  const seed: Seed = { experts: seedExperts, articles: seedArticles, provenance: SEED_PROVENANCE, ...given };
  const names = new Set(seed.experts.map((expert) => expert.name));
  const stray = Object.keys(seed.provenance).filter((name) => !names.has(name));
  if (stray.length > 0) throw new Error(`Seed provenance names experts who are not among the seed experts: ${stray.join(', ')}`);
  const idBySlug = new Map<string, number>();
  const note = () => ({ reason: 'create' as const, actor: null, at: new Date() });
  for (const { featuredOrder, ...entry } of seed.experts) {
    const featuring = featuredOrder === undefined ? {} : { featured: true, featuredOrder };
    const profile = { ...entry, ...expertProfileSchema.parse(entry) };
    const created = await createExpert(db, profile, note(), featuring, provenanceOf(seed.provenance[profile.name]));
    idBySlug.set(slugify(profile.name), created.id);
  }

  for (const { expertSlug, featuredOrder, publishedAt, ...entry } of seed.articles) {
    const article = { ...entry, ...articleCreateSchema.parse(entry) };
    const expertId = idBySlug.get(expertSlug);
    if (expertId === undefined) {
      throw new Error(`Seed article "${article.slug}" names expert "${expertSlug}", which is not among the seed experts`);
    }
    const published = article.status === 'published' && publishedAt ? new Date(publishedAt) : null;
    await insertArticle(
      db,
      {
        ...article,
        expertId,
        featured: featuredOrder !== undefined,
        featuredOrder: featuredOrder ?? null,
        publishedAt: published,
        ...(published ? { createdAt: published } : {}),
      },
      note(),
    );
  }

  return { experts: seed.experts.length, articles: seed.articles.length };
}

/** Seeds a database whose experts table is empty; answers whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(experts);
  if ((row?.total ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}

/**
 * For a database seeded before the seed had provenance: writes each seed expert's provenance onto
 * the expert of that name, only where nobody has given that expert any (no sources, identifiers,
 * disclosures or context notes). Answers how many experts it filled in.
 */
export async function seedProvenanceIfMissing(db: Db, provenance: Record<string, SeedProvenance> = SEED_PROVENANCE): Promise<number> {
  let filled = 0;
  for (const [name, entry] of Object.entries(provenance)) {
    const untouched = and(
      eq(experts.name, name),
      sql`${experts.sources} = '[]' and ${experts.disclosures} = '[]' and ${experts.contextNotes} = '[]'`,
      sql`json_extract(${experts.identifiers}, '$.wikidata') is null and json_extract(${experts.identifiers}, '$.orcid') is null and json_extract(${experts.identifiers}, '$.openalex') is null`,
    );
    const changed = await db.update(experts).set(provenanceOf(entry)).where(untouched).returning({ id: experts.id });
    filled += changed.length;
  }
  return filled;
}
