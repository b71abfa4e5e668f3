import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../../api/node.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface TestServer extends RunningServer {
  dataDir: string;
  logs: string[];
  /** Settles once the work requests left running (mail, AI runs) has finished. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** The real Node server (migrate, seed, build, serve) on a free port with its own data folder. */
export async function startTestServer(env: Record<string, string> = {}, options: Omit<StartOptions, 'env' | 'log'> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lx-e2e-'));
  const port = await freePort();
  const logs: string[] = [];
  const server = await startServer({
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
  });
  return {
    ...server,
    dataDir,
    logs,
    settled: () => server.deps.background.settled(),
    async stop() {
      await server.close();
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
