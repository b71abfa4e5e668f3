/**
 * `npm run seed`: migrates the configured database and seeds it when it has no experts.
 * Useful for Turso, whose pages are built elsewhere (see docs/DEPLOY.md).
 */
import { mkdirSync } from 'node:fs';
import { parseConfig } from '../api/config.ts';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';

const config = parseConfig(process.env);
mkdirSync(config.dataDir, { recursive: true });
const db = createDb(config.database);
await migrateDb(db, config.database.url);
console.log((await seedIfEmpty(db)) ? 'Seeded the curated experts and articles.' : 'The database already has experts: nothing seeded.');
db.$client.close();
