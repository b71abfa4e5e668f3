import { eq, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { passwordResetTokens } from '../schema.ts';

export async function insertResetToken(db: Db, values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Deletes and answers the token in one statement, so two concurrent uses cannot both succeed. */
export async function takeResetToken(db: Db, tokenHash: string): Promise<{ userId: number; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .returning({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt });
  return row;
}

export async function deleteExpiredResetTokens(db: Db, now: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
}
