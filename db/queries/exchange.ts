import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Article, Expert, ExpertProfile } from '../../domain/entities.ts';
import type { Db } from '../client.ts';
import { articles, experts } from '../schema.ts';
import { listAllArticles, toArticle } from './articles.ts';
import { listExperts, toExpert, type ProvenanceChanges } from './experts.ts';
import { versionedStatements, type VersionNote } from './versions.ts';

/**
 * An expert as the export writes it and the import reads it: the slug is its key, no id. The
 * publication state travels in JSON; a file without it (any CSV) leaves an existing expert's as it
 * is and makes a new one public. The provenance an imported file leaves out is kept as stored.
 */
export interface ExpertRecord extends ExpertProfile, ProvenanceChanges {
  slug: string;
  featured: boolean;
  featuredOrder: number | null;
  createdAt: Date | null;
  published?: boolean | undefined;
  publishAt?: Date | null | undefined;
}

/** An article as exported: its expert by slug, since ids differ between databases. */
export interface ArticleRecord extends Omit<Article, 'id' | 'expertId' | 'createdAt' | 'publishedAt' | 'updatedAt' | 'publishAt' | 'unpublishAt'> {
  expertSlug: string | null;
  publishedAt: Date | null;
  createdAt: Date | null;
  publishAt?: Date | null | undefined;
  unpublishAt?: Date | null | undefined;
}

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

function expertRecord(expert: Expert): ExpertRecord {
  const { id: _id, updatedAt: _updatedAt, createdAt, publishAt, lastReviewedAt, ...rest } = expert;
  return { ...rest, publishAt: dateOrNull(publishAt), lastReviewedAt: dateOrNull(lastReviewedAt), createdAt: new Date(createdAt) };
}

function articleRecord(article: Article, expertSlugs: Map<number, string>): ArticleRecord {
  const { id: _id, expertId, createdAt, publishedAt, updatedAt: _updatedAt, publishAt, unpublishAt, ...rest } = article;
  return {
    ...rest,
    expertSlug: expertId === null ? null : (expertSlugs.get(expertId) ?? null),
    publishedAt: dateOrNull(publishedAt),
    publishAt: dateOrNull(publishAt),
    unpublishAt: dateOrNull(unpublishAt),
    createdAt: new Date(createdAt),
  };
}

/** Everything an export holds: every expert and every article, in every status. */
export async function readDirectory(db: Db): Promise<{ experts: ExpertRecord[]; articles: ArticleRecord[] }> {
  const [allExperts, allArticles] = await Promise.all([listExperts(db), listAllArticles(db)]);
  const slugs = new Map(allExperts.map((expert) => [expert.id, expert.slug]));
  return { experts: allExperts.map(expertRecord), articles: allArticles.map((article) => articleRecord(article, slugs)) };
}

/** The stored experts of these slugs, as the export would write them (the import compares its rows with them). */
export async function storedExpertRecords(db: Db, slugs: readonly string[]): Promise<Map<string, ExpertRecord>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(experts)
    .where(inArray(experts.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, expertRecord(toExpert(row))]));
}

/** The stored articles of these slugs, as the export would write them (their expert by slug). */
export async function storedArticleRecords(db: Db, slugs: readonly string[]): Promise<Map<string, ArticleRecord>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ article: articles, expertId: experts.id, expertSlug: experts.slug })
    .from(articles)
    .leftJoin(experts, eq(experts.id, articles.expertId))
    .where(inArray(articles.slug, [...slugs]));
  return new Map(
    rows.map(({ article, expertId, expertSlug }) => [
      article.slug,
      articleRecord(toArticle(article), new Map(expertId === null || expertSlug === null ? [] : [[expertId, expertSlug]])),
    ]),
  );
}

/** Which of `slugs` already exist. */
export async function existingSlugs(db: Db, table: 'experts' | 'articles', slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const column = table === 'experts' ? experts.slug : articles.slug;
  const from = table === 'experts' ? experts : articles;
  const rows = await db
    .select({ slug: column })
    .from(from)
    .where(inArray(column, [...slugs]));
  return new Set(rows.map((row) => row.slug));
}

/** How many rows the file leaves featured: those it does not touch, plus those it features. */
export async function featuredAfterImport(db: Db, table: 'experts' | 'articles', records: ReadonlyArray<{ slug: string; featured: boolean }>): Promise<number> {
  const slugs = records.map((record) => record.slug);
  const featuredColumn = table === 'experts' ? experts.featured : articles.featured;
  const slugColumn = table === 'experts' ? experts.slug : articles.slug;
  const untouched = await db.$count(
    table === 'experts' ? experts : articles,
    slugs.length ? and(eq(featuredColumn, true), notInArray(slugColumn, slugs)) : eq(featuredColumn, true),
  );
  return untouched + records.filter((record) => record.featured).length;
}

/** The expert an article names, looked up inside the same batch so experts imported with it are found. */
const expertIdOf = (slug: string | null): SQL | null => (slug ? sql`(select ${experts.id} from ${experts} where ${experts.slug} = ${slug})` : null);

/**
 * Writes the import in one batch (one transaction: all or nothing), experts before articles so an
 * article can name an expert of the same file. Rows are matched by slug: new ones are inserted,
 * existing ones updated (keeping their id and creation time); each keeps a version. A publication
 * time in the file is scheduled in the name of whoever imports it.
 */
export async function applyImport(db: Db, expertRecords: readonly ExpertRecord[], articleRecords: readonly ArticleRecord[], note: VersionNote): Promise<void> {
  const by = note.actor?.id ?? null;
  const statements = [
    ...expertRecords.flatMap(({ createdAt, ...record }) => {
      const values = { ...record, ...(record.publishAt ? { publishScheduledBy: by } : {}) };
      const upsert = db
        .insert(experts)
        .values({ ...values, ...(createdAt ? { createdAt } : {}) })
        .onConflictDoUpdate({ target: experts.slug, set: { ...values, updatedAt: new Date() } });
      return versionedStatements(db, { table: experts, where: eq(experts.slug, record.slug) }, note, upsert);
    }),
    ...articleRecords.flatMap(({ createdAt, expertSlug, ...record }) => {
      const values = {
        ...record,
        expertId: expertIdOf(expertSlug),
        ...(record.publishAt ? { publishScheduledBy: by } : {}),
        ...(record.unpublishAt ? { unpublishScheduledBy: by } : {}),
      };
      const upsert = db
        .insert(articles)
        .values({ ...values, ...(createdAt ? { createdAt } : {}) })
        .onConflictDoUpdate({ target: articles.slug, set: { ...values, updatedAt: new Date() } });
      return versionedStatements(db, { table: articles, where: eq(articles.slug, record.slug) }, note, upsert);
    }),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
