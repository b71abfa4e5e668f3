import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Two files at a time even on two cores (vitest's default there is one): a file spends much of
    // its time loading modules and waiting on its servers and child builds, and every file keeps
    // to its own database, data folder and ports.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
