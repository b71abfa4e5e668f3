/**
 * `npm run check-links [-- --all]`: runs the link monitor once against the configured database,
 * as the Node server does daily: every link not checked for a day (all of them with --all), and
 * each expert's Wikidata item. Prints what it found; the admin's 'Needs attention' lists it.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createResearchSources } from '../api/adapters/research/index.ts';
import { createGuardedFetcher } from '../api/adapters/http/node-guarded-fetch.ts';
import { parseConfig } from '../api/config.ts';
import { runLinkCheck } from '../api/services/link-monitor.ts';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { LINK_STATUSES } from '../domain/link-monitor.ts';

const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
const config = parseConfig(process.env);
mkdirSync(config.dataDir, { recursive: true });
const db = createDb(config.database);
await migrateDb(db, config.database.url);
const started = Date.now();
const run = await runLinkCheck(
  { db, imageFetcher: createGuardedFetcher({ allowPrivate: config.allowPrivateImageUrls }), research: createResearchSources(config.research, config.siteUrl) },
  { force: values.all },
);
db.$client.close();
console.log(
  `Checked ${run.checked} links in ${((Date.now() - started) / 1000).toFixed(1)} s: ${LINK_STATUSES.map((status) => `${run.byStatus[status]} ${status}`).join(', ')}.`,
);
console.log(`Read ${run.wikidataChecked} Wikidata items${run.wikidataError ? ` (stopped: ${run.wikidataError})` : ''}.`);
