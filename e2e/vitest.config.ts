import { defineConfig } from 'vitest/config';

/** Browser tests: each file starts the real server (with a real build) and Chromium, so files run one at a time. */
export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    // Stops the run at once, with one line, on a machine without Chromium.
    globalSetup: ['e2e/global-setup.ts'],
    // Fails any test during which a page broke the Content-Security-Policy.
    setupFiles: ['e2e/setup.ts'],
    fileParallelism: false,
    // Files run one at a time, so their servers may take the checkout's fixed ports and share one
    // code build (e2e/helpers/server.ts).
    env: { TEST_SERVERS_ON_FIXED_PORTS: 'true' },
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // The machine that runs these is shared and often loaded: a list's first search downloads
    // and builds its index, which may take longer than expect.poll's default second.
    expect: { poll: { timeout: 5_000 } },
  },
});
