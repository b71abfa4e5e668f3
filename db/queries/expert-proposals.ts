import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProposalField, ProposalStatus, ProposedChanges } from '../../domain/expert-proposals.ts';
import type { Db } from '../client.ts';
import { expertProposals } from '../schema.ts';

/** Owners' proposed changes to their profiles (issue 36 §2). */

export type ProposalRow = typeof expertProposals.$inferSelect;

export async function insertProposal(
  db: Db,
  values: { expertId: number; userId: number; changes: ProposedChanges; note: string | null; createdAt: Date },
): Promise<ProposalRow> {
  const [row] = await db.insert(expertProposals).values(values).returning();
  if (!row) throw new Error('The proposal was not stored');
  return row;
}

export async function getProposal(db: Db, id: number): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(expertProposals).where(eq(expertProposals.id, id)).limit(1);
  return row;
}

export async function findPendingProposal(db: Db, expertId: number): Promise<ProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(expertProposals)
    .where(and(eq(expertProposals.expertId, expertId), eq(expertProposals.status, 'pending')))
    .limit(1);
  return row;
}

export function listPendingProposals(db: Db): Promise<ProposalRow[]> {
  return db.select().from(expertProposals).where(eq(expertProposals.status, 'pending')).orderBy(expertProposals.createdAt, expertProposals.id);
}

/** A profile's proposals by one owner, newest first (their page shows the outcomes). */
export function listProposalsOf(db: Db, expertId: number, userId: number, limit = 20): Promise<ProposalRow[]> {
  return db
    .select()
    .from(expertProposals)
    .where(and(eq(expertProposals.expertId, expertId), eq(expertProposals.userId, userId)))
    .orderBy(desc(expertProposals.id))
    .limit(limit);
}

/** Decides a waiting proposal in one conditional statement: false when it was no longer waiting (another editor decided first). */
export async function decidePendingProposal(
  db: Db,
  id: number,
  decision: { status: Exclude<ProposalStatus, 'pending'>; acceptedFields: ProposalField[]; reason: string | null; decidedAt: Date; decidedBy: number },
): Promise<boolean> {
  const rows = await db
    .update(expertProposals)
    .set(decision)
    .where(and(eq(expertProposals.id, id), sql`${expertProposals.status} = 'pending'`))
    .returning({ id: expertProposals.id });
  return rows.length === 1;
}
