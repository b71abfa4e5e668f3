import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Two files at a time even on two cores (vitest's default there is one): a file spends much of
    // its time loading modules and waiting on its servers and child builds, and every file keeps
    // to its own database, data folder and ports.
    maxWorkers: 2,
    // A worker loads the app's modules once for all its files, not once per file (that loading was a
    // third of the unit part's time): files share no state through them (each has its own database,
    // data folder, ports and clock), and the suite passes with its files shuffled.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
