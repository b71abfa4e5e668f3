import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ClaimMethod, ClaimStatus, ProfileOwnerEntry, QueuedClaim } from '../../domain/claims.ts';
import type { Db } from '../client.ts';
import { claimEmailCodes, expertOwners, experts, profileClaims, users } from '../schema.ts';
import { iso } from './rows.ts';

/** Profile claims (issue 36) and the codes mailed for them. Ownership itself: expert-owners.ts. */

export type ClaimRow = typeof profileClaims.$inferSelect;

export interface NewClaim {
  expertId: number;
  userId: number;
  method: ClaimMethod;
  orcidId?: string | null;
  orcidName?: string | null;
  email?: string | null;
  status: ClaimStatus;
  createdAt: Date;
  decidedAt?: Date | null;
}

export async function insertClaim(db: Db, values: NewClaim): Promise<ClaimRow> {
  const [row] = await db.insert(profileClaims).values(values).returning();
  if (!row) throw new Error('The claim was not stored');
  return row;
}

export async function getClaim(db: Db, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, id)).limit(1);
  return row;
}

export async function findPendingClaim(db: Db, expertId: number, userId: number): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(profileClaims)
    .where(and(eq(profileClaims.expertId, expertId), eq(profileClaims.userId, userId), eq(profileClaims.status, 'pending')))
    .limit(1);
  return row;
}

/** A person's latest claim for a profile (the claim page shows where it stands). */
export async function latestClaim(db: Db, expertId: number, userId: number): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(profileClaims)
    .where(and(eq(profileClaims.expertId, expertId), eq(profileClaims.userId, userId)))
    .orderBy(desc(profileClaims.id))
    .limit(1);
  return row;
}

/** A claim verified at once replaces the same person's claim that was waiting for the profile. */
export async function deletePendingClaims(db: Db, expertId: number, userId: number): Promise<void> {
  await db.delete(profileClaims).where(and(eq(profileClaims.expertId, expertId), eq(profileClaims.userId, userId), eq(profileClaims.status, 'pending')));
}

/** Decides a waiting claim in one conditional statement: false when it was no longer waiting (another editor decided first). */
export async function decidePendingClaim(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedAt: Date; decidedBy: number; reason: string | null },
): Promise<boolean> {
  const decided = await db
    .update(profileClaims)
    .set(decision)
    .where(and(eq(profileClaims.id, id), eq(profileClaims.status, 'pending')))
    .returning({ id: profileClaims.id });
  return decided.length > 0;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const claimants = alias(users, 'claimants');
const owners = alias(users, 'owners');

/** The Claims queue: every waiting claim, oldest first, with the profile's owner now when it has one. */
export async function listPendingClaims(db: Db): Promise<QueuedClaim[]> {
  const rows = await db
    .select({ claim: profileClaims, expert: experts, claimant: claimants, owner: expertOwners, ownerUser: owners })
    .from(profileClaims)
    .innerJoin(experts, eq(experts.id, profileClaims.expertId))
    .innerJoin(claimants, eq(claimants.id, profileClaims.userId))
    .leftJoin(expertOwners, eq(expertOwners.expertId, profileClaims.expertId))
    .leftJoin(owners, eq(owners.id, expertOwners.userId))
    .where(eq(profileClaims.status, 'pending'))
    .orderBy(asc(profileClaims.createdAt), asc(profileClaims.id));
  return rows.map(({ claim, expert, claimant, owner, ownerUser }) => ({
    id: claim.id,
    method: claim.method,
    createdAt: iso(claim.createdAt),
    expert: { id: expert.id, name: expert.name, slug: expert.slug, recordedOrcid: expert.identifiers.orcid },
    claimant: { id: claimant.id, email: claimant.email, name: fullName(claimant.firstName, claimant.lastName) },
    orcidId: claim.orcidId,
    orcidName: claim.orcidName,
    email: claim.email,
    currentOwner:
      owner && ownerUser
        ? { userId: ownerUser.id, email: ownerUser.email, name: fullName(ownerUser.firstName, ownerUser.lastName), verifiedVia: owner.verifiedVia }
        : null,
  }));
}

/** Every profile's owner, newest first (the editors' list, with Remove). */
export async function listProfileOwners(db: Db): Promise<ProfileOwnerEntry[]> {
  const rows = await db
    .select({ owner: expertOwners, expert: experts, user: users })
    .from(expertOwners)
    .innerJoin(experts, eq(experts.id, expertOwners.expertId))
    .innerJoin(users, eq(users.id, expertOwners.userId))
    .orderBy(desc(expertOwners.createdAt), desc(expertOwners.expertId));
  return rows.map(({ owner, expert, user }) => ({
    expert: { id: expert.id, name: expert.name, slug: expert.slug },
    owner: { userId: user.id, email: user.email, name: fullName(user.firstName, user.lastName) },
    verifiedVia: owner.verifiedVia,
    orcidId: owner.orcidId,
    since: iso(owner.createdAt),
  }));
}

export interface ClaimCode {
  email: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/** Stores the code mailed for a claim; asking again replaces the person's earlier code for the profile. */
export async function saveClaimCode(db: Db, values: ClaimCode & { userId: number; expertId: number }): Promise<void> {
  const { userId: _userId, expertId: _expertId, ...replacement } = values;
  await db
    .insert(claimEmailCodes)
    .values(values)
    .onConflictDoUpdate({ target: [claimEmailCodes.userId, claimEmailCodes.expertId], set: replacement });
}

export async function findClaimCode(db: Db, userId: number, expertId: number): Promise<ClaimCode | undefined> {
  const [row] = await db
    .select()
    .from(claimEmailCodes)
    .where(and(eq(claimEmailCodes.userId, userId), eq(claimEmailCodes.expertId, expertId)))
    .limit(1);
  return row;
}

/** Counts a wrong try, in one statement (two at once both count). */
export async function countClaimCodeAttempt(db: Db, userId: number, expertId: number): Promise<void> {
  await db
    .update(claimEmailCodes)
    .set({ attempts: sql`${claimEmailCodes.attempts} + 1` })
    .where(and(eq(claimEmailCodes.userId, userId), eq(claimEmailCodes.expertId, expertId)));
}

/** Uses the code up if it is still this one and has tries left; false when another request took it first. */
export async function takeClaimCode(db: Db, userId: number, expertId: number, codeHash: string, maxAttempts: number): Promise<boolean> {
  const taken = await db
    .delete(claimEmailCodes)
    .where(
      and(
        eq(claimEmailCodes.userId, userId),
        eq(claimEmailCodes.expertId, expertId),
        eq(claimEmailCodes.codeHash, codeHash),
        lt(claimEmailCodes.attempts, maxAttempts),
      ),
    )
    .returning({ userId: claimEmailCodes.userId });
  return taken.length > 0;
}
