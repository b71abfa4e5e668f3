import { and, desc, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm';
import type { Role } from '../../domain/entities.ts';
import type { InvitationPreview, PendingInvitation } from '../../domain/people.ts';
import type { Db } from '../client.ts';
import { invitations } from '../schema.ts';
import { iso } from './rows.ts';

type InvitationRow = typeof invitations.$inferSelect;

function toPending(row: InvitationRow): PendingInvitation {
  return { id: row.id, email: row.email, role: row.role, invitedByEmail: row.invitedByEmail, createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) };
}

const usable = (now: Date) => and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));

export async function insertInvitation(
  db: Db,
  values: { email: string; role: Role; tokenHash: string; invitedBy: number | null; invitedByEmail: string | null; createdAt: Date; expiresAt: Date },
): Promise<PendingInvitation> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('The invitation was not recorded');
  return toPending(row);
}

/**
 * Removes the address's invitations that can no longer be used or are replaced by a new one (a new
 * invitation to the same address supersedes the old link), and every expired one.
 */
export async function deleteStaleInvitations(db: Db, email: string, now: Date): Promise<void> {
  await db.delete(invitations).where(and(isNull(invitations.acceptedAt), or(eq(invitations.email, email), lte(invitations.expiresAt, now))));
}

/** Invitations not yet accepted and still valid, newest first. */
export async function listPendingInvitations(db: Db, now: Date): Promise<PendingInvitation[]> {
  const rows = await db.select().from(invitations).where(usable(now)).orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toPending);
}

export async function getInvitation(db: Db, id: number): Promise<PendingInvitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .limit(1);
  return row ? toPending(row) : undefined;
}

/** What a link shows before it is accepted; undefined when it is unknown, used or expired. */
export async function findUsableInvitation(db: Db, tokenHash: string, now: Date): Promise<InvitationPreview | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), usable(now)))
    .limit(1);
  return row ? { email: row.email, role: row.role, expiresAt: iso(row.expiresAt) } : undefined;
}

/**
 * Spends the invitation: marks it accepted in the statement that checks it is still usable, so two
 * concurrent uses cannot both succeed. Undefined when it is unknown, used or expired.
 */
export async function takeInvitation(db: Db, tokenHash: string, now: Date): Promise<PendingInvitation | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), usable(now)))
    .returning();
  return row ? toPending(row) : undefined;
}

export async function setInvitationAccount(db: Db, id: number, userId: number): Promise<void> {
  await db
    .update(invitations)
    .set({ acceptedUserId: userId })
    .where(and(eq(invitations.id, id), isNotNull(invitations.acceptedAt)));
}

/** Withdraws a pending invitation; undefined when there is none with this id. */
export async function deleteInvitation(db: Db, id: number): Promise<PendingInvitation | undefined> {
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning();
  return row ? toPending(row) : undefined;
}
