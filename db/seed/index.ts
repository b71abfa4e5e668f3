import { count } from 'drizzle-orm';
import { slugify } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { insertArticle } from '../queries/articles.ts';
import { createExpert } from '../queries/experts.ts';
import { experts } from '../schema.ts';
import { seedArticles } from './articles.ts';
import { seedExperts } from './experts.ts';

/** Inserts the curated experts, then the articles linked to them by expert slug; each keeps a first version by nobody. */
export async function seedDatabase(db: Db): Promise<{ experts: number; articles: number }> {
  const idBySlug = new Map<string, number>();
  const note = () => ({ reason: 'create' as const, actor: null, at: new Date() });
  for (const { featuredOrder, ...profile } of seedExperts) {
    const featuring = featuredOrder === undefined ? {} : { featured: true, featuredOrder };
    const created = await createExpert(db, profile, note(), featuring);
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
