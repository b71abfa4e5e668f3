import { and, eq, getTableName, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../client.ts';
import { articles, corrections, experts, libraryContent, libraryImages, libraryProjects, retiredPaths, submissions, undoSnapshots, users } from '../schema.ts';
import { renumber, type FeaturedTable } from './featured-order.ts';

/**
 * Undo for deletes: the snapshot table, and what a delete removes, read just before it (as the
 * database holds it: column names and stored values, so a restore writes back exactly that) and
 * written back by an undo. References to rows deleted meanwhile come back empty, never dangling.
 */

/** A row as SQLite stores it: column names, stored values (times in ms, lists as JSON text, booleans 0/1). */
export type StoredRow = Record<string, unknown>;

export interface LibraryContentSnapshot {
  rows: StoredRow[];
  /** The images attached to the content (the delete left them unattached). */
  imageLinks: Array<{ imageId: number; contentId: number }>;
}

export interface LibraryImagesSnapshot {
  rows: StoredRow[];
}

export interface ExpertSnapshot {
  row: StoredRow;
  /** Rows that named the expert (the delete emptied their reference). */
  links: { articles: number[]; submissions: number[]; libraryContent: number[]; corrections: number[] };
  /** Rows deleted with the expert (`EXPERT_ROWS`), by table. */
  belonging: Record<string, StoredRow[]>;
  /** Old paths that redirected to the profile (the delete made them answer 410). */
  redirects: string[];
}

export interface ArticleSnapshot {
  row: StoredRow;
  links: { libraryContent: number[]; corrections: number[] };
  redirects: string[];
}

export type UndoSnapshotRow = typeof undoSnapshots.$inferSelect;

export async function insertUndoSnapshot(db: Db, values: typeof undoSnapshots.$inferInsert): Promise<void> {
  await db.insert(undoSnapshots).values(values);
}

export async function getUndoSnapshot(db: Db, tokenHash: string): Promise<UndoSnapshotRow | undefined> {
  const [row] = await db.select().from(undoSnapshots).where(eq(undoSnapshots.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the snapshot used, only while unused, unexpired and the admin's own: of two undos at once, exactly one gets it. */
export async function claimUndoSnapshot(db: Db, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(undoSnapshots)
    .set({ usedAt: now })
    .where(
      and(
        eq(undoSnapshots.tokenHash, tokenHash),
        eq(undoSnapshots.userId, userId),
        isNull(undoSnapshots.usedAt),
        sql`${undoSnapshots.expiresAt} > ${now.getTime()}`,
      ),
    )
    .returning({ tokenHash: undoSnapshots.tokenHash });
  return rows.length === 1;
}

export async function purgeUndoSnapshots(db: Db, before: Date): Promise<void> {
  await db.delete(undoSnapshots).where(lt(undoSnapshots.expiresAt, before));
}

function selectRows(db: Db, table: string, where: SQL): Promise<StoredRow[]> {
  return db.all<StoredRow>(sql`select * from ${sql.identifier(table)} where ${where}`);
}

const idsOf = (rows: ReadonlyArray<{ id: number }>) => rows.map((row) => row.id);
const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export async function captureLibraryContent(db: Db, ids: readonly number[]): Promise<LibraryContentSnapshot> {
  const [rows, images] = await Promise.all([
    selectRows(db, 'library_content', sql`id in (${list(ids)})`),
    db
      .select({ imageId: libraryImages.id, contentId: libraryImages.contentId })
      .from(libraryImages)
      .where(inArray(libraryImages.contentId, [...ids])),
  ]);
  return { rows, imageLinks: images.flatMap((image) => (image.contentId === null ? [] : [{ imageId: image.imageId, contentId: image.contentId }])) };
}

export async function captureLibraryImages(db: Db, ids: readonly number[]): Promise<LibraryImagesSnapshot> {
  return { rows: await selectRows(db, 'library_images', sql`id in (${list(ids)})`) };
}

/** Old paths redirecting to `path`, which deleting its item turns into 410s. */
async function redirectsTo(db: Db, path: string): Promise<string[]> {
  const rows = await db.select({ path: retiredPaths.path }).from(retiredPaths).where(eq(retiredPaths.targetPath, path));
  return rows.map((row) => row.path);
}

/**
 * Rows the database deletes with an expert (their `expert_id` cascades) that an undo writes back,
 * with the columns naming a user: `owner` rows come back only while that user exists, `by` columns
 * come back empty once theirs is gone. The other cascading tables hold short-lived sign-in and
 * claim-code state, which is not worth keeping.
 */
const EXPERT_ROWS: ReadonlyArray<{ table: string; owner?: string; by?: string }> = [
  { table: 'wikidata_checks' },
  { table: 'expert_owners', owner: 'user_id', by: 'approved_by' },
  { table: 'profile_claims', owner: 'user_id', by: 'decided_by' },
  { table: 'expert_proposals', owner: 'user_id', by: 'decided_by' },
  { table: 'profile_reads' },
];
export const EXPERT_ROW_TABLES = EXPERT_ROWS.map((spec) => spec.table);

export async function captureExpert(db: Db, id: number, path: string): Promise<ExpertSnapshot | undefined> {
  const [[row], articleRows, submissionRows, contentRows, correctionRows, redirects, ...belonging] = await Promise.all([
    selectRows(db, 'experts', sql`id = ${id}`),
    db.select({ id: articles.id }).from(articles).where(eq(articles.expertId, id)),
    db.select({ id: submissions.id }).from(submissions).where(eq(submissions.expertId, id)),
    db.select({ id: libraryContent.id }).from(libraryContent).where(eq(libraryContent.expertId, id)),
    db.select({ id: corrections.id }).from(corrections).where(eq(corrections.expertId, id)),
    redirectsTo(db, path),
    ...EXPERT_ROWS.map((spec) => selectRows(db, spec.table, sql`expert_id = ${id}`)),
  ]);
  if (!row) return undefined;
  return {
    row,
    links: { articles: idsOf(articleRows), submissions: idsOf(submissionRows), libraryContent: idsOf(contentRows), corrections: idsOf(correctionRows) },
    belonging: Object.fromEntries(EXPERT_ROWS.map((spec, i) => [spec.table, belonging[i] ?? []])),
    redirects,
  };
}

/** Writes back the rows deleted with an expert, as `EXPERT_ROWS` says of their users; none that something written since conflicts with. */
function restoreBelonging(db: Db, belonging: ExpertSnapshot['belonging']) {
  return EXPERT_ROWS.flatMap((spec) =>
    (belonging[spec.table] ?? []).map((row) => {
      const columns = Object.keys(row);
      const values = columns.map((column) => (column === spec.by ? stillThere(users, row[column]) : sql`${row[column]}`));
      const ownerThere = spec.owner ? sql`exists (select 1 from ${users} where ${users.id} = ${row[spec.owner]})` : sql`1`;
      return db.run(
        sql`insert or ignore into ${sql.identifier(spec.table)} (${sql.join(
          columns.map((column) => sql.identifier(column)),
          sql`, `,
        )}) select ${sql.join(values, sql`, `)} where ${ownerThere}`,
      );
    }),
  );
}

export async function captureArticle(db: Db, id: number, path: string): Promise<ArticleSnapshot | undefined> {
  const [[row], contentRows, correctionRows, redirects] = await Promise.all([
    selectRows(db, 'articles', sql`id = ${id}`),
    db.select({ id: libraryContent.id }).from(libraryContent).where(eq(libraryContent.articleId, id)),
    db.select({ id: corrections.id }).from(corrections).where(eq(corrections.articleId, id)),
    redirectsTo(db, path),
  ]);
  if (!row) return undefined;
  return { row, links: { libraryContent: idsOf(contentRows), corrections: idsOf(correctionRows) }, redirects };
}

/** The id of a row of `table` if it still exists, else null: a restored reference never dangles. */
function stillThere(table: FeaturedTable | typeof libraryContent | typeof libraryProjects | typeof users, id: unknown): SQL {
  return id === null || id === undefined ? sql`null` : sql`(select ${table.id} from ${table} where ${table.id} = ${id})`;
}

/** Inserts a stored row as it was; `override` replaces some columns' values (references, featuring). */
function insertStored(db: Db, table: string, row: StoredRow, override: Record<string, SQL> = {}) {
  const columns = Object.keys(row);
  const values = columns.map((column) => override[column] ?? sql`${row[column]}`);
  return db.run(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) values (${sql.join(values, sql`, `)})`,
  );
}

/** Sets `column` of the listed rows back to `id`, where nothing else has been set since. */
function relink(db: Db, table: string, column: string, ids: readonly number[], id: number) {
  return db.run(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${id} where id in (${list(ids)}) and ${sql.identifier(column)} is null`);
}

async function runBatch(db: Db, statements: BatchItem<'sqlite'>[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

export async function restoreLibraryContent(db: Db, snapshot: LibraryContentSnapshot): Promise<void> {
  await runBatch(db, [
    ...snapshot.rows.map((row) =>
      insertStored(db, 'library_content', row, {
        project_id: stillThere(libraryProjects, row.project_id),
        expert_id: stillThere(experts, row.expert_id),
        article_id: stillThere(articles, row.article_id),
      }),
    ),
    // Images come back to their content unless attached elsewhere (or deleted) meanwhile.
    ...snapshot.imageLinks.map((link) => relink(db, 'library_images', 'content_id', [link.imageId], link.contentId)),
  ]);
}

export async function restoreLibraryImages(db: Db, snapshot: LibraryImagesSnapshot): Promise<void> {
  await runBatch(
    db,
    snapshot.rows.map((row) =>
      insertStored(db, 'library_images', row, {
        project_id: stillThere(libraryProjects, row.project_id),
        content_id: stillThere(libraryContent, row.content_id),
      }),
    ),
  );
}

/**
 * A featured row comes back at its old place in the list if the list has room (the rows from that
 * place on move down one), else unfeatured; renumbering closes any gap.
 */
function featuredPlace(db: Db, table: FeaturedTable, row: StoredRow, limit: number): { before: BatchItem<'sqlite'>[]; override: Record<string, SQL> } {
  if (!row.featured) return { before: [], override: {} };
  const room = sql`((select count(*) from ${table} where ${table.featured} = 1) < ${limit})`;
  return {
    before: [db.run(sql`update ${table} set featured_order = featured_order + 1 where featured = 1 and featured_order >= ${row.featured_order}`)],
    override: { featured: sql`(case when ${room} then 1 else 0 end)`, featured_order: sql`(case when ${room} then ${row.featured_order} else null end)` },
  };
}

/** Revives the item's public path and the old paths that redirected to it. */
function revivePaths(db: Db, path: string | null, redirects: readonly string[]): BatchItem<'sqlite'>[] {
  if (!path) return [];
  return [
    db.delete(retiredPaths).where(eq(retiredPaths.path, path)),
    ...(redirects.length
      ? [
          db
            .update(retiredPaths)
            .set({ targetPath: path })
            .where(and(inArray(retiredPaths.path, [...redirects]), isNull(retiredPaths.targetPath))),
        ]
      : []),
  ];
}

/** Writes the expert back (same id and slug), their links, and, for a public profile (`path`), its address. One transaction. */
export async function restoreExpert(db: Db, snapshot: ExpertSnapshot, options: { path: string | null; featuredLimit: number }): Promise<void> {
  const id = Number(snapshot.row.id);
  const featured = featuredPlace(db, experts, snapshot.row, options.featuredLimit);
  const { links } = snapshot;
  await runBatch(db, [
    ...featured.before,
    insertStored(db, getTableName(experts), snapshot.row, featured.override),
    renumber(db, experts),
    ...(links.articles.length ? [relink(db, 'articles', 'expert_id', links.articles, id)] : []),
    ...(links.submissions.length ? [relink(db, 'submissions', 'expert_id', links.submissions, id)] : []),
    ...(links.libraryContent.length ? [relink(db, 'library_content', 'expert_id', links.libraryContent, id)] : []),
    ...(links.corrections.length ? [relink(db, 'corrections', 'expert_id', links.corrections, id)] : []),
    ...restoreBelonging(db, snapshot.belonging),
    ...revivePaths(db, options.path, snapshot.redirects),
  ]);
}

export async function restoreArticle(db: Db, snapshot: ArticleSnapshot, options: { path: string | null; featuredLimit: number }): Promise<void> {
  const id = Number(snapshot.row.id);
  const featured = featuredPlace(db, articles, snapshot.row, options.featuredLimit);
  const { links } = snapshot;
  await runBatch(db, [
    ...featured.before,
    insertStored(db, getTableName(articles), snapshot.row, { expert_id: stillThere(experts, snapshot.row.expert_id), ...featured.override }),
    renumber(db, articles),
    ...(links.libraryContent.length ? [relink(db, 'library_content', 'article_id', links.libraryContent, id)] : []),
    ...(links.corrections.length ? [relink(db, 'corrections', 'article_id', links.corrections, id)] : []),
    ...revivePaths(db, options.path, snapshot.redirects),
  ]);
}
