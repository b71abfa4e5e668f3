import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Article, Expert, ExpertProfile } from '../../domain/entities.ts';
import type { Db } from '../client.ts';
import { articles, experts } from '../schema.ts';
import { listAllArticles } from './articles.ts';
import { listExperts, type ProvenanceChanges } from './experts.ts';

/**
 * An expert as the export writes it and the import reads it: the slug is its key, no id. The
 * provenance an imported file leaves out is kept as stored.
 */
export interface ExpertRecord extends ExpertProfile, ProvenanceChanges {
  slug: string;
  featured: boolean;
  featuredOrder: number | null;
  createdAt: Date | null;
}

/** An article as exported: its expert by slug, since ids differ between databases. */
export interface ArticleRecord extends Omit<Article, 'id' | 'expertId' | 'createdAt' | 'publishedAt' | 'updatedAt'> {
  expertSlug: string | null;
  publishedAt: Date | null;
  createdAt: Date | null;
}

function expertRecord(expert: Expert): ExpertRecord {
  const { id: _id, updatedAt: _updatedAt, createdAt, lastReviewedAt, ...rest } = expert;
  return { ...rest, lastReviewedAt: lastReviewedAt ? new Date(lastReviewedAt) : null, createdAt: new Date(createdAt) };
}

function articleRecord(article: Article, expertSlugs: Map<number, string>): ArticleRecord {
  const { id: _id, expertId, createdAt, publishedAt, updatedAt: _updatedAt, ...rest } = article;
  return {
    ...rest,
    expertSlug: expertId === null ? null : (expertSlugs.get(expertId) ?? null),
    publishedAt: publishedAt ? new Date(publishedAt) : null,
    createdAt: new Date(createdAt),
  };
}

/** Everything an export holds: every expert and every article, in every status. */
export async function readDirectory(db: Db): Promise<{ experts: ExpertRecord[]; articles: ArticleRecord[] }> {
  const [allExperts, allArticles] = await Promise.all([listExperts(db), listAllArticles(db)]);
  const slugs = new Map(allExperts.map((expert) => [expert.id, expert.slug]));
  return { experts: allExperts.map(expertRecord), articles: allArticles.map((article) => articleRecord(article, slugs)) };
}

/** Which of `slugs` already exist. */
export async function existingSlugs(db: Db, table: 'experts' | 'articles', slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const column = table === 'experts' ? experts.slug : articles.slug;
  const from = table === 'experts' ? experts : articles;
  const rows = await db.select({ slug: column }).from(from).where(inArray(column, [...slugs]));
  return new Set(rows.map((row) => row.slug));
}

/** How many rows the file leaves featured: those it does not touch, plus those it features. */
export async function featuredAfterImport(db: Db, table: 'experts' | 'articles', records: ReadonlyArray<{ slug: string; featured: boolean }>): Promise<number> {
  const slugs = records.map((record) => record.slug);
  const featuredColumn = table === 'experts' ? experts.featured : articles.featured;
  const slugColumn = table === 'experts' ? experts.slug : articles.slug;
  const untouched = await db.$count(table === 'experts' ? experts : articles, slugs.length ? and(eq(featuredColumn, true), notInArray(slugColumn, slugs)) : eq(featuredColumn, true));
  return untouched + records.filter((record) => record.featured).length;
}

/** The expert an article names, looked up inside the same batch so experts imported with it are found. */
const expertIdOf = (slug: string | null): SQL | null => (slug ? sql`(select ${experts.id} from ${experts} where ${experts.slug} = ${slug})` : null);

/**
 * Writes the import in one batch (one transaction: all or nothing), experts before articles so an
 * article can name an expert of the same file. Rows are matched by slug: new ones are inserted,
 * existing ones updated (keeping their id and creation time).
 */
export async function applyImport(db: Db, expertRecords: readonly ExpertRecord[], articleRecords: readonly ArticleRecord[]): Promise<void> {
  const statements = [
    ...expertRecords.map(({ createdAt, ...record }) =>
      db
        .insert(experts)
        .values({ ...record, ...(createdAt ? { createdAt } : {}) })
        .onConflictDoUpdate({ target: experts.slug, set: { ...record, updatedAt: new Date() } }),
    ),
    ...articleRecords.map(({ createdAt, expertSlug, ...record }) =>
      db
        .insert(articles)
        .values({ ...record, expertId: expertIdOf(expertSlug), ...(createdAt ? { createdAt } : {}) })
        .onConflictDoUpdate({ target: articles.slug, set: { ...record, expertId: expertIdOf(expertSlug), updatedAt: new Date() } }),
    ),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
