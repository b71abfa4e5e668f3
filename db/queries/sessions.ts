import { and, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { PublicUser } from '../../domain/entities.ts';
import type { SecondFactorMethod } from '../../domain/second-factor.ts';
import type { Db } from '../client.ts';
import { sessions, users } from '../schema.ts';
import { toPublicUser } from './users.ts';

export interface StoredSession {
  id: string;
  secretHash: string;
  userId: number;
  expiresAt: Date;
  userAgent: string | null;
  address: string | null;
  lastUsedAt: Date | null;
  secondFactor: SecondFactorMethod | null;
}

/** A session as its owner's list shows it. */
export type ListedSession = Omit<StoredSession, 'secretHash' | 'userId'> & { createdAt: Date };

export async function insertSession(db: Db, session: StoredSession & { createdAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session and its user in one read, as every API request needs both; a deactivated account's sessions open nothing. */
export async function findSessionWithUser(db: Db, id: string): Promise<{ session: StoredSession; user: PublicUser } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return undefined;
  const { createdAt: _created, ...session } = row.session;
  return { session, user: toPublicUser(row.user) };
}

/** Writes what changed of a used session: its new expiry, and when and from where it was last used. */
export async function touchSession(db: Db, id: string, values: { expiresAt?: Date; lastUsedAt: Date; address: string }): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

/** Marks the session as having given its second factor (after enrolling one in it). */
export async function setSessionSecondFactor(db: Db, id: string, method: SecondFactorMethod): Promise<void> {
  await db.update(sessions).set({ secondFactor: method }).where(eq(sessions.id, id));
}

/** A user's sessions that have not expired, most recently used first. */
export async function listUserSessions(db: Db, userId: number, now: Date): Promise<ListedSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map(({ secretHash: _hash, userId: _user, ...session }) => session);
}

/** Deletes one of the user's sessions; false when the user has no such session. */
export async function deleteUserSession(db: Db, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Deletes every session of the user but one (the one asking); answers how many ended. */
export async function deleteOtherUserSessions(db: Db, userId: number, keepId: string | null): Promise<number> {
  const where = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
  return (await db.delete(sessions).where(where).returning({ id: sessions.id })).length;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}
