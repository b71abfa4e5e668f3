import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../../api/node.ts';

const CHECKOUT = createHash('sha256').update(resolve(import.meta.dirname, '..', '..')).digest();

/**
 * The browser tests' servers listen on fixed ports of this checkout (below Linux's ephemeral range,
 * so no outgoing connection holds one): every file's site then names the same address (SITE_URL,
 * part of the code key) and reuses one code build (astro build) from CODE_CACHE instead of making
 * its own. A port held by something else falls back to a free one, which builds its own code.
 * Only where files run one at a time (e2e/vitest.config.ts sets TEST_SERVERS_ON_FIXED_PORTS): two
 * processes probing the same port at once could both take it.
 */
const ON_FIXED_PORTS = process.env.TEST_SERVERS_ON_FIXED_PORTS === 'true';
const FIXED_PORTS = Array.from({ length: 3 }, (_, i) => 20_000 + (CHECKOUT.readUInt16BE(0) % 1000) * 10 + i);
const CODE_CACHE = join(tmpdir(), `lx-e2e-code-cache-${CHECKOUT.toString('hex').slice(0, 12)}`);
/** Ports handed to this file's servers and not yet released (two may start at once). */
const inUse = new Set<number>();

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

/** The real Node server (migrate, seed, build, serve) on its own port with its own data folder. */
export async function startTestServer(env: Record<string, string> = {}, options: Omit<StartOptions, 'env' | 'log'> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lx-e2e-'));
  const port = await choosePort();
  const logs: string[] = [];
  const server = await startServer({
    ...(ON_FIXED_PORTS ? { codeCacheDir: CODE_CACHE } : {}),
    ...options,
    env: {
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
    },
    log: (line) => logs.push(line),
  }).catch((error: unknown) => {
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
