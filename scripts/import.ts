/**
 * `npm run import -- <file> [--type experts|articles] [--confirm]`: the admin's import from the
 * command line. Without --confirm it is a dry run that prints each row's result; with it, the file
 * is written in one transaction, or not at all. The format follows the file's extension.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { createDeployHookRebuilder } from '../publishing/rebuild/deploy-hook.ts';
import { parseConfig } from '../api/config.ts';
import { HttpError } from '../api/errors.ts';
import { decodeImportFile, importDirectory } from '../api/services/exchange.ts';
import { describeIssues } from '../api/validate.ts';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { importQuerySchema } from '../domain/exchange.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { type: { type: 'string' }, confirm: { type: 'boolean', default: false } } });
const [path] = positionals;
const query = importQuerySchema.safeParse({
  format: extname(path ?? '')
    .slice(1)
    .toLowerCase(),
  type: values.type,
  dryRun: String(!values.confirm),
});
if (!path || !query.success) {
  console.error(path ? describeIssues(query.error!) : 'Usage: npm run import -- <file.json|file.csv> [--type experts|articles] [--confirm]');
  process.exit(2);
}

const config = parseConfig(process.env);
const db = createDb(config.database);
await migrateDb(db, config.database.url);
// On Cloudflare the deploy hook publishes; a Node server rebuilds at its next start, or from the dashboard.
const rebuild = createDeployHookRebuilder(db, config.deployHookUrl);
try {
  const report = await importDirectory({ db, rebuild }, { text: decodeImportFile(await readFile(path)), query: query.data, actor: null });
  for (const row of report.rows) console.log(`${row.type} row ${row.row} (${row.slug ?? 'no slug'}): ${row.result}${row.message ? ` - ${row.message}` : ''}`);
  console.log(report.message);
  if (!config.deployHookUrl && !report.dryRun) console.log('Publish the change with Rebuild now on the admin dashboard, or restart npm start.');
  process.exitCode = report.counts.error ? 1 : 0;
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
