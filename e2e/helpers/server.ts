import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { startServer, type RunningServer, type StartOptions } from '../../api/node.ts';
import { fastPasswords } from '../../tests/helpers/test-app.ts';

const CHECKOUT = createHash('sha256')
  .update(resolve(import.meta.dirname, '..', '..'))
  .digest();

/**
 * The browser tests' servers listen on fixed ports of this checkout (below Linux's ephemeral range,
 * so no outgoing connection holds one): every file's site then names one of a few addresses
 * (SITE_URL, part of the code key) and reuses the port's code build (astro build) from CODE_CACHE
 * instead of making its own. A port held by something else falls back to a free one, which builds
 * its own code. Each vitest worker (VITEST_POOL_ID, 1 to maxWorkers) has ports of its own, and runs
 * its files one at a time: two processes probing the same port at once could both take it.
 * e2e/vitest.config.ts sets TEST_SERVERS_ON_FIXED_PORTS.
 */
const ON_FIXED_PORTS = process.env.TEST_SERVERS_ON_FIXED_PORTS === 'true';
const PORTS_PER_WORKER = 3;
const WORKER = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
const FIXED_PORTS = Array.from({ length: PORTS_PER_WORKER }, (_, i) => 20_000 + (CHECKOUT.readUInt16BE(0) % 1000) * 10 + WORKER * PORTS_PER_WORKER + i);
const CODE_CACHE = join(tmpdir(), `lx-e2e-code-cache-${CHECKOUT.toString('hex').slice(0, 12)}`);
/** Ports handed to this file's servers and not yet released (two may start at once). */
const inUse = new Set<number>();

/**
 * The run's seeded and built data folders, one per fixed port (e2e/global-setup.ts makes the
 * folder that holds them and removes it after the run). The first server on a port makes its
 * template: a server started and stopped there (migrate, seed, admin, build). Every server on the
 * port then starts from a copy of it, a database that already holds the seed and matches the
 * template's build, so it neither seeds nor builds. The template's build folder is not copied but
 * shared: the copy's pointers name it, it is only read, and a later build writes a folder of its
 * own (reusing the unchanged pages from it). A template that no longer matches (another code key
 * for the file's settings, a changed layout of the data folder) costs a build at start, never a
 * wrong site.
 */
const TEMPLATES = process.env.E2E_TEMPLATES_DIR;
const TEMPLATE_READY = 'template-ready';
const BUILD_FOLDER = /[\\/]builds[\\/]build-[^\\/]+$/;
const CODE_BUILDS = join('builds', 'cache', 'code');

function serverEnv(port: number, dataDir: string, env: Record<string, string>): Record<string, string | undefined> {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
    SITE_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password-123',
    SECRET_KEY: 'e2e-secret-key-0123456789',
    // The daily link check would reach out to the seed's real links: off in tests.
    LINK_CHECK_INTERVAL_HOURS: '0',
    ...env,
  };
}

/**
 * The data folder's build cache keeps its code builds (builds/cache/code, scripts/build-site.ts)
 * in the port's folder of CODE_CACHE, also for a test's own build command: one folder per port, so
 * that pruning old code builds never removes one that another worker's server is serving.
 */
async function shareCodeBuilds(port: number, dataDir: string): Promise<void> {
  const shared = join(CODE_CACHE, String(port));
  await mkdir(shared, { recursive: true });
  await mkdir(join(dataDir, 'builds', 'cache'), { recursive: true });
  await symlink(shared, join(dataDir, CODE_BUILDS), 'dir');
}

/** A fixed port's data folder: the port's shared code builds, and a copy of its template when the run has templates. */
async function prepareDataDir(port: number, dataDir: string): Promise<void> {
  if (!ON_FIXED_PORTS || !FIXED_PORTS.includes(port)) return;
  await shareCodeBuilds(port, dataDir);
  if (!TEMPLATES) return;
  const template = join(TEMPLATES, String(port));
  if (!existsSync(join(template, TEMPLATE_READY))) {
    await shareCodeBuilds(port, template);
    const made = await startServer({ env: serverEnv(port, template, {}), log: () => {}, passwords: fastPasswords });
    await made.close();
    await writeFile(join(template, TEMPLATE_READY), '');
  }
  const database = join(template, 'app.db');
  const skipped = (source: string) =>
    basename(source).startsWith('app.db') || basename(source) === TEMPLATE_READY || BUILD_FOLDER.test(source) || source === join(template, CODE_BUILDS);
  await cp(template, dataDir, { recursive: true, filter: (source) => !skipped(source) });
  // The database through SQLite, not as files: a consistent copy whatever its write-ahead log
  // holds at this moment (the template server's connection may still be closing).
  const client = createClient({ url: `file:${database}` });
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [join(dataDir, 'app.db')] });
  } finally {
    client.close();
  }
}

async function listenOn(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

async function choosePort(): Promise<number> {
  for (const port of ON_FIXED_PORTS ? FIXED_PORTS : []) {
    if (inUse.has(port)) continue;
    inUse.add(port);
    if (await listenOn(port)) return port;
    inUse.delete(port);
  }
  const port = await listenOn(0);
  if (!port) throw new Error('No free port for the test server');
  return port;
}

export interface TestServer extends RunningServer {
  dataDir: string;
  logs: string[];
  /** Settles once the work requests left running (mail, AI runs) has finished. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real Node server (migrate, seed, build, serve) on its own port with its own data folder: on
 * a fixed port, a copy of the port's template (seeded and built) that it only checks. Passwords are
 * hashed with the API tests' cheap scrypt parameters (StartOptions.passwords).
 */
export async function startTestServer(env: Record<string, string> = {}, options: Omit<StartOptions, 'env' | 'log'> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lx-e2e-'));
  const port = await choosePort();
  const logs: string[] = [];
  const server = await prepareDataDir(port, dataDir)
    .then(() =>
      startServer({
        passwords: fastPasswords,
        ...options,
        env: serverEnv(port, dataDir, env),
        log: (line) => logs.push(line),
      }),
    )
    .catch((error: unknown) => {
      inUse.delete(port);
      throw error;
    });
  return {
    ...server,
    dataDir,
    logs,
    settled: () => server.deps.background.settled(),
    async stop() {
      await server.close();
      inUse.delete(port);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rebuilds the site now (after a test wrote rows to the database) and fails loudly if the build did. */
export async function rebuildSite(server: TestServer): Promise<void> {
  server.rebuild.request('test');
  await server.rebuild.whenIdle();
  const { lastError } = await server.rebuild.status();
  if (lastError) throw new Error(`The rebuild with the test data failed:\n${lastError}`);
}
