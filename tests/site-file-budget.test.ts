import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../api/node.ts';
import { BUILD_SITE_URL, SHARED_CODE_CACHE } from './helpers/build-site.ts';
import { freePort } from './helpers/wrangler-dev.ts';

/**
 * A SITE_FILE_BUDGET below what the fixed pages and assets need would make every build fail and
 * the site answer 503 for good: the Node server refuses to start on it, naming the smallest budget
 * that works, and its log says why the build failed.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'lx-file-budget-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a SITE_FILE_BUDGET no build can meet', () => {
  const start = async (budget: string, logs: string[]) =>
    startServer({
      env: {
        ...process.env,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
        // The test builds' settings, so the shared code build serves (only the data half runs).
        SITE_URL: BUILD_SITE_URL,
        SITE_NAME: 'Longevity Experts',
        SECRET_KEY: 'file-budget-secret-0123456789abcdef',
        SITE_FILE_BUDGET: budget,
      },
      log: (line) => logs.push(line),
      codeCacheDir: SHARED_CODE_CACHE,
    });

  it('is refused at start with the smallest budget that works, and that one works', { timeout: 300_000 }, async () => {
    const logs: string[] = [];
    const refused = start('100', logs);
    const refusal = /^SITE_FILE_BUDGET=100 is below the (\d+) files every build of this site holds \(.*\): set it to at least \1$/;
    await expect(refused).rejects.toThrow(refusal);
    const message = await refused.then(
      () => '',
      (error: unknown) => (error as Error).message,
    );
    const minimum = Number(refusal.exec(message)?.[1]);
    expect(minimum).toBeGreaterThan(100);
    // The build's own log line says why, as a later failed build would.
    expect(logs.join('\n')).toMatch(new RegExp(`build failed .*: SITE_FILE_BUDGET=100 is below .* set it to at least ${minimum}$`, 'm'));

    const server = await start(String(minimum), []);
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
