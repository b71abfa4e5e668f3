/**
 * Fills a database with synthetic experts and articles for scale work.
 *
 *   node scripts/synth.ts --experts 1000 --articles 1000 [--seed 1] [--database-url file:./data/synth.db]
 *
 * The database comes from DATABASE_URL (or DATA_DIR) like every other entry point; --database-url
 * overrides it. The database is migrated first; existing rows are kept.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { parseConfig } from '../api/config.ts';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { articles, experts } from '../db/schema.ts';
import { writeSyntheticData } from '../db/seed/synthetic.ts';

const usage = 'Usage: node scripts/synth.ts --experts N --articles M [--seed S] [--database-url URL]';

function count0(value: string | undefined, name: string): number {
  const parsed = Number(value ?? '0');
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number (got "${value}")\n${usage}`);
  return parsed;
}

/** The local file behind a file: URL ('file:./x.db', 'file:/abs/x.db' or 'file:///abs/x.db'). */
function localPath(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const rest = url.slice('file:'.length).split('?')[0] ?? '';
  return rest.startsWith('//') ? fileURLToPath(url.split('?')[0] ?? url) : resolve(rest);
}

async function main() {
  const { values } = parseArgs({
    options: {
      experts: { type: 'string', default: '0' },
      articles: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const options = {
    experts: count0(values.experts, 'experts'),
    articles: count0(values.articles, 'articles'),
    seed: count0(values.seed, 'seed'),
  };

  const env = values['database-url'] ? { ...process.env, DATABASE_URL: values['database-url'] } : process.env;
  const config = parseConfig(env);
  const { url } = config.database;
  const file = localPath(url);
  if (file) mkdirSync(dirname(file), { recursive: true });

  const db = createDb(config.database);
  try {
    await migrateDb(db, url);
    const started = performance.now();
    await writeSyntheticData(db, options);
    const seconds = (performance.now() - started) / 1000;
    const [expertRows] = await db.select({ total: count() }).from(experts);
    const [articleRows] = await db.select({ total: count() }).from(articles);
    console.log(
      `Wrote ${options.experts} synthetic experts and ${options.articles} synthetic articles to ${url} in ${seconds.toFixed(2)} s ` +
        `(database now holds ${expertRows?.total ?? 0} experts, ${articleRows?.total ?? 0} articles).`,
    );
  } finally {
    db.$client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
