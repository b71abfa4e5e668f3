import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { aiCatalogues } from '../schema.ts';

export type AiCatalogueRow = typeof aiCatalogues.$inferSelect;

export async function getAiCatalogue(db: Db, provider: string): Promise<AiCatalogueRow | undefined> {
  const [row] = await db.select().from(aiCatalogues).where(eq(aiCatalogues.provider, provider)).limit(1);
  return row;
}

export function listAiCatalogues(db: Db): Promise<AiCatalogueRow[]> {
  return db.select().from(aiCatalogues);
}

/** A list read from the provider: replaces the stored one and clears the last error. */
export async function saveAiCatalogue(db: Db, provider: string, models: unknown[], at: Date): Promise<void> {
  const values = { provider, models, fetchedAt: at, attemptedAt: at, error: null };
  await db.insert(aiCatalogues).values(values).onConflictDoUpdate({ target: aiCatalogues.provider, set: values });
}

/** A failed read: the stored list (if any) stays; the attempt and its reason are kept. */
export async function recordAiCatalogueFailure(db: Db, provider: string, error: string, at: Date): Promise<void> {
  await db
    .insert(aiCatalogues)
    .values({ provider, attemptedAt: at, error })
    .onConflictDoUpdate({ target: aiCatalogues.provider, set: { attemptedAt: at, error } });
}
