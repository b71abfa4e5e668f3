import { count } from 'drizzle-orm';
import { articleCreateSchema } from '../../domain/schemas/article.ts';
import { expertProfileSchema } from '../../domain/schemas/expert.ts';
import { slugify } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { insertArticle } from '../queries/articles.ts';
import { createExpert } from '../queries/experts.ts';
import { experts } from '../schema.ts';
import { seedArticles, type SeedArticle } from './articles.ts';
import { seedExperts, type SeedExpert } from './experts.ts';

/**
 * Inserts the curated experts, then the articles linked to them by expert slug. Their text goes
 * through the editor's schemas, as every other way in does (one text rule: control characters
 * dropped, lengths checked); a seed entry the editor would refuse stops the seed with its message.
 */
export async function seedDatabase(
  db: Db,
  seed: { experts: readonly SeedExpert[]; articles: readonly SeedArticle[] } = { experts: seedExperts, articles: seedArticles },
): Promise<{ experts: number; articles: number }> {
  const idBySlug = new Map<string, number>();
  for (const { featuredOrder, ...entry } of seed.experts) {
    const featuring = featuredOrder === undefined ? undefined : { featured: true, featuredOrder };
    const profile = { ...entry, ...expertProfileSchema.parse(entry) };
    const created = await createExpert(db, profile, featuring);
    idBySlug.set(slugify(profile.name), created.id);
  }

  for (const { expertSlug, featuredOrder, publishedAt, ...entry } of seed.articles) {
    const article = { ...entry, ...articleCreateSchema.parse(entry) };
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
    });
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
