/**
 * Edge cost benchmark: the Cloudflare Worker (wrangler.toml, api/worker.ts) in `wrangler dev`
 * (workerd, the runtime Cloudflare runs) with a real site build as its static assets, against a
 * loopback Turso (Hrana over HTTP on a migrated libSQL file). The build leaves every profile and
 * every later list page out of the static set, so they are rendered on demand by the Worker.
 * Calls are sent one at a time (no concurrency) and timed end to end; sign-in hashes with the
 * production scrypt cost in pure JS (@noble/hashes), as on Cloudflare; the Cron Triggers run
 * through wrangler's --test-scheduled.
 *
 * CPU time: workerd reports none locally, so this reads the workerd processes' own CPU time
 * (utime + stime in /proc, 10 ms ticks) around each timed call, leaving out what a series prepares
 * between calls, and averages over the calls. That includes the runtime's HTTP handling and
 * wrangler's local proxy, so it is an upper bound of the CPU Cloudflare would bill for the same
 * call: compare each row with the static file's.
 *
 *   node scripts/bench/edge.ts [--calls 20] [--sign-ins 8]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { createScryptHasher } from '../../api/adapters/passwords/node-scrypt.ts';
import { CRONS } from '../../api/scheduled-jobs.ts';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { insertUser } from '../../db/queries/users.ts';
import { articles, buildStatus, experts } from '../../db/schema.ts';
import { PUBLISH_INFO_FILE, type SitePublishInfo } from '../../domain/site-pages.ts';
import { buildSite } from '../../tests/helpers/build-site.ts';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';
import { makeArticle, makeExpert } from '../../tests/helpers/factories.ts';
import { startHranaServer } from '../../tests/helpers/hrana-server.ts';
import { startWorkerDev } from '../../tests/helpers/wrangler-dev.ts';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '20' }, 'sign-ins': { type: 'string', default: '8' } } });
const calls = Number(values.calls);
const signIns = Number(values['sign-ins']);
const workerdVersion = (JSON.parse(readFileSync('node_modules/workerd/package.json', 'utf8')) as { version: string }).version;

const dir = mkdtempSync(join(tmpdir(), 'lx-bench-edge-'));
const path = join(dir, 'app.db');
const db = createDb({ url: `file:${path}` });
await migrateDb(db, `file:${path}`);
// Enough profiles for one rendered on demand per call, and directory pages past the first (24 a page).
const expertCount = Math.max(calls + 2, 3 * 24);
const benchExperts: Array<Awaited<ReturnType<typeof makeExpert>>> = [];
for (let n = 0; n < expertCount; n++)
  benchExperts.push(await makeExpert(db, { name: `Bench Expert ${String(n).padStart(3, '0')}` }, n < 6 ? n + 1 : undefined));
for (let n = 0; n < 10; n++) await makeArticle(db, { title: `Bench Article ${n}`, slug: `bench-article-${n}`, expertId: benchExperts[n]!.id });
const password = 'bench password long enough';
await insertUser(db, { email: 'bench@example.org', passwordHash: await createScryptHasher().hash(password), firstName: 'Bench', lastName: 'User' });

// A full build gives the site's minimum budget; the deployed one holds that and the first page of the 11 lists.
const full = await buildSite(db, `file:${path}`, join(dir, 'full'));
const { minimumFileBudget } = JSON.parse(await full.read(PUBLISH_INFO_FILE)) as SitePublishInfo;
const lean = await buildSite(db, `file:${path}`, join(dir, 'lean'), { SITE_FILE_BUDGET: String(minimumFileBudget + 11) });
const turso = await startHranaServer({ path, authToken: 'bench-token' });
const dev = await startWorkerDev(
  lean.outDir,
  { SECRET_KEY: 'bench-secret-key-0123456789abcdef', DATABASE_URL: turso.url, DATABASE_AUTH_TOKEN: 'bench-token' },
  lean.renderDir,
);

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** The workerd processes below wrangler, found through /proc. */
function workerdPids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = safeRead(`/proc/${name}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (safeRead(`/proc/${child}/comm`).trim() === 'workerd') found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** CPU milliseconds (user + system) the processes have used so far. */
function cpuMs(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const fields = safeRead(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  }, 0);
}

const workerd = workerdPids(dev.pid ?? 0);
if (workerd.length === 0) throw new Error('No workerd process found below wrangler');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Row {
  call: string;
  n: number;
  p50: number;
  p99: number;
  cpu: number;
}
const rows: Row[] = [];

/**
 * Sends `send` n times in a row after one warm-up, with `prepare` (untimed) before each call, and
 * records latency and workerd CPU per call; `check` says whether an answer is the one measured.
 */
async function series(
  call: string,
  n: number,
  send: (i: number) => Promise<Response>,
  options: { prepare?: (i: number) => Promise<void>; check?: (res: Response) => boolean } = {},
) {
  const check = options.check ?? ((res: Response) => res.ok);
  await options.prepare?.(-1);
  const warm = await send(-1);
  if (!check(warm)) throw new Error(`${call}: ${warm.status} ${warm.headers.get('X-Page-Render')} ${await warm.text()}`);
  await warm.arrayBuffer();
  const times: number[] = [];
  let cpu = 0;
  for (let i = 0; i < n; i++) {
    await options.prepare?.(i);
    const cpuBefore = cpuMs(workerd);
    const start = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    cpu += cpuMs(workerd) - cpuBefore;
    if (!check(res)) throw new Error(`${call}: ${res.status} ${res.headers.get('X-Page-Render')}`);
  }
  times.sort((a, b) => a - b);
  rows.push({ call, n, p50: percentile(times, 50), p99: percentile(times, 99), cpu: cpu / n });
}

const get = (page: string) => () => fetch(`${dev.base}${page}`);
const rendered = (res: Response) => res.ok && res.headers.get('X-Page-Render') === 'fresh';
const fromCache = (res: Response) => res.ok && res.headers.get('X-Page-Render') === 'cache';
async function captcha() {
  const { question, expected } = (await (await fetch(`${dev.base}/api/auth/captcha`)).json()) as { question: string; expected: string };
  return { captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected };
}
/** A change to the page's data as an edit makes it, counted as a new content generation; the isolate sees it within a second. */
async function change(expertId: number, title: string) {
  await db.update(experts).set({ title, updatedAt: new Date() }).where(eq(experts.id, expertId));
  await db.update(buildStatus).set({ generation: sql`${buildStatus.generation} + 1` });
  await new Promise((wait) => setTimeout(wait, 1100));
}

try {
  // A static file is served by the assets without the Worker: the local runtime's own cost per request.
  await series('GET / (static asset, no Worker)', calls, get('/'), { check: (res) => res.ok && !res.headers.has('X-Page-Render') });
  await series('GET /api/experts', calls, get('/api/experts'));
  await series('GET /api/experts/bench-expert-003', calls, get('/api/experts/bench-expert-003'));
  // Each call a profile not rendered yet; then one profile again and again from the edge cache.
  await series('GET /{profile} on demand, rendered', calls, (i) => fetch(`${dev.base}/${benchExperts[i + 1]!.slug}`), { check: rendered });
  await series('GET /{profile} on demand, from the edge cache', calls, get(`/${benchExperts[1]!.slug}`), { check: fromCache });
  // An expert of page 2 changes before each call, so the page is rendered again each time.
  const onPageTwo = benchExperts[30]!;
  await series('GET /directory/page/2 on demand, rendered', calls, get('/directory/page/2'), {
    prepare: (i) => change(onPageTwo.id, `Title ${i}`),
    check: rendered,
  });
  await series('GET /directory/page/2 on demand, from the edge cache', calls, get('/directory/page/2'), { check: fromCache });
  // After an unrelated change, a cached profile costs one read of its data, no rendering.
  await series('GET /{profile} on demand after an unrelated change (data read, no render)', calls, get(`/${benchExperts[1]!.slug}`), {
    prepare: (i) => change(onPageTwo.id, `Again ${i}`),
    check: fromCache,
  });
  await series('Cron: publish-due, nothing due', calls, () => dev.scheduled(CRONS.publishDue));
  // One article comes due before each run: published, logged, the change counted.
  await series('Cron: publish-due, publishing one article', calls, () => dev.scheduled(CRONS.publishDue), {
    prepare: async () => {
      const due = await makeArticle(db, { status: 'draft' });
      await db
        .update(articles)
        .set({ publishAt: new Date(Date.now() - 1000) })
        .where(eq(articles.id, due.id));
    },
  });
  const published = await db.select({ id: articles.id }).from(articles).where(eq(articles.status, 'published'));
  if (published.length !== 10 + calls + 1) throw new Error(`The cron runs published ${published.length - 10} articles, not ${calls + 1}`);
  // Captchas are fetched first so the series times sign-in only.
  const answers = await Promise.all(Array.from({ length: signIns + 1 }, captcha));
  await series('POST /api/auth/login (scrypt N=2^15, r=8, p=3)', signIns, async (i) =>
    fetch(`${dev.base}/api/auth/login`, {
      method: 'POST',
      headers: { Origin: dev.origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.org', password, ...answers[i + 1] }),
    }),
  );
} finally {
  dev.stop();
  await turso.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `The Worker in wrangler dev (workerd ${workerdVersion}), ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores, shared), calls one at a time`,
);
console.log('| call | calls | p50 ms | p99 ms | workerd CPU ms per call (upper bound) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(`| ${row.call} | ${row.n} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cpu.toFixed(1)} |`);
