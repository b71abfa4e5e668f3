import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { ProfileOwnershipVerification } from '../../domain/claims.ts';
import { expertOwners } from '../schema.ts';

/** A profile's owner (issue 36): the account of the person it describes. */
export interface ExpertOwner {
  expertId: number;
  userId: number;
  verifiedVia: ProfileOwnershipVerification;
  orcidId: string | null;
  approvedBy: number | null;
  createdAt: Date;
  /** When the owner last said the profile is still accurate. */
  confirmedAt: Date | null;
  /** When the last six-monthly reminder went out, and whether the owner turned them off. */
  remindedAt: Date | null;
  remindersOff: boolean;
}

/** A new owner: who, how the claim was verified, by whom; nothing confirmed or reminded yet. */
export type NewExpertOwner = Omit<ExpertOwner, 'confirmedAt' | 'remindedAt' | 'remindersOff'>;

export async function getExpertOwner(db: Db, expertId: number): Promise<ExpertOwner | undefined> {
  const [row] = await db.select().from(expertOwners).where(eq(expertOwners.expertId, expertId)).limit(1);
  return row;
}

/** The profiles a person owns (usually one). */
export async function listOwnedExperts(db: Db, userId: number): Promise<ExpertOwner[]> {
  return db.select().from(expertOwners).where(eq(expertOwners.userId, userId)).orderBy(expertOwners.expertId);
}

/** Whether `userId` owns expert `expertId`: the one check every expert-side read and write makes. */
export async function ownsExpert(db: Db, userId: number, expertId: number): Promise<boolean> {
  const owner = await getExpertOwner(db, expertId);
  return owner?.userId === userId;
}

/**
 * Makes `owner.userId` the profile's owner; a profile has one owner, so this replaces any other,
 * and what the previous owner confirmed or was reminded of goes with them.
 */
export async function setExpertOwner(db: Db, owner: NewExpertOwner): Promise<void> {
  const { expertId: _expertId, ...replacement } = { ...owner, confirmedAt: null, remindedAt: null, remindersOff: false };
  await db
    .insert(expertOwners)
    .values({ ...owner, ...replacement })
    .onConflictDoUpdate({ target: expertOwners.expertId, set: replacement });
}

/** Records that the owner confirmed the profile at `at`; false when `userId` does not own it. */
export async function confirmOwnedProfile(db: Db, expertId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(expertOwners)
    .set({ confirmedAt: at })
    .where(and(eq(expertOwners.expertId, expertId), eq(expertOwners.userId, userId)))
    .returning({ expertId: expertOwners.expertId });
  return rows.length === 1;
}

/** The owners of the profiles among `expertIds`, by expert (what their public pages say of them). */
export async function ownersOf(db: Db, expertIds: readonly number[]): Promise<Map<number, ExpertOwner>> {
  if (expertIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(expertOwners)
    .where(inArray(expertOwners.expertId, [...expertIds]));
  return new Map(rows.map((row) => [row.expertId, row]));
}

export async function removeExpertOwner(db: Db, expertId: number): Promise<boolean> {
  const removed = await db.delete(expertOwners).where(eq(expertOwners.expertId, expertId)).returning({ expertId: expertOwners.expertId });
  return removed.length > 0;
}

/**
 * Owners due a reminder: reminders on, and the later of the claim, the last confirmation and the
 * last reminder at or before `dueBefore`.
 */
export function listOwnersDueReminder(db: Db, dueBefore: Date, limit: number): Promise<ExpertOwner[]> {
  const latest = sql`max(${expertOwners.createdAt}, coalesce(${expertOwners.confirmedAt}, 0), coalesce(${expertOwners.remindedAt}, 0))`;
  return db
    .select()
    .from(expertOwners)
    .where(and(eq(expertOwners.remindersOff, false), lte(latest, dueBefore.getTime())))
    .orderBy(expertOwners.expertId)
    .limit(limit);
}

/** Takes the owner's reminder for this period: false when another run took it first (the reminder goes once). */
export async function takeReminder(db: Db, owner: Pick<ExpertOwner, 'expertId' | 'userId' | 'remindedAt'>, at: Date): Promise<boolean> {
  const unchanged = owner.remindedAt ? eq(expertOwners.remindedAt, owner.remindedAt) : isNull(expertOwners.remindedAt);
  const rows = await db
    .update(expertOwners)
    .set({ remindedAt: at })
    .where(and(eq(expertOwners.expertId, owner.expertId), eq(expertOwners.userId, owner.userId), unchanged))
    .returning({ expertId: expertOwners.expertId });
  return rows.length === 1;
}

/** Stops the reminders of `userId` about the profile; false when they no longer own it. */
export async function stopReminders(db: Db, expertId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(expertOwners)
    .set({ remindersOff: true })
    .where(and(eq(expertOwners.expertId, expertId), eq(expertOwners.userId, userId)))
    .returning({ expertId: expertOwners.expertId });
  return rows.length === 1;
}
