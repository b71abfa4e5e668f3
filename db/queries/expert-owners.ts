import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { expertOwners, type ProfileOwnershipVerification } from '../schema.ts';

/** A profile's owner (issue 36): the account of the person it describes. */
export interface ExpertOwner {
  expertId: number;
  userId: number;
  verifiedVia: ProfileOwnershipVerification;
  orcidId: string | null;
  approvedBy: number | null;
  createdAt: Date;
}

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

/** Makes `owner.userId` the profile's owner; a profile has one owner, so this replaces any other. */
export async function setExpertOwner(db: Db, owner: ExpertOwner): Promise<void> {
  const { expertId: _expertId, ...replacement } = owner;
  await db.insert(expertOwners).values(owner).onConflictDoUpdate({ target: expertOwners.expertId, set: replacement });
}

export async function removeExpertOwner(db: Db, expertId: number): Promise<boolean> {
  const removed = await db.delete(expertOwners).where(eq(expertOwners.expertId, expertId)).returning({ expertId: expertOwners.expertId });
  return removed.length > 0;
}
