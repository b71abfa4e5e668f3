import { eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { IMAGE_USE_LABEL_MAX, withoutImageReferences, type ImageUse } from '../../domain/image-uses.ts';
import type { Db } from '../client.ts';
import { articles, experts, libraryImages, submissions, users } from '../schema.ts';

/** The column holds `key` somewhere (a relative, absolute, bucket or CDN address of the file). */
function mentions(column: SQLiteColumn, key: string): SQL {
  return sql`instr(coalesce(${column}, ''), ${key}) > 0`;
}

const cut = (text: string | null | undefined, fallback: string) => (text?.trim() || fallback).slice(0, IMAGE_USE_LABEL_MAX);

/** Every row that shows or keeps the stored file `key`: the same places cleanup checks (findImageKeysInUse). */
export async function findImageUses(db: Db, key: string): Promise<ImageUse[]> {
  const [expertRows, articleRows, submissionRows, libraryRows, userRows] = await Promise.all([
    db.select({ id: experts.id, name: experts.name }).from(experts).where(mentions(experts.imageUrl, key)),
    db
      .select({ id: articles.id, title: articles.title, status: articles.status, inImage: mentions(articles.featuredImageUrl, key) })
      .from(articles)
      .where(sql`${mentions(articles.featuredImageUrl, key)} or ${mentions(articles.content, key)}`),
    db.select({ id: submissions.id, name: submissions.name }).from(submissions).where(mentions(submissions.imageUrl, key)),
    db.select({ id: libraryImages.id, prompt: libraryImages.imagePrompt }).from(libraryImages).where(mentions(libraryImages.imageUrl, key)),
    db.select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email }).from(users).where(mentions(users.profileImageUrl, key)),
  ]);
  return [
    ...expertRows.map((row): ImageUse => ({ kind: 'expert', id: row.id, label: cut(row.name, 'Expert'), field: 'Profile image', public: true })),
    ...articleRows.map((row): ImageUse => ({
      kind: 'article',
      id: row.id,
      label: cut(row.title, 'Article'),
      field: row.inImage ? 'Featured image' : 'Content',
      public: row.status === 'published',
    })),
    ...submissionRows.map((row): ImageUse => ({ kind: 'submission', id: row.id, label: cut(row.name, 'Submission'), field: 'Image', public: false })),
    ...libraryRows.map((row): ImageUse => ({
      kind: 'library_image',
      id: row.id,
      label: cut(row.prompt, `Library image ${row.id}`),
      field: 'Image',
      public: false,
    })),
    ...userRows.map((row): ImageUse => ({
      kind: 'user',
      id: row.id,
      label: cut([row.first, row.last].filter(Boolean).join(' ') || row.email, 'User'),
      field: 'Profile picture',
      public: false,
    })),
  ];
}

/**
 * Clears every reference to `key` in one batch: image fields become empty, article bodies lose the
 * images and links to it, and library images of the file are removed (they are nothing without
 * it). A body edited meanwhile is left as it is (its update is conditional on the text read).
 */
export async function clearImageUses(db: Db, key: string): Promise<void> {
  const bodies = await db.select({ id: articles.id, content: articles.content }).from(articles).where(mentions(articles.content, key));
  const statements: BatchItem<'sqlite'>[] = [
    db.update(experts).set({ imageUrl: null }).where(mentions(experts.imageUrl, key)),
    db.update(articles).set({ featuredImageUrl: null }).where(mentions(articles.featuredImageUrl, key)),
    db.update(submissions).set({ imageUrl: null }).where(mentions(submissions.imageUrl, key)),
    db.update(users).set({ profileImageUrl: null }).where(mentions(users.profileImageUrl, key)),
    db.delete(libraryImages).where(mentions(libraryImages.imageUrl, key)),
    ...bodies.map((body) =>
      db
        .update(articles)
        .set({ content: withoutImageReferences(body.content, key) })
        .where(sql`${eq(articles.id, body.id)} and ${articles.content} = ${body.content}`),
    ),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
