import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { PublicUser, Role } from '../../domain/entities.ts';
import type { Db } from '../client.ts';
import { passwordResetTokens, pendingSignIns, sessions, users } from '../schema.ts';
import { iso } from './rows.ts';

type UserRow = typeof users.$inferSelect;

/** The only way a user row leaves this module: every field but the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    createdAt: iso(row.createdAt),
  };
}

export interface UserCredentials {
  user: PublicUser;
  passwordHash: string;
}

/** For signing in: the user with the stored hash beside it, never inside it. */
export async function findCredentialsByEmail(db: Db, email: string): Promise<UserCredentials | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ? { user: toPublicUser(row), passwordHash: row.passwordHash } : undefined;
}

export async function findUserByEmail(db: Db, email: string): Promise<PublicUser | undefined> {
  return (await findCredentialsByEmail(db, email))?.user;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  role?: Role;
}

/** Inserts the user, or answers undefined when the e-mail is taken (also by a concurrent sign-up). */
export async function insertUser(db: Db, values: NewUser): Promise<PublicUser | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ? toPublicUser(row) : undefined;
}

/**
 * A new password ends every way in that the old one opened: pending reset links, sign-ins waiting
 * for their second step, and the sessions (all of them, or all but the one that changed it), in one batch.
 */
export async function replacePasswordAndSignOut(db: Db, userId: number, passwordHash: string, keepSessionId?: string): Promise<void> {
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId)),
    db.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId)),
  ]);
}

/** The stored password hash of a user, to ask for the password again before a sensitive change. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

/** Every user, newest first, for user management. */
export async function listUsers(db: Db): Promise<PublicUser[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toPublicUser);
}

export async function getUserById(db: Db, id: number): Promise<PublicUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : undefined;
}

export async function countUsers(db: Db): Promise<{ totalUsers: number; adminUsers: number; regularUsers: number }> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const adminUsers = rows.find((row) => row.role === 'admin')?.n ?? 0;
  const totalUsers = rows.reduce((sum, row) => sum + row.n, 0);
  return { totalUsers, adminUsers, regularUsers: totalUsers - adminUsers };
}

/**
 * Checked inside the same statement as the change, so two admins demoting or deleting each other
 * at once cannot leave nobody: the row is not an admin, or another admin remains.
 */
const keepsAnAdmin = or(ne(users.role, 'admin'), sql`(select count(*) from ${users} where ${users.role} = 'admin') > 1`);

/** Sets the role; undefined when the user is unknown or is the last admin being demoted. */
export async function setUserRole(db: Db, id: number, role: Role): Promise<PublicUser | undefined> {
  const guard = role === 'admin' ? eq(users.id, id) : and(eq(users.id, id), keepsAnAdmin);
  const [row] = await db.update(users).set({ role }).where(guard).returning();
  return row ? toPublicUser(row) : undefined;
}

/**
 * Deletes the user unless they are the last admin; their sessions and reset links go with them
 * (foreign keys cascade) and their submissions stay, without a submitter account. Undefined when
 * nothing was deleted.
 */
export async function deleteUserKeepingAnAdmin(db: Db, id: number): Promise<PublicUser | undefined> {
  const [row] = await db
    .delete(users)
    .where(and(eq(users.id, id), keepsAnAdmin))
    .returning();
  return row ? toPublicUser(row) : undefined;
}

/** The oldest admin, if any: start-up uses it to tell who can sign in. */
export async function findFirstAdmin(db: Db): Promise<PublicUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.id).limit(1);
  return row ? toPublicUser(row) : undefined;
}
