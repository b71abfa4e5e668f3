import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Article, ArticleSummary } from '../../domain/entities.ts';
import type { Db } from '../client.ts';
import { articles } from '../schema.ts';
import { iso, isoOrNull } from './rows.ts';

type ArticleRow = typeof articles.$inferSelect;

export function toArticleSummary(row: Omit<ArticleRow, 'content'>): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    featuredImageUrl: row.featuredImageUrl,
    contentType: row.contentType,
    expertId: row.expertId,
    seoTags: row.seoTags,
    status: row.status,
    featured: row.featured,
    featuredOrder: row.featured ? row.featuredOrder : null,
    aiGenerated: row.aiGenerated,
    createdAt: iso(row.createdAt),
    publishedAt: isoOrNull(row.publishedAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toArticle(row: ArticleRow): Article {
  return { ...toArticleSummary(row), content: row.content };
}

const { content: _content, ...summaryColumns } = getTableColumns(articles);
const published = eq(articles.status, 'published');
const newestFirst = [desc(articles.publishedAt), desc(articles.id)] as const;

/** Tags are matched case-insensitively against the JSON list. */
function taggedWith(tag: string) {
  return sql`exists (select 1 from json_each(${articles.seoTags}) where lower(json_each.value) = lower(${tag}))`;
}

export async function listPublishedArticles(db: Db, filter: { tag?: string | undefined } = {}): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(filter.tag ? and(published, taggedWith(filter.tag)) : published)
    .orderBy(...newestFirst);
  return rows.map(toArticleSummary);
}

/** Every published article with its body, for the site build. */
export async function listPublishedArticlesWithContent(db: Db): Promise<Article[]> {
  const rows = await db.select().from(articles).where(published).orderBy(...newestFirst);
  return rows.map(toArticle);
}

export async function listFeaturedArticles(db: Db): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(published, eq(articles.featured, true)))
    .orderBy(asc(articles.featuredOrder), asc(articles.id));
  return rows.map(toArticleSummary);
}

export async function getPublishedArticleBySlug(db: Db, slug: string): Promise<Article | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(published, eq(articles.slug, slug)))
    .limit(1);
  return row ? toArticle(row) : undefined;
}

export async function listPublishedArticlesByExpert(db: Db, expertId: number): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(published, eq(articles.expertId, expertId)))
    .orderBy(...newestFirst);
  return rows.map(toArticleSummary);
}

export type NewArticle = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: Date };

/** Inserts an article as given (seed, synthetic data, library publishing). */
export async function insertArticle(db: Db, values: NewArticle): Promise<Article> {
  const [row] = await db.insert(articles).values(values).returning();
  if (!row) throw new Error('Article insert returned no row');
  return toArticle(row);
}
