/**
 * Publishing benchmark: for each size, the real Node server over a database of N synthetic
 * experts (plus 100 articles); a user submits an expert over HTTP, the admin approves it, and the
 * clock runs from the approve request until the new profile is served at /{slug}.
 *
 *   node scripts/bench/publish.ts [--sizes 100,1000,10000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../../api/node.ts';
import { createDb } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';
import { writeSyntheticData } from '../../db/seed/synthetic.ts';
import { solveCaptcha } from '../../tests/helpers/captcha.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '100,1000,10000' } } });
const sizes = values.sizes.split(',').map(Number);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

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
    cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

async function captcha(call: ReturnType<typeof client>) {
  const { question, expected } = await call<{ question: string; expected: string }>('GET', '/api/auth/captcha');
  return { captchaAnswer: String(solveCaptcha(question)), captchaExpected: expected };
}

const rows: string[][] = [];
for (const size of sizes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lx-bench-publish-'));
  const databaseUrl = `file:${join(dataDir, 'app.db')}`;
  const db = createDb({ url: databaseUrl });
  await migrateDb(db, databaseUrl);
  await writeSyntheticData(db, { experts: size, articles: 100 });
  db.$client.close();

  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    log: () => {},
  });
  try {
    const user = client(base);
    await user('POST', '/api/auth/register', {
      email: 'bench-user@example.com',
      password: 'bench-user-password',
      firstName: 'Bench',
      lastName: 'User',
      ...(await captcha(user)),
    });
    const { submission } = await user<{ submission: { id: number } }>('POST', '/api/submissions', {
      name: `Benchmark Expert ${size}`,
      title: 'Professor of Gerontology',
      categories: ['academic'],
      longevityContribution: 'Measures how fast a change goes live.',
      referenceLinks: ['https://example.org/benchmark'],
    });
    const admin = client(base);
    await admin('POST', '/api/auth/login', { ...ADMIN, ...(await captcha(admin)) });

    const started = performance.now();
    const { expert } = await admin<{ expert: { slug: string } }>('POST', `/api/admin/submissions/${submission.id}/approve`, {});
    while ((await fetch(`${base}/${expert.slug}`)).status !== 200) await new Promise((wait) => setTimeout(wait, 50));
    const live = performance.now() - started;
    const status = await server.rebuild.status();
    rows.push([`${size}`, String(status.lastPageCount), ((status.lastDurationMs ?? 0) / 1000).toFixed(1), (live / 1000).toFixed(1)]);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const header = ['experts', 'pages', 'build s', 'approval → served s'];
console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
