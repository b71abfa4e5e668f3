import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Expert, ExpertProfile, MySubmission, Submission, SubmissionStatus } from '../../domain/entities.ts';
import { NO_IDENTIFIERS, type ExpertIdentifiers, type ExpertSource } from '../../domain/provenance.ts';
import type { Db } from '../client.ts';
import { experts, submissions } from '../schema.ts';
import { toExpert } from './experts.ts';
import { iso, isoOrNull } from './rows.ts';
import { recordVersionStatement, type VersionNote } from './versions.ts';

type SubmissionRow = typeof submissions.$inferSelect;

/** Longest stored text passed on as a submission time that is not one (older data stored 'now()'). */
const RAW_TIME_MAX = 40;

/**
 * The stored submittedAt as the database holds it, beside the typed column: when that is text that
 * no Date reads (older data stored the literal 'now()'), the screen still gets the text.
 */
const withRawSubmittedAt = { ...getTableColumns(submissions), submittedAtText: sql<unknown>`${submissions.submittedAt}` };

function submittedAtOf(row: Pick<SubmissionRow, 'submittedAt'> & { submittedAtText?: unknown }): string {
  const readable = iso(row.submittedAt);
  if (readable || typeof row.submittedAtText !== 'string') return readable;
  return row.submittedAtText.trim().slice(0, RAW_TIME_MAX);
}

export function toSubmission(row: SubmissionRow & { submittedAtText?: unknown }): Submission {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    categories: row.categories,
    longevityContribution: row.longevityContribution,
    biography: row.biography,
    referenceLinks: row.referenceLinks,
    books: row.books,
    scienceHighlights: row.scienceHighlights,
    imageUrl: row.imageUrl,
    youtubeEmbeds: row.youtubeEmbeds,
    customGptUrl: row.customGptUrl,
    status: row.status,
    submittedAt: submittedAtOf(row),
    reviewedAt: isoOrNull(row.reviewedAt),
    reviewNotes: row.reviewNotes,
    reviewNotesShared: row.reviewNotesShared,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    submitterReason: row.submitterReason,
    expertId: row.expertId,
    aiGenerated: row.aiGenerated,
    researchData: row.researchData ?? null,
  };
}

export type NewSubmission = Pick<
  typeof submissions.$inferInsert,
  | 'name'
  | 'title'
  | 'categories'
  | 'longevityContribution'
  | 'biography'
  | 'referenceLinks'
  | 'submitterReason'
  | 'submitterName'
  | 'submitterEmail'
  | 'submitterUserId'
  | 'scienceHighlights'
  | 'aiGenerated'
  | 'researchData'
>;

/** Stores a new submission as pending. */
export async function insertSubmission(db: Db, values: NewSubmission): Promise<Submission> {
  const [row] = await db
    .insert(submissions)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('Submission insert returned no row');
  return toSubmission(row);
}

const newestFirst = [desc(submissions.submittedAt), desc(submissions.id)] as const;
const isPending = (id: number) => and(eq(submissions.id, id), eq(submissions.status, 'pending'));

/** Every submission, newest first, for the review screen. */
export async function listSubmissions(db: Db): Promise<Submission[]> {
  const rows = await db
    .select(withRawSubmittedAt)
    .from(submissions)
    .orderBy(...newestFirst);
  return rows.map(toSubmission);
}

/** The submissions of one user, newest first, as My Submissions shows them (never another user's). */
export async function listSubmissionsBySubmitter(db: Db, userId: number): Promise<MySubmission[]> {
  const rows = await db
    .select({
      id: submissions.id,
      name: submissions.name,
      title: submissions.title,
      status: submissions.status,
      submittedAt: submissions.submittedAt,
      submittedAtText: withRawSubmittedAt.submittedAtText,
      reviewedAt: submissions.reviewedAt,
      reviewNotes: submissions.reviewNotes,
      reviewNotesShared: submissions.reviewNotesShared,
      expertSlug: experts.slug,
    })
    .from(submissions)
    .leftJoin(experts, eq(experts.id, submissions.expertId))
    .where(eq(submissions.submitterUserId, userId))
    .orderBy(...newestFirst);
  return rows.map(({ reviewNotes, reviewNotesShared, submittedAt, submittedAtText, reviewedAt, status, expertSlug, ...row }) => ({
    ...row,
    status,
    submittedAt: submittedAtOf({ submittedAt, submittedAtText }),
    reviewedAt: isoOrNull(reviewedAt),
    sharedNote: reviewNotesShared ? reviewNotes : null,
    expertSlug: status === 'approved' ? expertSlug : null,
  }));
}

export async function getSubmissionById(db: Db, id: number): Promise<Submission | undefined> {
  const [row] = await db.select(withRawSubmittedAt).from(submissions).where(eq(submissions.id, id)).limit(1);
  return row ? toSubmission(row) : undefined;
}

/** Replaces the profile of a still pending submission; undefined when it is unknown or already reviewed. */
export async function updatePendingSubmission(db: Db, id: number, profile: ExpertProfile): Promise<Submission | undefined> {
  const [row] = await db.update(submissions).set(profile).where(isPending(id)).returning();
  return row ? toSubmission(row) : undefined;
}

/** Sets the image of a still pending submission; undefined when it is unknown or already reviewed. */
export async function setPendingSubmissionImage(db: Db, id: number, imageUrl: string): Promise<Submission | undefined> {
  const [row] = await db.update(submissions).set({ imageUrl }).where(isPending(id)).returning();
  return row ? toSubmission(row) : undefined;
}

