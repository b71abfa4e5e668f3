/**
 * `npm start`: migrate, seed when empty, make sure an admin exists, build the site when the live
 * build does not match the data, then serve site and API on one port.
 */
import { startServer } from '../api/node.ts';
import { describeAdminAccount } from '../api/services/admin-account.ts';
import { logModelWarnings } from '../api/services/ai/platform.ts';

const server = await startServer();
console.log(`\n${server.config.siteName} is running at ${server.url}`);
console.log(describeAdminAccount(server.adminAccount, `${server.url}/login`));
// A default model going or gone is said once, when the catalogues have been read.
void logModelWarnings(server.deps, (line) => console.warn(line)).catch((error: unknown) => console.warn('[ai] model catalogues could not be checked:', error));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('\nStopping...');
    void server.close().then(() => process.exit(0));
  });
}
