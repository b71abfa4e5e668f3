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
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // The machine that runs these is shared and often loaded: a list's first search downloads
    // and builds its index, which may take longer than expect.poll's default second.
    expect: { poll: { timeout: 5_000 } },
  },
});
