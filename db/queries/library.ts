import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PROJECT, type LibraryFilter } from '../../domain/library.ts';
import type { Db } from '../client.ts';
import { articles, experts, libraryContent, libraryImages, libraryProjects } from '../schema.ts';
import { iso } from './rows.ts';

export type LibraryContentRow = typeof libraryContent.$inferSelect;
export type LibraryImageRow = typeof libraryImages.$inferSelect;

/** Project 1 is the wizard's; it is created on first use, so no migration or seed is needed. */
export async function ensureDefaultProject(db: Db): Promise<void> {
  await db.insert(libraryProjects).values(DEFAULT_PROJECT).onConflictDoNothing();
}

export async function listProjects(db: Db) {
  const rows = await db.select().from(libraryProjects).orderBy(libraryProjects.id);
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export async function insertProject(db: Db, values: { name: string; description: string | null }) {
  const [row] = await db.insert(libraryProjects).values(values).returning();
  if (!row) throw new Error('Project insert returned no row');
  return { ...row, createdAt: iso(row.createdAt) };
}

export async function projectExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: libraryProjects.id }).from(libraryProjects).where(eq(libraryProjects.id, id)).limit(1);
  return Boolean(row);
}

/** Case-insensitive substring match that treats % and _ in the search as plain characters. */
function contains(column: SQL | typeof libraryContent.content, search: string): SQL {
  const escaped = search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`lower(${column}) like ${`%${escaped}%`} escape '\\'`;
}

export async function insertLibraryContent(db: Db, values: typeof libraryContent.$inferInsert): Promise<LibraryContentRow> {
  const [row] = await db.insert(libraryContent).values(values).returning();
  if (!row) throw new Error('Library content insert returned no row');
  return row;
}

export async function getLibraryContent(db: Db, id: number): Promise<LibraryContentRow | undefined> {
  const [row] = await db.select().from(libraryContent).where(eq(libraryContent.id, id)).limit(1);
  return row;
}

/** Newest first, with the expert's name for the badge and the article it became; search covers the text and the expert's name. */
export async function listLibraryContent(db: Db, filter: LibraryFilter) {
  const conditions: SQL[] = [];
  if (filter.expertId) conditions.push(eq(libraryContent.expertId, filter.expertId));
  if (filter.search)
    conditions.push(sql`(${contains(libraryContent.content, filter.search)} or ${contains(sql`coalesce(${experts.name}, '')`, filter.search)})`);
  return db
    .select({
      content: libraryContent,
      expertName: experts.name,
      articleTitle: articles.title,
      articleSlug: articles.slug,
      articleStatus: articles.status,
      articlePublishAt: articles.publishAt,
    })
    .from(libraryContent)
    .leftJoin(experts, eq(experts.id, libraryContent.expertId))
    .leftJoin(articles, eq(articles.id, libraryContent.articleId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(libraryContent.createdAt), desc(libraryContent.id));
}

/** Deletes the content items (their images become unattached) and answers the ids that existed. */
export async function deleteLibraryContent(db: Db, ids: readonly number[]): Promise<number[]> {
  const [, deleted] = await db.batch([
    db
      .update(libraryImages)
      .set({ contentId: null })
      .where(inArray(libraryImages.contentId, [...ids])),
    db
      .delete(libraryContent)
      .where(inArray(libraryContent.id, [...ids]))
      .returning({ id: libraryContent.id }),
  ]);
  return deleted.map((row) => row.id);
}

/** Records the published article (and the publish request's key) unless another publish of the same content got there first. */
export async function claimContentArticle(db: Db, id: number, articleId: number, publishKey: string | null = null): Promise<boolean> {
  const rows = await db
    .update(libraryContent)
    .set({ articleId, publishKey })
    .where(and(eq(libraryContent.id, id), isNull(libraryContent.articleId)))
    .returning({ id: libraryContent.id });
  return rows.length === 1;
}

export async function insertLibraryImage(db: Db, values: typeof libraryImages.$inferInsert): Promise<LibraryImageRow> {
  const [row] = await db.insert(libraryImages).values(values).returning();
  if (!row) throw new Error('Library image insert returned no row');
  return row;
}

export async function getLibraryImage(db: Db, id: number): Promise<LibraryImageRow | undefined> {
  const [row] = await db.select().from(libraryImages).where(eq(libraryImages.id, id)).limit(1);
  return row;
}

/** Newest first; the expert filter follows the content an image is attached to; search covers the prompt. */
export async function listLibraryImages(db: Db, filter: LibraryFilter & { contentId?: number | undefined }): Promise<LibraryImageRow[]> {
  const conditions: SQL[] = [];
  if (filter.expertId) conditions.push(eq(libraryContent.expertId, filter.expertId));
  if (filter.contentId) conditions.push(eq(libraryImages.contentId, filter.contentId));
  if (filter.search) conditions.push(contains(sql`coalesce(${libraryImages.imagePrompt}, '')`, filter.search));
  const rows = await db
    .select({ image: libraryImages })
    .from(libraryImages)
    .leftJoin(libraryContent, eq(libraryContent.id, libraryImages.contentId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(libraryImages.createdAt), desc(libraryImages.id));
  return rows.map((row) => row.image);
}

/** Deletes the library images and answers the ids that existed. */
export async function deleteLibraryImages(db: Db, ids: readonly number[]): Promise<number[]> {
  const deleted = await db
    .delete(libraryImages)
    .where(inArray(libraryImages.id, [...ids]))
    .returning({ id: libraryImages.id });
  return deleted.map((row) => row.id);
}

/**
 * Attaches (contentId) or detaches (null). Attaching only succeeds while the image is unattached
 * or already on that content, so two editors cannot silently move an image between items.
 */
export async function setImageContent(db: Db, id: number, contentId: number | null): Promise<LibraryImageRow | undefined> {
  const guard = contentId === null ? undefined : sql`(${libraryImages.contentId} is null or ${libraryImages.contentId} = ${contentId})`;
  const [row] = await db
    .update(libraryImages)
    .set({ contentId })
    .where(guard ? and(eq(libraryImages.id, id), guard) : eq(libraryImages.id, id))
    .returning();
  return row;
}
