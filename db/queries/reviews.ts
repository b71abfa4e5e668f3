import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DraftReview, DraftReviewEntityType, DraftReviewState } from '../../domain/reviews.ts';
import type { Db } from '../client.ts';
import { articles, draftReviews, experts, users } from '../schema.ts';
import { iso } from './rows.ts';

/**
 * Drafts and their review (domain/reviews.ts). A draft is an article in status 'draft' or an
 * unpublished expert, neither with a publication time: once published or scheduled (by the review
 * or any other way) it leaves the queue, whatever its review row still says.
 */

const TABLES = {
  expert: { table: experts, title: experts.name, draft: sql`${experts.published} = 0 and ${experts.publishAt} is null` },
  article: { table: articles, title: articles.title, draft: sql`${articles.status} = 'draft' and ${articles.publishAt} is null` },
} as const;

/** An item's title, who created it and whether it is still a draft; undefined when it does not exist. */
export async function getDraftOwnership(
  db: Db,
  entityType: DraftReviewEntityType,
  id: number,
): Promise<{ title: string; createdBy: number | null; draft: boolean } | undefined> {
  const { table, title, draft } = TABLES[entityType];
  const [row] = await db
    .select({ title, createdBy: table.createdBy, draft: sql<number>`${draft}` })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? { title: row.title, createdBy: row.createdBy, draft: Boolean(row.draft) } : undefined;
}

/** Marks the item's review state (ready, or sent back with a note), replacing any earlier one. */
export async function saveDraftReview(
  db: Db,
  values: { entityType: DraftReviewEntityType; entityId: number; state: DraftReviewState; note: string | null; at: Date; by: { id: number; email: string } },
): Promise<void> {
  const requested = { requestedBy: values.by.id, requestedAt: values.at, decidedBy: null, decidedByEmail: null, decidedAt: null };
  const decided = { decidedBy: values.by.id, decidedByEmail: values.by.email, decidedAt: values.at };
  const fields = values.state === 'ready' ? { state: values.state, note: null, ...requested } : { state: values.state, note: values.note, ...decided };
  await db
    .insert(draftReviews)
    .values({ entityType: values.entityType, entityId: values.entityId, requestedAt: values.at, ...fields })
    .onConflictDoUpdate({ target: [draftReviews.entityType, draftReviews.entityId], set: fields });
}

/** Moves a draft out of review once an editor published or scheduled it. */
export async function clearDraftReview(db: Db, entityType: DraftReviewEntityType, entityId: number): Promise<void> {
  await db.delete(draftReviews).where(and(eq(draftReviews.entityType, entityType), eq(draftReviews.entityId, entityId)));
}

/** The review rows joined to the drafts they are about (rows of items no longer drafts drop out). */
async function listReviews(db: Db, entityType: DraftReviewEntityType, where: SQL | undefined): Promise<DraftReview[]> {
  const { table, title, draft } = TABLES[entityType];
  const rows = await db
    .select({ review: draftReviews, title, createdById: table.createdBy, createdByEmail: users.email })
    .from(draftReviews)
    .innerJoin(table, eq(table.id, draftReviews.entityId))
    .leftJoin(users, eq(users.id, table.createdBy))
    .where(and(eq(draftReviews.entityType, entityType), draft, where))
    .orderBy(desc(draftReviews.requestedAt));
  return rows.map(({ review, title: name, createdById, createdByEmail }) => ({
    entityType,
    entityId: review.entityId,
    title: name,
    state: review.state,
    note: review.note,
    requestedAt: iso(review.requestedAt),
    createdBy: createdById !== null && createdByEmail !== null ? { id: createdById, email: createdByEmail } : null,
    decidedByEmail: review.decidedByEmail,
    decidedAt: review.decidedAt ? iso(review.decidedAt) : null,
  }));
}

async function bothKinds(db: Db, where: (entityType: DraftReviewEntityType) => SQL | undefined): Promise<DraftReview[]> {
  const [expertRows, articleRows] = await Promise.all([listReviews(db, 'expert', where('expert')), listReviews(db, 'article', where('article'))]);
  return [...expertRows, ...articleRows].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}

/** The editors' queue: drafts marked ready, newest first. */
export function listReadyDrafts(db: Db): Promise<DraftReview[]> {
  return bothKinds(db, () => eq(draftReviews.state, 'ready'));
}

/** The review state of every draft one person created (ready, or sent back with a note). */
export function listReviewsOfCreator(db: Db, userId: number): Promise<DraftReview[]> {
  return bothKinds(db, (entityType) => eq(TABLES[entityType].table.createdBy, userId));
}

/** One draft's review row, if any. */
export async function getDraftReview(db: Db, entityType: DraftReviewEntityType, entityId: number): Promise<{ state: DraftReviewState } | undefined> {
  const [row] = await db
    .select({ state: draftReviews.state })
    .from(draftReviews)
    .where(and(eq(draftReviews.entityType, entityType), eq(draftReviews.entityId, entityId)))
    .limit(1);
  return row;
}
