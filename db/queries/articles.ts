import { and, desc, eq, getTableColumns, like, sql } from 'drizzle-orm';
import type { Article, ArticleSummary } from '../../domain/entities.ts';
import { RESERVED_ARTICLE_SLUGS, slugify, uniqueSlug } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { articles } from '../schema.ts';
import { featuredOrderBy, renumber } from './featured-order.ts';
import { iso, isoOrNull } from './rows.ts';
import { saveWithVersion, type VersionNote } from './versions.ts';
import { publicArticle } from './visibility.ts';

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
    publishAt: isoOrNull(row.publishAt),
    unpublishAt: isoOrNull(row.unpublishAt),
  };
}

export function toArticle(row: ArticleRow): Article {
  return { ...toArticleSummary(row), content: row.content };
}

const { content: _content, ...summaryColumns } = getTableColumns(articles);
const newestFirst = [desc(articles.publishedAt), desc(articles.id)] as const;

/** Tags are matched case-insensitively against the JSON list. */
function taggedWith(tag: string) {
  return sql`exists (select 1 from json_each(${articles.seoTags}) where lower(json_each.value) = lower(${tag}))`;
}

/** Public reads answer what the public sees at `now` (db/queries/visibility.ts). */
export async function listPublishedArticles(db: Db, now: Date, filter: { tag?: string | undefined } = {}): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(filter.tag ? and(publicArticle(now), taggedWith(filter.tag)) : publicArticle(now))
    .orderBy(...newestFirst);
  return rows.map(toArticleSummary);
}

/** Every public article with its body, for the site build. */
export async function listPublishedArticlesWithContent(db: Db, now: Date): Promise<Article[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(publicArticle(now))
    .orderBy(...newestFirst);
  return rows.map(toArticle);
}

export async function listFeaturedArticles(db: Db, now: Date): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(publicArticle(now), eq(articles.featured, true)))
    .orderBy(featuredOrderBy(articles));
  return rows.map(toArticleSummary);
}

export async function getPublishedArticleBySlug(db: Db, slug: string, now: Date): Promise<Article | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(publicArticle(now), eq(articles.slug, slug)))
    .limit(1);
  return row ? toArticle(row) : undefined;
}

export async function getPublishedArticleById(db: Db, id: number, now: Date): Promise<Article | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(publicArticle(now), eq(articles.id, id)))
    .limit(1);
  return row ? toArticle(row) : undefined;
}

export async function listPublishedArticlesByExpert(db: Db, expertId: number, now: Date): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(publicArticle(now), eq(articles.expertId, expertId)))
    .orderBy(...newestFirst);
  return rows.map(toArticleSummary);
}

export type NewArticle = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: Date };

/** Inserts an article as given (seed, library publishing) with its first version; a taken slug throws. */
export async function insertArticle(db: Db, values: NewArticle, note: VersionNote): Promise<Article> {
  const insert = db.insert(articles).values(values).returning();
  const [row] = await saveWithVersion(db, { table: articles, where: eq(articles.slug, values.slug) }, note, insert);
  if (!row) throw new Error('Article insert returned no row');
  return toArticle(row);
}

/** Article slugs starting with `base`: what a new slug made from a title could collide with. */
export async function articleSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(sql`${articles.slug} like ${`${base}%`}`);
  return new Set(rows.map((row) => row.slug));
}

/** Inserts the article with its first version unless its slug is taken (the unique index decides); undefined then. */
export async function insertArticleUnlessSlugTaken(db: Db, values: NewArticle, note: VersionNote): Promise<Article | undefined> {
  const insert = db.insert(articles).values(values).onConflictDoNothing({ target: articles.slug }).returning();
  const [row] = await saveWithVersion(db, { table: articles, where: eq(articles.slug, values.slug) }, note, insert);
  return row ? toArticle(row) : undefined;
}

/** Every article in every status (or only those one person created), newest first, with its body: the admin repository. */
export async function listAllArticles(db: Db, options: { createdBy?: number } = {}): Promise<Article[]> {
  const where = options.createdBy === undefined ? undefined : eq(articles.createdBy, options.createdBy);
  const rows = await db.select().from(articles).where(where).orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map(toArticle);
}

export async function getArticleById(db: Db, id: number): Promise<Article | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ? toArticle(row) : undefined;
}

export type ArticleChanges = Partial<
  Pick<
    NewArticle,
    | 'title'
    | 'slug'
    | 'content'
    | 'excerpt'
    | 'status'
    | 'metaTitle'
    | 'metaDescription'
    | 'contentType'
    | 'featuredImageUrl'
    | 'expertId'
    | 'seoTags'
    | 'publishedAt'
    | 'featured'
    | 'featuredOrder'
    | 'publishAt'
    | 'publishScheduledBy'
    | 'unpublishAt'
    | 'unpublishScheduledBy'
  >
>;

/** The unique index, not a read before the write, decides a slug clash, so two concurrent edits cannot both win. */
export function isSlugClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes('UNIQUE constraint failed: articles.slug')) return true;
  }
  return false;
}

/**
 * Applies `changes` to `current` and keeps a version; when they take a featured article out of
 * the list, the articles after it move up in the same batch. Answers undefined when the slug is taken.
 */
export async function updateArticle(db: Db, current: Article, changes: ArticleChanges, note: VersionNote): Promise<Article | undefined> {
  const update = db.update(articles).set(changes).where(eq(articles.id, current.id)).returning();
  const leavesFeatured = current.featured && changes.featured === false;
  try {
    const target = { table: articles, where: eq(articles.id, current.id) };
    const rows = await saveWithVersion(db, target, note, update, leavesFeatured ? [renumber(db, articles)] : []);
    const [row] = rows;
    if (!row) throw new Error(`Article ${current.id} vanished during its update`);
    return toArticle(row);
  } catch (error) {
    if (isSlugClash(error)) return undefined;
    throw error;
  }
}

/** Deletes the article; if it was featured, the articles after it move up in the same batch. */
export async function deleteArticle(db: Db, current: Article): Promise<void> {
  const remove = db.delete(articles).where(eq(articles.id, current.id));
  if (current.featured) await db.batch([remove, renumber(db, articles)]);
  else await remove;
}

/** The tags articles already use, most used first (the SEO tag generator prefers them). */
export async function listSiteTags(db: Db, limit: number): Promise<string[]> {
  const rows = await db.all<{ tag: string }>(
    sql`select min(json_each.value) as tag from ${articles}, json_each(${articles.seoTags}) group by lower(json_each.value) order by count(*) desc, tag limit ${limit}`,
  );
  return rows.map((row) => row.tag);
}

/**
 * Inserts a new article under the first free slug for `title` (the -2, -3… rule of domain/slugs.ts);
 * a slug taken by a concurrent insert between the read and the write is chosen again.
 */
export async function insertArticleWithFreeSlug(db: Db, title: string, values: Omit<NewArticle, 'slug'>, note: VersionNote): Promise<Article> {
  const base = slugify(title) || 'article';
  for (let attempt = 0; ; attempt++) {
    const rows = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(like(articles.slug, `${base}%`));
    const slug = uniqueSlug(title, new Set(rows.map((row) => row.slug)), 'article', RESERVED_ARTICLE_SLUGS);
    try {
      return await insertArticle(db, { ...values, slug }, note);
    } catch (error) {
      if (attempt >= 4 || !isSlugClash(error)) throw error;
    }
  }
}
