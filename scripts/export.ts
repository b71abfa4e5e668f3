/**
 * `npm run export -- [--format json|csv] [--type experts|articles] [--out file]`: the same export as
 * the admin's, from the configured database, to a file or standard output.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseConfig } from '../api/config.ts';
import { describeIssues } from '../api/validate.ts';
import { exportDirectory } from '../api/services/exchange.ts';
import { createDb } from '../db/client.ts';
import { exportQuerySchema } from '../domain/exchange.ts';

const { values } = parseArgs({ options: { format: { type: 'string', default: 'json' }, type: { type: 'string' }, out: { type: 'string' } } });
const query = exportQuerySchema.safeParse({ format: values.format, type: values.type });
if (!query.success) {
  console.error(describeIssues(query.error));
  process.exit(2);
}
const db = createDb(parseConfig(process.env).database);
const file = await exportDirectory({ db }, query.data);
db.$client.close();
if (values.out) {
  await writeFile(values.out, file.body);
  console.error(`Wrote ${values.out}`);
} else {
  process.stdout.write(file.body);
}
