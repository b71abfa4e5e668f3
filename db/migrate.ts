import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Db } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed drizzle-kit migrations; local files also switch to WAL so builds can read while the API writes. */
export async function migrateDb(db: Db, url: string): Promise<void> {
  if (url.startsWith('file:')) await db.run(sql`PRAGMA journal_mode = WAL`);
  await migrate(db, { migrationsFolder });
}
