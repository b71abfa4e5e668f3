import { and, eq, isNull, lte } from 'drizzle-orm';
import type { PublicUser } from '../../domain/entities.ts';
import type { Db } from '../client.ts';
import { sessions, users } from '../schema.ts';
import { toPublicUser } from './users.ts';

export interface StoredSession {
  id: string;
  secretHash: string;
  userId: number;
  expiresAt: Date;
}

export async function insertSession(db: Db, session: StoredSession): Promise<void> {
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
  const { id: sessionId, secretHash, userId, expiresAt } = row.session;
  return { session: { id: sessionId, secretHash, userId, expiresAt }, user: toPublicUser(row.user) };
}

export async function setSessionExpiry(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
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
