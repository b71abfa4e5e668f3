import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { wizardStates } from '../schema.ts';

export async function getWizardState(db: Db, userId: number): Promise<{ state: unknown; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ state: wizardStates.state, updatedAt: wizardStates.updatedAt })
    .from(wizardStates)
    .where(eq(wizardStates.userId, userId))
    .limit(1);
  return row;
}

/** One row per admin: the newest save replaces the one before. */
export async function saveWizardState(db: Db, userId: number, state: unknown, at: Date): Promise<void> {
  await db
    .insert(wizardStates)
    .values({ userId, state, updatedAt: at })
    .onConflictDoUpdate({ target: wizardStates.userId, set: { state, updatedAt: at } });
}

export async function deleteWizardState(db: Db, userId: number): Promise<void> {
  await db.delete(wizardStates).where(eq(wizardStates.userId, userId));
}
