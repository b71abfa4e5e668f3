import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { SUITE_WORKERS } from '../vitest.config.ts';

/**
 * Browser tests, a project of the suite (vitest.config.ts): each file starts the real server (from
 * a seeded, built template: see e2e/helpers/server.ts) and Chromium, each worker on ports of its own.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.ts'],
    // Stops the run at once, with one line, on a machine without Chromium; makes the run's templates.
    globalSetup: ['e2e/global-setup.ts'],
    // Fails any test during which a page broke the Content-Security-Policy.
    setupFiles: ['e2e/setup.ts'],
    // The suite's count (a project's own config file does not inherit the root's). Each worker's
    // servers take that worker's fixed ports and share the code build of each port (e2e/helpers/server.ts).
    maxWorkers: SUITE_WORKERS,
    // A worker loads the app's modules once for all its files, not once per file: files share no
    // state through them (each has its own server, data folder and browser).
    isolate: false,
    env: { TEST_SERVERS_ON_FIXED_PORTS: 'true' },
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // The machine that runs these is shared and often loaded: a list's first search downloads
    // and builds its index, which may take longer than expect.poll's default second.
    expect: { poll: { timeout: 5_000 } },
  },
});
