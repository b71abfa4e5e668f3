/**
 * Site build benchmark: for each size, a fresh libSQL file with N synthetic experts and N
 * articles, then one full `astro build`; prints build time, pages per second and peak memory.
 *
 *   node scripts/bench/build.ts [--sizes 1000,10000]
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { writeSyntheticData } from '../../db/seed/synthetic.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000' } } });
const sizes = values.sizes.split(',').map(Number);
const rows: string[][] = [];

for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'lx-bench-build-'));
  const url = `file:${join(dir, 'app.db')}`;
  const db = createDb({ url });
  await migrateDb(db, url);
  await writeSyntheticData(db, { experts: size, articles: size });
  db.$client.close();

  const outDir = join(dir, 'out');
  // As in the publishing pipeline: build from the output's parent, which links to node_modules.
  symlinkSync(join(import.meta.dirname, '..', '..', 'node_modules'), join(dir, 'node_modules'), 'dir');
  const { stdout } = await run(process.execPath, [join(import.meta.dirname, 'astro-build-child.ts'), outDir], {
    cwd: dir,
    env: { ...process.env, DATABASE_URL: url, ASTRO_CACHE_DIR: join(dir, 'cache'), ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { ms: number; maxRssMb: number };
  const pages = readdirSync(outDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
  rows.push([
    `${size} experts + ${size} articles`,
    String(pages),
    (result.ms / 1000).toFixed(1),
    Math.round(pages / (result.ms / 1000)).toString(),
    Math.round(result.maxRssMb).toString(),
  ]);
  rmSync(dir, { recursive: true, force: true });
}

const header = ['data', 'pages', 'build s', 'pages/s', 'peak MB'];
console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
