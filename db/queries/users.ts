import { and, count, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { PublicUser, Role } from '../../domain/entities.ts';
import type { AdminUser } from '../../domain/people.ts';
import type { Db } from '../client.ts';
import { hasSecondFactor, userIdsWithSecondFactor } from './second-factor.ts';
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
  /** A deactivated account cannot sign in. */
  deactivated: boolean;
}

/** For signing in: the user with the stored hash beside it, never inside it. */
export async function findCredentialsByEmail(db: Db, email: string): Promise<UserCredentials | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ? { user: toPublicUser(row), passwordHash: row.passwordHash, deactivated: row.deactivatedAt !== null } : undefined;
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

/** A user as the People screen shows them. */
function toAdminUser(row: UserRow, twoFactorEnabled: boolean): AdminUser {
  return {
    ...toPublicUser(row),
    lastSignInAt: row.lastSignInAt ? iso(row.lastSignInAt) : null,
    deactivatedAt: row.deactivatedAt ? iso(row.deactivatedAt) : null,
    twoFactorEnabled,
    aiMonthlyBudgetUsd: row.aiMonthlyBudgetUsd,
  };
}

/** Every user, newest first, for the People screen. */
export async function listUsers(db: Db): Promise<AdminUser[]> {
  const [rows, withSecondFactor] = await Promise.all([db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)), userIdsWithSecondFactor(db)]);
  return rows.map((row) => toAdminUser(row, withSecondFactor.has(row.id)));
}

export async function getAdminUserById(db: Db, id: number): Promise<AdminUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toAdminUser(row, await hasSecondFactor(db, row.id)) : undefined;
}

export async function getUserById(db: Db, id: number): Promise<PublicUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : undefined;
}

/** The People screen's counts: everyone, and each role (regular users are those of role 'user'). */
export async function countUsers(
  db: Db,
): Promise<{ totalUsers: number; adminUsers: number; editorUsers: number; contributorUsers: number; regularUsers: number }> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const of = (role: Role) => rows.find((row) => row.role === role)?.n ?? 0;
  const totalUsers = rows.reduce((sum, row) => sum + row.n, 0);
  return { totalUsers, adminUsers: of('admin'), editorUsers: of('editor'), contributorUsers: of('contributor'), regularUsers: of('user') };
}

/**
 * Checked inside the same statement as the change, so two admins demoting, deactivating or
 * deleting each other at once cannot leave nobody: the row is not an active admin, or another
 * active admin remains (a deactivated admin is no way in).
 */
const keepsAnAdmin = or(
  ne(users.role, 'admin'),
  isNotNull(users.deactivatedAt),
  sql`(select count(*) from ${users} where ${users.role} = 'admin' and ${users.deactivatedAt} is null) > 1`,
);

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

/** Marks the account deactivated; undefined when the user is unknown, already deactivated, or the last active admin. */
export async function deactivateUserKeepingAnAdmin(db: Db, id: number, at: Date): Promise<PublicUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: at })
    .where(and(eq(users.id, id), isNull(users.deactivatedAt), keepsAnAdmin))
    .returning();
  return row ? toPublicUser(row) : undefined;
}

/** Lets a deactivated account sign in again; undefined when unknown or not deactivated. */
export async function reactivateUser(db: Db, id: number): Promise<PublicUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: null })
    .where(and(eq(users.id, id), isNotNull(users.deactivatedAt)))
    .returning();
  return row ? toPublicUser(row) : undefined;
}

/** Remembers when the person last started a session (the People screen's 'Last sign-in'). */
export async function recordSignIn(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/** Sets (or, with null, clears) a person's own monthly AI budget; undefined when unknown. */
export async function setUserAiBudget(db: Db, id: number, monthlyUsd: number | null): Promise<AdminUser | undefined> {
  const [row] = await db.update(users).set({ aiMonthlyBudgetUsd: monthlyUsd }).where(eq(users.id, id)).returning();
  return row ? toAdminUser(row, await hasSecondFactor(db, row.id)) : undefined;
}

/** The oldest admin, if any: start-up uses it to tell who can sign in. */
export async function findFirstAdmin(db: Db): Promise<PublicUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.id).limit(1);
  return row ? toPublicUser(row) : undefined;
}
