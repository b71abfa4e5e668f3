import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { IMAGE_SOURCE_TYPES, type ImageSourceType, type StoredImage } from '../../domain/entities.ts';
import type { ImageCredit } from '../../domain/image-credit.ts';
import type { Db } from '../client.ts';
import { articles, experts, libraryImages, storedImages, submissions, users } from '../schema.ts';
import { iso, isoOrNull } from './rows.ts';

export type NewStoredImage = Omit<typeof storedImages.$inferInsert, 'id' | 'createdAt'>;

/** Records an image whose bytes are already in storage; answers the new row's id. */
export async function insertStoredImage(db: Db, values: NewStoredImage): Promise<number> {
  const [row] = await db.insert(storedImages).values(values).returning({ id: storedImages.id });
  if (!row) throw new Error('Stored image insert returned no row');
  return row.id;
}

type StoredImageRow = typeof storedImages.$inferSelect;

function sourceTypeOf(value: string | null): ImageSourceType | null {
  return IMAGE_SOURCE_TYPES.find((type) => type === value) ?? null;
}

export function toStoredImage(row: StoredImageRow): StoredImage {
  return {
    id: row.id,
    filename: row.filename,
    originalUrl: row.originalUrl,
    storedUrl: row.storedUrl,
    imagePrompt: row.imagePrompt,
    provider: row.provider,
    model: row.model,
    size: row.size,
    fileSize: row.fileSize,
    contentType: row.contentType,
    sourceType: sourceTypeOf(row.sourceType),
    sourceId: row.sourceId,
    createdAt: iso(row.createdAt),
    expiresAt: isoOrNull(row.expiresAt),
    credit: row.credit ?? null,
  };
}

export async function getStoredImage(db: Db, id: number): Promise<StoredImage | undefined> {
  const [row] = await db.select().from(storedImages).where(eq(storedImages.id, id)).limit(1);
  return row ? toStoredImage(row) : undefined;
}

/** Newest first, optionally only those of one source type and/or source id. */
export async function listStoredImages(db: Db, filter: { sourceType?: string | undefined; sourceId?: string | undefined } = {}): Promise<StoredImage[]> {
  const rows = await db
    .select()
    .from(storedImages)
    .where(
      and(
        filter.sourceType === undefined ? undefined : eq(storedImages.sourceType, filter.sourceType),
        filter.sourceId === undefined ? undefined : eq(storedImages.sourceId, filter.sourceId),
      ),
    )
    .orderBy(desc(storedImages.createdAt), desc(storedImages.id));
  return rows.map(toStoredImage);
}

export type StoredImageChanges = Partial<
  Pick<NewStoredImage, 'imagePrompt' | 'provider' | 'model' | 'size' | 'sourceType' | 'sourceId' | 'expiresAt' | 'credit'>
>;

export async function updateStoredImage(db: Db, id: number, changes: StoredImageChanges): Promise<StoredImage | undefined> {
  const [row] = await db.update(storedImages).set(changes).where(eq(storedImages.id, id)).returning();
  return row ? toStoredImage(row) : undefined;
}

/** The record of the image at a stored URL (as pages and fields hold it), else undefined. */
export async function findStoredImageByUrl(db: Db, storedUrl: string): Promise<StoredImage | undefined> {
  const [row] = await db.select().from(storedImages).where(eq(storedImages.storedUrl, storedUrl)).limit(1);
  return row ? toStoredImage(row) : undefined;
}

export async function findStoredImageByFilename(db: Db, filename: string): Promise<StoredImage | undefined> {
  const [row] = await db.select().from(storedImages).where(eq(storedImages.filename, filename)).limit(1);
  return row ? toStoredImage(row) : undefined;
}

/** The credits recorded on the stored images `filenames` (those without one are absent). */
export async function listImageCreditsOf(db: Db, filenames: readonly string[]): Promise<Map<string, ImageCredit>> {
  if (filenames.length === 0) return new Map();
  const rows = await db
    .select({ filename: storedImages.filename, credit: storedImages.credit })
    .from(storedImages)
    .where(and(inArray(storedImages.filename, [...filenames]), isNotNull(storedImages.credit)));
  return new Map(rows.flatMap((row) => (row.credit ? [[row.filename, row.credit] as const] : [])));
}

/** Deletes the record and answers it (for its storage key), or undefined when there was none. */
export async function deleteStoredImage(db: Db, id: number): Promise<StoredImage | undefined> {
  const [row] = await db.delete(storedImages).where(eq(storedImages.id, id)).returning();
  return row ? toStoredImage(row) : undefined;
}

export async function listExpiredStoredImages(db: Db, now: Date): Promise<StoredImage[]> {
  const rows = await db.select().from(storedImages).where(lt(storedImages.expiresAt, now));
  return rows.map(toStoredImage);
}

/** The storage key (file name) of every recorded image. */
export async function listStoredImageFilenames(db: Db): Promise<string[]> {
  const rows = await db.select({ filename: storedImages.filename }).from(storedImages);
  return rows.map((row) => row.filename);
}

export async function listStoredImageUrls(db: Db): Promise<string[]> {
  const rows = await db.select({ storedUrl: storedImages.storedUrl }).from(storedImages);
  return rows.map((row) => row.storedUrl);
}

/**
 * Which of `keys` (storage file names) something shown or kept still points to: an article's
 * featured image or body, an expert's or submission's image, a library image, a user's picture.
 * Keys are random, so finding one inside a URL or text is a reference whatever the URL's form
 * (relative, absolute, bucket or CDN).
 */
export async function findImageKeysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const mentions = (column: SQLiteColumn) => sql`instr(coalesce(${column}, ''), k.value) > 0`;
  const rows = await db.all<{ key: string }>(sql`
    select k.value as key from json_each(${JSON.stringify(keys)}) as k
    where exists (select 1 from ${articles} where ${mentions(articles.featuredImageUrl)} or ${mentions(articles.content)})
      or exists (select 1 from ${experts} where ${mentions(experts.imageUrl)})
      or exists (select 1 from ${submissions} where ${mentions(submissions.imageUrl)})
      or exists (select 1 from ${libraryImages} where ${mentions(libraryImages.imageUrl)})
      or exists (select 1 from ${users} where ${mentions(users.profileImageUrl)})`);
  return new Set(rows.map((row) => row.key));
}
