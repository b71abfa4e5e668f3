/**
 * Edge cost benchmark: `wrangler pages dev` (workerd, the runtime Cloudflare runs) serving the
 * Functions entry against a loopback Turso (Hrana over HTTP on a migrated libSQL file with a few
 * experts and articles). Calls are sent one at a time (no concurrency) and timed end to end;
 * sign-in hashes with the production scrypt cost in pure JS (@noble/hashes), as on Cloudflare.
 *
 * CPU time: workerd reports none locally (no per-request CPU in wrangler's output), so this
 * reads the workerd process's own CPU time (utime + stime in /proc) around each series and
 * divides by the calls. That includes the runtime's HTTP handling and the local proxy worker,
 * so it is an upper bound of the CPU Cloudflare would bill for the same call.
 *
 *   node scripts/bench/edge.ts [--calls 40] [--sign-ins 12]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createScryptHasher } from '../../api/adapters/passwords/node-scrypt.ts';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { insertUser } from '../../db/queries/users.ts';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';
import { makeArticle, makeExpert } from '../../tests/helpers/factories.ts';
import { startHranaServer } from '../../tests/helpers/hrana-server.ts';
import { codeBuild } from '../../tests/helpers/build-site.ts';
import { startPagesDev } from '../../tests/helpers/wrangler-dev.ts';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '40' }, 'sign-ins': { type: 'string', default: '12' } } });
const calls = Number(values.calls);
const signIns = Number(values['sign-ins']);
// Only failed password checks count against the sign-in limits, so one account takes every sign-in.
const perAccount = signIns;

const dir = mkdtempSync(join(tmpdir(), 'lx-bench-edge-'));
const path = join(dir, 'app.db');
const db = createDb({ url: `file:${path}` });
await migrateDb(db, `file:${path}`);
for (let n = 0; n < 20; n++) await makeExpert(db, { name: `Bench Expert ${n}` }, n < 6 ? n + 1 : undefined);
for (let n = 0; n < 10; n++) await makeArticle(db, { title: `Bench Article ${n}`, slug: `bench-article-${n}` });
const password = 'bench password long enough';
const passwordHash = await createScryptHasher().hash(password);
const accounts = Array.from({ length: Math.ceil(signIns / perAccount) }, (_, n) => `bench${n}@example.org`);
for (const email of accounts) await insertUser(db, { email, passwordHash, firstName: 'Bench', lastName: 'User' });

const turso = await startHranaServer({ path, authToken: 'bench-token' });
const site = join(dir, 'site');
mkdirSync(site);
writeFileSync(join(site, 'index.html'), '<h1>bench</h1>');
// The Functions import the site's renderer: the code half of a site build provides it.
const dev = await startPagesDev(site, { SECRET_KEY: 'bench-secret-key-0123456789abcdef', DATABASE_URL: turso.url, DATABASE_AUTH_TOKEN: 'bench-token' }, (await codeBuild()).renderDir);

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

/** Sends `send` n times in a row after one warm-up, and records latency and workerd CPU per call. */
async function series(call: string, n: number, send: (i: number) => Promise<Response>) {
  const warm = await send(-1);
  if (!warm.ok) throw new Error(`${call}: ${warm.status} ${await warm.text()}`);
  const times: number[] = [];
  const cpuBefore = cpuMs(workerd);
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`${call}: ${res.status}`);
  }
  const cpu = (cpuMs(workerd) - cpuBefore) / n;
  times.sort((a, b) => a - b);
  rows.push({ call, n, p50: percentile(times, 50), p99: percentile(times, 99), cpu });
}

const get = (path: string) => () => fetch(`${dev.base}${path}`);
async function captcha() {
  const { question, expected } = (await (await fetch(`${dev.base}/api/auth/captcha`)).json()) as { question: string; expected: string };
  return { captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected };
}

try {
  // A static file is served without the Functions entry: the runtime's own cost per request.
  await series('GET / (static file, no Function)', calls, get('/'));
  await series('GET /api/auth/captcha', calls, get('/api/auth/captcha'));
  await series('GET /api/experts', calls, get('/api/experts'));
  await series('GET /api/experts/featured', calls, get('/api/experts/featured'));
  await series('GET /api/experts/bench-expert-3', calls, get('/api/experts/bench-expert-3'));
  await series('GET /api/articles', calls, get('/api/articles'));
  await series('GET /api/articles/bench-article-3', calls, get('/api/articles/bench-article-3'));
  // Captchas are fetched first so the series times sign-in only; the warm-up counts as one sign-in.
  const answers = await Promise.all(Array.from({ length: signIns }, captcha));
  await series('POST /api/auth/login (scrypt N=2^15, r=8, p=3)', signIns - 1, async (i) =>
    fetch(`${dev.base}/api/auth/login`, {
      method: 'POST',
      headers: { Origin: dev.origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: accounts[Math.floor((i + 1) / perAccount)], password, ...answers[i + 1] }),
    }),
  );
} finally {
  dev.stop();
  await turso.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`workerd via wrangler pages dev, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores, shared), calls one at a time`);
console.log('| call | calls | p50 ms | p99 ms | workerd CPU ms per call (upper bound) |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(`| ${row.call} | ${row.n} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cpu.toFixed(1)} |`);