export interface Review {
  reviewedAt: Date;
  reviewNotes: string | null;
  reviewNotesShared: boolean;
  reviewerUserId: number;
}

/** A scheduled publication given at approval: the new expert waits, unpublished, until then. */
export interface ApprovalSchedule {
  publishAt: Date;
  scheduledBy: number;
}

/** What an approved submission's expert starts with besides the profile: its research's sources and the person's identifiers. */
export interface ApprovedProvenance {
  sources: ExpertSource[];
  identifiers: ExpertIdentifiers;
}

/**
 * Approves a pending submission and creates its expert under `slug`, atomically: one batch whose
 * first statement claims the submission (pending → approved); the expert is copied from it and
 * linked back only if that claim changed a row (`changes()`), so of two concurrent approvals
 * exactly one creates an expert, and only then is the expert's first version kept. Undefined when
 * the submission is unknown or already reviewed. A slug taken meanwhile fails the whole batch with
 * the unique index's error (see isExpertSlugClash). The expert keeps its provenance: `provenance`,
 * whether AI drafted it, and the approval as its first editorial review.
 */
export async function approvePendingSubmission(
  db: Db,
  id: number,
  review: Review,
  slug: string,
  note: VersionNote,
  schedule?: ApprovalSchedule,
  provenance: ApprovedProvenance = { sources: [], identifiers: { ...NO_IDENTIFIERS } },
): Promise<{ submission: Submission; expert: Expert } | undefined> {
  const claimedJustNow = sql`changes() = 1`;
  // Every column of experts, in the table's order (Drizzle's insert … select requires it).
  const copy = db
    .select({
      id: sql`null`.as('id'),
      slug: sql`${slug}`.as('slug'),
      name: submissions.name,
      title: submissions.title,
      categories: submissions.categories,
      longevityContribution: submissions.longevityContribution,
      biography: submissions.biography,
      imageUrl: submissions.imageUrl,
      customGptUrl: submissions.customGptUrl,
      youtubeEmbeds: submissions.youtubeEmbeds,
      books: submissions.books,
      scienceHighlights: submissions.scienceHighlights,
      referenceLinks: submissions.referenceLinks,
      featured: sql`0`.as('featured'),
      featuredOrder: sql`null`.as('featured_order'),
      // Provenance: the approval service's (research sources, identifiers), whether AI drafted it,
      // and the approval as the first editorial review.
      sources: sql`${JSON.stringify(provenance.sources)}`.as('sources'),
      identifiers: sql`${JSON.stringify(provenance.identifiers)}`.as('identifiers'),
      disclosures: sql`'[]'`.as('disclosures'),
      contextNotes: sql`'[]'`.as('context_notes'),
      aiAssisted: submissions.aiGenerated,
      lastReviewedAt: sql`${review.reviewedAt.getTime()}`.as('last_reviewed_at'),
      createdAt: sql`${review.reviewedAt.getTime()}`.as('created_at'),
      updatedAt: sql`${review.reviewedAt.getTime()}`.as('updated_at'),
      published: sql`${schedule ? 0 : 1}`.as('published'),
      publishAt: sql`${schedule ? schedule.publishAt.getTime() : null}`.as('publish_at'),
      publishScheduledBy: sql`${schedule ? schedule.scheduledBy : null}`.as('publish_scheduled_by'),
      // An approved submission is nobody's draft: its submitter is on the submission.
      createdBy: sql`null`.as('created_by'),
    })
    .from(submissions)
    .where(and(eq(submissions.id, id), claimedJustNow));
  const [claimed, created, linked] = await db.batch([
    db
      .update(submissions)
      .set({ status: 'approved', ...review })
      .where(isPending(id))
      .returning({ id: submissions.id }),
    db.insert(experts).select(copy).returning(),
    db
      .update(submissions)
      .set({ expertId: sql`(select ${experts.id} from ${experts} where ${experts.slug} = ${slug})` })
      .where(and(eq(submissions.id, id), claimedJustNow))
      .returning(),
    // After the link, which changed a row only if the expert was created just now.
    recordVersionStatement(db, { table: experts, where: eq(experts.slug, slug) }, note),
  ]);
  const [expert] = created;
  const [submission] = linked;
  if (claimed.length === 0 || !expert || !submission) return undefined;
  return { submission: toSubmission(submission), expert: toExpert(expert) };
}

/** Rejects a pending submission in one conditional statement; undefined when unknown or already reviewed. */
export async function rejectPendingSubmission(db: Db, id: number, review: Review): Promise<Submission | undefined> {
  const [row] = await db
    .update(submissions)
    .set({ status: 'rejected', ...review })
    .where(isPending(id))
    .returning();
  return row ? toSubmission(row) : undefined;
}

export type SubmissionCounts = Record<SubmissionStatus | 'total', number>;

export async function countSubmissions(db: Db): Promise<SubmissionCounts> {
  const rows = await db.select({ status: submissions.status, n: count() }).from(submissions).groupBy(submissions.status);
  const counts: SubmissionCounts = { pending: 0, approved: 0, rejected: 0, total: 0 };
  for (const { status, n } of rows) {
    counts[status] += n;
    counts.total += n;
  }
  return counts;
}
