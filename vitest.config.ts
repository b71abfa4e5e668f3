import { defineConfig } from 'vitest/config';

/**
 * Three files at a time on two cores: a browser file waits about an eighth of its time on its
 * browser, server and builds, and a file beside it fills those waits (docs/BENCHMARKS.md: the whole
 * run 389 s with two, 347 s with three). Every file keeps to its own database, data folder and
 * ports. Both projects state it: projects that run together must share one count.
 */
export const SUITE_WORKERS = 3;

/**
 * The suite: the unit and API files (tests/) and the browser files (e2e/vitest.config.ts) in one
 * run, sharing its workers (`--project unit` or `--project e2e` runs one of them).
 */
export default defineConfig({
  test: {
    maxWorkers: SUITE_WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          // Makes the run's folder for test databases and removes it after the run.
          globalSetup: ['tests/global-setup.ts'],
          // A worker loads the app's modules once for all its files, not once per file (that loading was a
          // third of the unit part's time): files share no state through them (each has its own database,
          // data folder, ports and clock), and the suite passes with its files shuffled.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      './e2e/vitest.config.ts',
    ],
  },
});
