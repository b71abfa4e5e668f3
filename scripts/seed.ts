/**
 * `npm run seed`: migrates the configured database and seeds it when it has no experts; a
 * database seeded earlier gets the seed experts' provenance where they have none yet.
 * Useful for Turso, whose pages are built elsewhere (see docs/DEPLOY.md).
 */
import { mkdirSync } from 'node:fs';
import { parseConfig } from '../api/config.ts';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedIfEmpty, seedProvenanceIfMissing } from '../db/seed/index.ts';

const config = parseConfig(process.env);
mkdirSync(config.dataDir, { recursive: true });
const db = createDb(config.database);
await migrateDb(db, config.database.url);
if (await seedIfEmpty(db)) {
  console.log('Seeded the curated experts and articles.');
} else {
  const filled = await seedProvenanceIfMissing(db);
  console.log(`The database already has experts: nothing seeded; sources and identifiers added to ${filled} seed experts that had none.`);
}
db.$client.close();
