import { and, desc, eq, sql } from 'drizzle-orm';
import { correctionPartLabel, type Correction, type CorrectionEntityType, type CorrectionStatus, type MyCorrection } from '../../domain/corrections.ts';
import { articlePath, expertPath } from '../../domain/public-paths.ts';
import type { Db } from '../client.ts';
import { articles, corrections, experts } from '../schema.ts';
import { iso, isoOrNull } from './rows.ts';

/** A correction with where its page is now (the expert's slug, the article's slug and status). */
const withPage = {
  correction: corrections,
  expertSlug: experts.slug,
  articleSlug: articles.slug,
  articleStatus: articles.status,
};

type Row = { correction: typeof corrections.$inferSelect; expertSlug: string | null; articleSlug: string | null; articleStatus: string | null };

function publicPathOf(row: Row): string | null {
  if (row.correction.entityType === 'expert') return row.expertSlug ? expertPath(row.expertSlug) : null;
  return row.articleSlug && row.articleStatus === 'published' ? articlePath(row.articleSlug) : null;
}

export function toCorrection(row: Row): Correction {
  const c = row.correction;
  return {
    id: c.id,
    entityType: c.entityType,
    entityId: c.entityType === 'expert' ? c.expertId : c.articleId,
    subject: c.subject,
    publicPath: publicPathOf(row),
    part: c.part,
    partLabel: correctionPartLabel(c.entityType, c.part),
    quote: c.quote,
    proposedText: c.proposedText,
    sourceUrl: c.sourceUrl,
    note: c.note,
    status: c.status,
    submittedAt: iso(c.submittedAt),
    reviewedAt: isoOrNull(c.reviewedAt),
    reviewNote: c.reviewNote,
    senderEmail: c.senderEmail,
    fromAccount: c.senderUserId !== null,
    fromOwner: c.fromOwner,
    applied: c.applied ?? null,
  };
}

function selectWithPage(db: Db) {
  return db
    .select(withPage)
    .from(corrections)
    .leftJoin(experts, eq(experts.id, corrections.expertId))
    .leftJoin(articles, eq(articles.id, corrections.articleId));
}

const newestFirst = [desc(corrections.submittedAt), desc(corrections.id)] as const;

export interface NewCorrection {
  entityType: CorrectionEntityType;
  entityId: number;
  subject: string;
  part: string;
  quote: string | null;
  proposedText: string;
  sourceUrl: string | null;
  note: string | null;
  senderEmail: string;
  senderUserId: number | null;
  /** A profile's owner asking for a change from /my-profile. */
  fromOwner?: boolean;
}

export async function insertCorrection(db: Db, values: NewCorrection): Promise<Correction> {
  const { entityId, ...rest } = values;
  const [row] = await db
    .insert(corrections)
    .values({ ...rest, expertId: values.entityType === 'expert' ? entityId : null, articleId: values.entityType === 'article' ? entityId : null })
    .returning({ id: corrections.id });
  if (!row) throw new Error('Correction insert returned no row');
  const created = await getCorrectionById(db, row.id);
  if (!created) throw new Error('Correction vanished after insert');
  return created;
}

export async function getCorrectionById(db: Db, id: number): Promise<Correction | undefined> {
  const [row] = await selectWithPage(db).where(eq(corrections.id, id)).limit(1);
  return row ? toCorrection(row) : undefined;
}

/** Every correction, newest first, or those of one status: the editors' queue. */
export async function listCorrections(db: Db, filter: { status?: CorrectionStatus | undefined } = {}): Promise<Correction[]> {
  const rows = await selectWithPage(db)
    .where(filter.status ? eq(corrections.status, filter.status) : undefined)
    .orderBy(...newestFirst);
  return rows.map(toCorrection);
}

/** The corrections one account sent, newest first (never another's, never by e-mail, which is not proof of anything). */
export async function listCorrectionsBySender(db: Db, userId: number): Promise<MyCorrection[]> {
  const rows = await selectWithPage(db)
    .where(eq(corrections.senderUserId, userId))
    .orderBy(...newestFirst);
  return rows.map((row) => {
    const c = toCorrection(row);
    return {
      id: c.id,
      entityType: c.entityType,
      subject: c.subject,
      publicPath: c.publicPath,
      partLabel: c.partLabel,
      proposedText: c.proposedText,
      status: c.status,
      submittedAt: c.submittedAt,
      reviewedAt: c.reviewedAt,
      reviewNote: c.reviewNote,
    };
  });
}

export interface CorrectionDecision {
  status: Exclude<CorrectionStatus, 'pending'>;
  reviewedAt: Date;
  reviewNote: string | null;
  reviewerUserId: number;
  applied?: { before: unknown; after: unknown } | null;
}

/**
 * Decides a pending correction in one conditional statement: of two editors deciding at once,
 * exactly one changes the row. Undefined when it is unknown or no longer pending.
 */
export async function decidePendingCorrection(db: Db, id: number, decision: CorrectionDecision): Promise<boolean> {
  const changed = await db
    .update(corrections)
    .set(decision)
    .where(and(eq(corrections.id, id), eq(corrections.status, 'pending')))
    .returning({ id: corrections.id });
  return changed.length === 1;
}

export async function countPendingCorrections(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(corrections)
    .where(eq(corrections.status, 'pending'));
  return row?.n ?? 0;
}
