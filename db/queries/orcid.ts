import { and, eq, gt, lte } from 'drizzle-orm';
import type { PublicUser } from '../../domain/entities.ts';
import type { Db } from '../client.ts';
import { orcidAccounts, orcidSignUps, orcidStates, users } from '../schema.ts';
import { toPublicUser } from './users.ts';

/** The account an ORCID iD signs in, and whether it was deactivated. */
export async function findOrcidAccount(db: Db, orcidId: string): Promise<{ user: PublicUser; deactivated: boolean } | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(orcidAccounts)
    .innerJoin(users, eq(users.id, orcidAccounts.userId))
    .where(eq(orcidAccounts.orcidId, orcidId))
    .limit(1);
  return row ? { user: toPublicUser(row.user), deactivated: row.user.deactivatedAt !== null } : undefined;
}

/** The ORCID iD linked to an account, if any. */
export async function orcidIdOfUser(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ orcidId: orcidAccounts.orcidId }).from(orcidAccounts).where(eq(orcidAccounts.userId, userId)).limit(1);
  return row?.orcidId;
}

/** Links the iD to the account; false when either already has a link (both are unique). */
export async function linkOrcidAccount(db: Db, values: { orcidId: string; userId: number; name: string | null }): Promise<boolean> {
  const inserted = await db.insert(orcidAccounts).values(values).onConflictDoNothing().returning({ orcidId: orcidAccounts.orcidId });
  return inserted.length > 0;
}

/** The name ORCID returned at this sign-in, kept for the next claim's review. */
export async function updateOrcidName(db: Db, orcidId: string, name: string | null): Promise<void> {
  await db.update(orcidAccounts).set({ name }).where(eq(orcidAccounts.orcidId, orcidId));
}

export async function insertOrcidState(db: Db, values: { stateHash: string; claimExpertId: number | null; expiresAt: Date }, now: Date): Promise<void> {
  // Abandoned sign-ins are swept by the next one: the table holds only the last few minutes.
  await db.delete(orcidStates).where(lte(orcidStates.expiresAt, now));
  await db.insert(orcidStates).values(values);
}

/** Uses a started sign-in up: its row is deleted and answered, or undefined when it is unknown, used or expired. */
export async function takeOrcidState(db: Db, stateHash: string, now: Date): Promise<{ claimExpertId: number | null } | undefined> {
  const [row] = await db.delete(orcidStates).where(eq(orcidStates.stateHash, stateHash)).returning();
  return row && row.expiresAt > now ? { claimExpertId: row.claimExpertId } : undefined;
}

export interface OrcidSignUp {
  orcidId: string;
  name: string | null;
  claimExpertId: number | null;
}

export async function insertOrcidSignUp(db: Db, values: OrcidSignUp & { tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.delete(orcidSignUps).where(lte(orcidSignUps.expiresAt, now));
  await db.insert(orcidSignUps).values(values);
}

export async function findOrcidSignUp(db: Db, tokenHash: string, now: Date): Promise<OrcidSignUp | undefined> {
  const [row] = await db
    .select({ orcidId: orcidSignUps.orcidId, name: orcidSignUps.name, claimExpertId: orcidSignUps.claimExpertId })
    .from(orcidSignUps)
    .where(and(eq(orcidSignUps.tokenHash, tokenHash), gt(orcidSignUps.expiresAt, now)))
    .limit(1);
  return row;
}

/** Uses the sign-up up; false when another request used it first. */
export async function takeOrcidSignUp(db: Db, tokenHash: string): Promise<boolean> {
  return (await db.delete(orcidSignUps).where(eq(orcidSignUps.tokenHash, tokenHash)).returning({ orcidId: orcidSignUps.orcidId })).length > 0;
}
