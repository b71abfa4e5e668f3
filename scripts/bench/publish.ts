/**
 * Publishing benchmark: for each size, the real Node server over a database of N synthetic
 * experts and N synthetic articles. A user signs up, signs in and submits an expert over HTTP;
 * the admin approves it; the clock runs from the approve request until the new profile is served
 * at /{slug}, and until the directory page and the category page that list it (by name) link to
 * it. Then the publish that follows (the incremental site build) is timed to its end.
 *
 *   node scripts/bench/publish.ts [--sizes 1000,10000,100000] [--code-cache <dir>]
 *
 * The server names itself http://localhost:4321 (SITE_URL, baked into the pages) and accepts its
 * real loopback origin, so every size shares one code build (astro build) when --code-cache is given.
 * Generated databases live under the system's temporary folder and are removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startServer } from '../../api/node.ts';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { writeSyntheticData } from '../../db/seed/synthetic.ts';
import { categorySlug } from '../../domain/site-pages.ts';
import { LIMITS } from '../../domain/limits.ts';
import { listPagePath } from '../../domain/paging.ts';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000,100000' }, 'code-cache': { type: 'string' } } });
const sizes = values.sizes.split(',').map(Number);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const SITE_URL = 'http://localhost:4321';
/** Give up on one measurement after this long: a broken pipeline must fail the run, not hang it. */
const WAIT_LIMIT_MS = 15 * 60 * 1000;

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A browser-like client: same-origin JSON requests that keep the session cookie. */
function client(base: string) {
  let cookie = '';
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(base + path, {
      method,
      headers: { Origin: base, Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    cookie =
      res.headers
        .getSetCookie()
        .find((line) => line.startsWith('session='))
        ?.split(';')[0] ?? cookie;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

async function captcha(call: ReturnType<typeof client>) {
  const { question, expected } = await call<{ question: string; expected: string }>('GET', '/api/auth/captcha');
  return { captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected };
}

/** Milliseconds from `since` until `check` holds, polling every 20 ms. */
async function until(since: number, what: string, check: () => Promise<boolean>): Promise<number> {
  while (!(await check())) {
    if (performance.now() - since > WAIT_LIMIT_MS) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return performance.now() - since;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const rows: string[][] = [];

for (const size of sizes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lx-bench-publish-'));
  const databaseUrl = `file:${join(dataDir, 'app.db')}`;
  const db = createDb({ url: databaseUrl });
  await migrateDb(db, databaseUrl);
  await writeSyntheticData(db, { experts: size, articles: size });

  const port = await freePort();
  const base = `http://localhost:${port}`;
  const booted = performance.now();
  const server = await startServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL,
      ALLOWED_ORIGINS: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    log: () => {},
    ...(values['code-cache'] ? { codeCacheDir: values['code-cache'] } : {}),
  });
  try {
    const firstBuild = performance.now() - booted;
    const firstStatus = await server.rebuild.status();
    if (firstStatus.lastError) throw new Error(`The first build failed:\n${firstStatus.lastError}`);

    const user = client(base);
    const account = { email: 'bench-user@example.com', password: 'bench-user-password' };
    // Sign-up answers the same for any address and starts no session: sign in after it.
    await user('POST', '/api/auth/register', { ...account, firstName: 'Bench', lastName: 'User', ...(await captcha(user)) });
    await user('POST', '/api/auth/login', { ...account, ...(await captcha(user)) });
    const name = `Benchmark Expert ${size}`;
    const { submission } = await user<{ submission: { id: number } }>('POST', '/api/submissions', {
      name,
      title: 'Professor of Gerontology',
      categories: ['academic'],
      longevityContribution: 'Measures how fast a change goes live.',
      referenceLinks: ['https://example.org/benchmark'],
    });
    const admin = client(base);
    await admin('POST', '/api/auth/login', { ...ADMIN, ...(await captcha(admin)) });

    const started = performance.now();
    const { expert } = await admin<{ expert: { id: number; slug: string } }>('POST', `/api/admin/submissions/${submission.id}/approve`, {});
    const link = `href="/${expert.slug}"`;
    // Where the lists show it: its place by name among all experts, and among the academics.
    const place = async (category?: string) => {
      const [row] = await db.all<{ n: number }>(sql`
        select count(*) as n from experts
        where (name collate nocase < ${name} or (name collate nocase = ${name} and id < ${expert.id}))
        ${category ? sql`and exists (select 1 from json_each(categories) where json_each.value = ${category})` : sql``}`);
      return Math.floor(Number(row?.n ?? 0) / LIMITS.directoryPageSize) + 1;
    };
    const directoryPath = listPagePath('/directory', await place());
    const categoryPath = listPagePath(`/directory/${categorySlug('academic')}`, await place('academic'));
    const shows = (path: string) => async () => {
      const res = await fetch(base + path);
      return res.status === 200 && (await res.text()).includes(link);
    };
    const [profile, directory, category] = await Promise.all([
      until(started, 'the profile', async () => (await fetch(`${base}/${expert.slug}`)).status === 200),
      until(started, directoryPath, shows(directoryPath)),
      until(started, categoryPath, shows(categoryPath)),
    ]);
    await server.rebuild.whenIdle();
    const status = await server.rebuild.status();
    if (status.lastError) throw new Error(`The publish failed:\n${status.lastError}`);
    const staticAgain = (await fetch(`${base}/${expert.slug}`)).headers.get('X-Page-Render') === null;
    rows.push([
      `${size} + ${size}`,
      String(status.lastPageCount),
      seconds(firstBuild),
      seconds(status.lastDurationMs ?? 0),
      seconds(profile),
      seconds(directory),
      seconds(category),
      staticAgain ? 'yes' : 'no',
    ]);
  } finally {
    await server.close();
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const header = [
  'experts + articles',
  'static pages',
  'first build s',
  'publish s',
  'approval → profile s',
  '→ directory page s',
  '→ category page s',
  'static after publish',
];
console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
