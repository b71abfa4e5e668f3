/**
 * Sign-in benchmark: a temporary libSQL file, the real app with the production-cost scrypt
 * hasher (N=2^15, r=8, p=3) and one user; measures the time of one password hash (mean of 10)
 * and sign-in throughput and latency with concurrent clients through `app.request` (in process,
 * no network). Captcha tokens are fetched and answered beforehand so only sign-in is timed, and
 * the rate limits are raised through the app's `rateLimits` option.
 *
 *   node scripts/bench/auth.ts [--sign-ins 200] [--concurrency 20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { keepSizeResizer } from '../../api/adapters/ai/image-types.ts';
import { createCatalogueReader } from '../../api/adapters/ai/catalogues.ts';
import { createImageAi } from '../../api/adapters/ai/images.ts';
import { createOpenAiTextAi } from '../../api/adapters/ai/openai-text.ts';
import { createResearchSources } from '../../api/adapters/research/index.ts';
import { createGuardedFetcher } from '../../api/adapters/http/node-guarded-fetch.ts';
import { createOutboxMailer } from '../../api/adapters/mail/node-outbox.ts';
import { createScryptHasher } from '../../api/adapters/passwords/node-scrypt.ts';
import { createFolderStorage } from '../../api/adapters/storage/node-folder.ts';
import { createApp } from '../../api/app.ts';
import { createBackground } from '../../api/background.ts';
import { parseConfig } from '../../api/config.ts';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { insertUser } from '../../db/queries/users.ts';
import { RATE_LIMITS, type RateLimitRules } from '../../domain/limits.ts';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';
import { recordingRebuilder } from '../../tests/helpers/recording-rebuilder.ts';

const { values } = parseArgs({
  options: { 'sign-ins': { type: 'string', default: '200' }, concurrency: { type: 'string', default: '20' } },
});
const signIns = Number(values['sign-ins']);
const concurrency = Number(values.concurrency);

const dir = mkdtempSync(join(tmpdir(), 'lx-bench-auth-'));
const url = `file:${join(dir, 'app.db')}`;
const db = createDb({ url });
await migrateDb(db, url);

const passwords = createScryptHasher();
const unlimited = Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, max: Number.MAX_SAFE_INTEGER }])) as RateLimitRules;
const app = createApp({
  config: parseConfig({ DATA_DIR: dir }),
  db,
  storage: createFolderStorage(join(dir, 'uploads')),
  imageFetcher: createGuardedFetcher({ allowPrivate: false }),
  mail: createOutboxMailer(join(dir, 'outbox'), () => {}),
  rebuild: recordingRebuilder(), // signing in publishes nothing
  passwords,
  background: createBackground(),
  textAi: createOpenAiTextAi({}, { timeoutMs: 1000 }), // no AI in this benchmark
  research: createResearchSources(parseConfig({}).research, 'http://localhost'),
  imageAi: createImageAi({}, { timeoutMs: 1000 }),
  catalogues: createCatalogueReader({}),
  imageResizer: keepSizeResizer,
  clientAddress: () => '127.0.0.1',
  secretKey: 'bench-secret-key',
  rateLimits: unlimited,
});

// One password hash at production cost, mean of 10 in a row: wall time, and CPU time (which other
// processes on a shared machine do not inflate).
const hashRuns = 10;
const cpuBefore = process.cpuUsage();
const hashStart = performance.now();
for (let i = 0; i < hashRuns; i++) await passwords.hash(`bench password ${i}`);
const hashMeanMs = (performance.now() - hashStart) / hashRuns;
const cpu = process.cpuUsage(cpuBefore);
const hashCpuMs = (cpu.user + cpu.system) / 1000 / hashRuns;

const email = 'bench@example.org';
const password = 'bench password long enough';
await insertUser(db, { email, passwordHash: await passwords.hash(password), firstName: 'Bench', lastName: 'User' });

async function answeredCaptcha() {
  const { question, expected } = (await (await app.request('/api/auth/captcha')).json()) as { question: string; expected: string };
  return { captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected };
}

async function signIn(captcha: { captchaAnswer: string; captchaExpected: string }): Promise<number> {
  const start = performance.now();
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, ...captcha }),
  });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return performance.now() - start;
}

const warmUp = 4;
const captchas = await Promise.all(Array.from({ length: signIns + warmUp }, answeredCaptcha));
for (const captcha of captchas.splice(0, warmUp)) await signIn(captcha);

const latencies: number[] = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let captcha = captchas.pop(); captcha; captcha = captchas.pop()) latencies.push(await signIn(captcha));
  }),
);
const wallSeconds = (performance.now() - started) / 1000;

/** Nearest-rank percentile. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
latencies.sort((a, b) => a - b);

db.$client.close();
rmSync(dir, { recursive: true, force: true });

const rows: Array<[string, string]> = [
  ['machine', `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4}`],
  ['password hash (scrypt N=2^15, r=8, p=3), mean of 10', `${hashMeanMs.toFixed(0)} ms wall, ${hashCpuMs.toFixed(0)} ms CPU`],
  [`sign-ins (${concurrency} concurrent clients)`, String(latencies.length)],
  ['throughput', `${(latencies.length / wallSeconds).toFixed(1)} sign-ins/s`],
  ['latency p50', `${percentile(latencies, 50).toFixed(0)} ms`],
  ['latency p99', `${percentile(latencies, 99).toFixed(0)} ms`],
];
console.log('| measure | value |\n| --- | --- |');
for (const [measure, value] of rows) console.log(`| ${measure} | ${value} |`);
