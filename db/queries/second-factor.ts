import { and, count, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { passkeys, pendingSignIns, recoveryCodes, totpCredentials, webauthnChallenges } from '../schema.ts';

/** TOTP, recovery codes, pending sign-ins and WebAuthn challenges: the second factor's rows. */

export interface StoredTotp {
  encryptedSecret: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

export async function findTotp(db: Db, userId: number): Promise<StoredTotp | undefined> {
  const [row] = await db
    .select({ encryptedSecret: totpCredentials.encryptedSecret, confirmedAt: totpCredentials.confirmedAt, lastUsedStep: totpCredentials.lastUsedStep })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .limit(1);
  return row;
}

/** A new, unconfirmed secret; replaces an earlier unconfirmed one, never a confirmed one (false then). */
export async function putUnconfirmedTotp(db: Db, userId: number, encryptedSecret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(totpCredentials)
    .values({ userId, encryptedSecret, createdAt: now })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { encryptedSecret, createdAt: now, lastUsedStep: null },
      setWhere: isNull(totpCredentials.confirmedAt),
    })
    .returning({ userId: totpCredentials.userId });
  return rows.length > 0;
}

/**
 * Accepts the code of time step `step`: records it as the last one used (and confirms an
 * enrolment), only when no code of this or a later step was accepted before. One statement, so
 * two requests with the same code cannot both pass. False when it was replayed.
 */
export async function useTotpStep(db: Db, userId: number, step: number, now: Date, confirming: boolean): Promise<boolean> {
  const rows = await db
    .update(totpCredentials)
    .set(confirming ? { lastUsedStep: step, confirmedAt: now } : { lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        confirming ? isNull(totpCredentials.confirmedAt) : isNotNull(totpCredentials.confirmedAt),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  return (await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId)).returning({ userId: totpCredentials.userId })).length > 0;
}

/** Replaces the user's recovery codes with new ones (hashes). */
export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[], now: Date): Promise<void> {
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId, createdAt: now }))),
  ]);
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Marks an unused code of the user as used, in one statement (two uses cannot both pass); false when there is none. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertPendingSignIn(db: Db, values: { tokenHash: string; userId: number; expiresAt: Date }, now: Date): Promise<void> {
  // The user's ended pending sign-ins are swept here, where that user's rows are touched anyway.
  await db.delete(pendingSignIns).where(and(eq(pendingSignIns.userId, values.userId), lte(pendingSignIns.expiresAt, now)));
  await db.insert(pendingSignIns).values(values);
}

/** The user a pending sign-in that has not expired belongs to. */
export async function findPendingSignIn(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: pendingSignIns.userId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)))
    .limit(1);
  return row?.userId;
}

/** Deletes the pending sign-in; false when it was already used (a concurrent second step won). */
export async function takePendingSignIn(db: Db, tokenHash: string): Promise<boolean> {
  return (await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash)).returning({ userId: pendingSignIns.userId })).length > 0;
}

export async function deleteUserPendingSignIns(db: Db, userId: number): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

export interface StoredChallenge {
  challenge: string;
  purpose: 'register' | 'authenticate';
  userId: number | null;
  expiresAt: Date;
}

export async function insertChallenge(db: Db, values: StoredChallenge & { keyHash: string }, now: Date): Promise<void> {
  // Abandoned ceremonies are swept by the next one: the table holds only the last few minutes.
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(values);
}

/** Deletes and answers the challenge in one statement: a challenge is answered once. */
export async function takeChallenge(db: Db, keyHash: string): Promise<StoredChallenge | undefined> {
  const [row] = await db.delete(webauthnChallenges).where(eq(webauthnChallenges.keyHash, keyHash)).returning({
    challenge: webauthnChallenges.challenge,
    purpose: webauthnChallenges.purpose,
    userId: webauthnChallenges.userId,
    expiresAt: webauthnChallenges.expiresAt,
  });
  return row;
}

export interface StoredPasskey {
  id: string;
  userId: number;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function listPasskeys(db: Db, userId: number): Promise<StoredPasskey[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
}

export async function findPasskey(db: Db, id: string): Promise<StoredPasskey | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row;
}

export async function insertPasskey(db: Db, values: Omit<StoredPasskey, 'lastUsedAt'>): Promise<boolean> {
  return (await db.insert(passkeys).values(values).onConflictDoNothing().returning({ id: passkeys.id })).length > 0;
}

export async function recordPasskeyUse(db: Db, id: string, counter: number, now: Date): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

export async function deletePasskey(db: Db, userId: number, id: string): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row;
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The ids of the users who have a second factor on (a confirmed authenticator app or a passkey), for the admin's user list. */
export async function userIdsWithSecondFactor(db: Db): Promise<Set<number>> {
  const [apps, keys] = await Promise.all([
    db.select({ userId: totpCredentials.userId }).from(totpCredentials).where(isNotNull(totpCredentials.confirmedAt)),
    db.selectDistinct({ userId: passkeys.userId }).from(passkeys),
  ]);
  return new Set([...apps, ...keys].map((row) => row.userId));
}

/** Whether the user has a second factor on. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const totp = await findTotp(db, userId);
  return Boolean(totp?.confirmedAt) || (await countPasskeys(db, userId)) > 0;
}
