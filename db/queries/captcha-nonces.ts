import { lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { captchaNonces } from '../schema.ts';

/** Records the nonce as used; false when it already was (the primary key refuses a second insert). */
export async function claimCaptchaNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaNonces)
    .values({ nonce, expiresAt })
    .onConflictDoNothing({ target: captchaNonces.nonce })
    .returning({ nonce: captchaNonces.nonce });
  return inserted.length === 1;
}

/** A nonce past its token's expiry can be forgotten: the expired token is refused before its nonce is looked at. */
export async function deleteExpiredCaptchaNonces(db: Db, now: Date): Promise<void> {
  await db.delete(captchaNonces).where(lte(captchaNonces.expiresAt, now));
}
