import { and, count, eq, sql } from 'drizzle-orm';
import { slugify } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { insertArticle } from '../queries/articles.ts';
import { createExpert, type ProvenanceChanges } from '../queries/experts.ts';
import { experts } from '../schema.ts';
import { seedArticles } from './articles.ts';
import { seedExperts } from './experts.ts';
import { SEED_PROVENANCE, type SeedProvenance } from './provenance.ts';

/** A seed expert's provenance as the row keeps it: the day it was checked is its review date. */
function provenanceOf(entry: SeedProvenance | undefined): ProvenanceChanges {
  if (!entry) return {};
  const { lastReviewedAt, ...rest } = entry;
  return { ...rest, aiAssisted: false, lastReviewedAt: new Date(`${lastReviewedAt}T00:00:00Z`) };
}

/**
 * Inserts the curated experts with their provenance (keyed by name), then the articles linked to
 * them by expert slug; each keeps a first version by nobody. A provenance entry naming no seed
 * expert is a mistake in the data: refused.
 */
export async function seedDatabase(db: Db, provenance: Record<string, SeedProvenance> = SEED_PROVENANCE): Promise<{ experts: number; articles: number }> {
  const names = new Set(seedExperts.map((expert) => expert.name));
  const stray = Object.keys(provenance).filter((name) => !names.has(name));
  if (stray.length > 0) throw new Error(`Seed provenance names experts who are not among the seed experts: ${stray.join(', ')}`);
  const idBySlug = new Map<string, number>();
  const note = () => ({ reason: 'create' as const, actor: null, at: new Date() });
  for (const { featuredOrder, ...profile } of seedExperts) {
    const featuring = featuredOrder === undefined ? {} : { featured: true, featuredOrder };
    const created = await createExpert(db, profile, note(), featuring, provenanceOf(provenance[profile.name]));
    idBySlug.set(slugify(profile.name), created.id);
  }

  for (const { expertSlug, featuredOrder, publishedAt, ...article } of seedArticles) {
    const expertId = idBySlug.get(expertSlug);
    if (expertId === undefined) {
      throw new Error(`Seed article "${article.slug}" names expert "${expertSlug}", which is not among the seed experts`);
    }
    const published = article.status === 'published' && publishedAt ? new Date(publishedAt) : null;
    await insertArticle(db, {
      ...article,
      expertId,
      featured: featuredOrder !== undefined,
      featuredOrder: featuredOrder ?? null,
      publishedAt: published,
      ...(published ? { createdAt: published } : {}),
    }, note());
  }

  return { experts: seedExperts.length, articles: seedArticles.length };
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
