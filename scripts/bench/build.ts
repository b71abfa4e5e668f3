/**
 * Site build benchmark: for each size, a fresh libSQL file with N synthetic experts and N
 * synthetic articles, then one full site build in its own process (scripts/build-site.ts: the
 * code half with astro build, then every data page within the file budget), and one incremental
 * build after a single expert is edited. Prints the time, the build process's peak resident
 * memory, the static set and the files of the output (counted on disk).
 *
 *   node scripts/bench/build.ts [--sizes 1000,10000,100000] [--budget 20000]
 *
 * Generated databases and builds live under the system's temporary folder and are removed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { experts } from '../../db/schema.ts';
import { writeSyntheticData } from '../../db/seed/synthetic.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000,100000' }, budget: { type: 'string', default: '20000' } } });
const sizes = values.sizes.split(',').map(Number);
const rows: string[][] = [];

interface Summary {
  ms: number;
  maxRssMb: number;
  rendered: number;
  reused: number;
  staticPages: number;
  onDemandPages: number;
}

for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'lx-bench-build-'));
  const url = `file:${join(dir, 'app.db')}`;
  const db = createDb({ url });
  await migrateDb(db, url);
  await writeSyntheticData(db, { experts: size, articles: size });

  const build = async (out: string) => {
    const { stdout } = await run(process.execPath, [join(import.meta.dirname, '..', 'build-site.ts'), '--out', join(dir, out), '--cache', join(dir, 'cache')], {
      cwd: dir,
      env: { ...process.env, DATABASE_URL: url, SITE_URL: 'http://localhost:4321', SITE_FILE_BUDGET: values.budget, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Summary;
  };
  try {
    const full = await build('full');
    const files = readdirSync(join(dir, 'full'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
    // One expert edited (as the API would: a new title, updated_at stamped), then the build again.
    const [first] = await db.select({ id: experts.id }).from(experts).limit(1);
    await db.update(experts).set({ title: 'Edited for the incremental build' }).where(eq(experts.id, first!.id));
    const incremental = await build('incremental');
    rows.push([
      `${size} + ${size}`,
      String(full.staticPages),
      String(full.onDemandPages),
      String(files),
      (full.ms / 1000).toFixed(1),
      String(full.maxRssMb),
      (incremental.ms / 1000).toFixed(1),
      `${incremental.rendered} / ${incremental.reused}`,
      String(incremental.maxRssMb),
    ]);
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const header = ['experts + articles', 'static pages', 'on demand', 'files', 'full build s', 'peak MB', 'after one edit s', 'rendered / reused', 'peak MB'];
console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
