/**
 * `npm run create-admin -- --email you@example.com --password '…'`: creates that admin, or
 * resets its password and role, in the configured database.
 */
import { parseArgs } from 'node:util';
import { createScryptHasher } from '../api/adapters/passwords/node-scrypt.ts';
import { parseConfig } from '../api/config.ts';
import { describeAdminAccount, ensureAdminAccount } from '../api/services/admin-account.ts';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
// The same validation as ADMIN_EMAIL / ADMIN_PASSWORD at start-up.
const config = parseConfig({ ...process.env, ADMIN_EMAIL: values.email, ADMIN_PASSWORD: values.password });
if (!config.admin) {
  console.error("Usage: npm run create-admin -- --email you@example.com --password 'at least 8 characters'");
  process.exit(1);
}
const db = createDb(config.database);
await migrateDb(db, config.database.url);
const account = await ensureAdminAccount({ db, passwords: createScryptHasher() }, config.admin);
console.log(describeAdminAccount(account, `${config.siteUrl}/login`));
db.$client.close();
