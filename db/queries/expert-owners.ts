import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { ProfileOwnershipVerification } from '../../domain/claims.ts';
import { expertOwners, experts, users } from '../schema.ts';
import { publicExpert } from './visibility.ts';

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
 * Who may be reminded (and whose reminder links work): the owner's account is active and the
 * profile is public now. A hidden profile or a deactivated account gets no mail and its links stop.
 */
function remindable(now: Date): SQL {
  return and(isNull(users.deactivatedAt), publicExpert(now))!;
}

/** The owner rows joined to what `remindable` reads. */
function ownersWithAccountAndProfile(db: Db) {
  return db
    .select({ owner: expertOwners })
    .from(expertOwners)
    .innerJoin(users, eq(users.id, expertOwners.userId))
    .innerJoin(experts, eq(experts.id, expertOwners.expertId));
}

/**
 * Owners due a reminder at `now`: reminders on, remindable, and the later of the claim, the last
 * confirmation and the last reminder at or before `dueBefore`.
 */
export async function listOwnersDueReminder(db: Db, input: { dueBefore: Date; now: Date; limit: number }): Promise<ExpertOwner[]> {
  const latest = sql`max(${expertOwners.createdAt}, coalesce(${expertOwners.confirmedAt}, 0), coalesce(${expertOwners.remindedAt}, 0))`;
  const rows = await ownersWithAccountAndProfile(db)
    .where(and(eq(expertOwners.remindersOff, false), lte(latest, input.dueBefore.getTime()), remindable(input.now)))
    .orderBy(expertOwners.expertId)
    .limit(input.limit);
  return rows.map((row) => row.owner);
}

/** The owner row a reminder link names, while that person still owns that profile and both are remindable. */
export async function findRemindableOwner(db: Db, input: { expertId: number; userId: number; now: Date }): Promise<ExpertOwner | undefined> {
  const [row] = await ownersWithAccountAndProfile(db)
    .where(and(eq(expertOwners.expertId, input.expertId), eq(expertOwners.userId, input.userId), remindable(input.now)))
    .limit(1);
  return row?.owner;
}

/**
 * Moves the owner's last reminder from `from` to `to` if it is still `from`: taking this period's
 * reminder before its mail goes (false when another run took it first, so it goes once), or giving
 * it back after the mail failed (so the next run tries again).
 */
export async function moveReminder(db: Db, owner: Pick<ExpertOwner, 'expertId' | 'userId'>, from: Date | null, to: Date | null): Promise<boolean> {
  const unchanged = from ? eq(expertOwners.remindedAt, from) : isNull(expertOwners.remindedAt);
  const rows = await db
    .update(expertOwners)
    .set({ remindedAt: to })
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
