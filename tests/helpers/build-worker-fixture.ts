import type { BuildMessage, BuildResult } from '../../publishing/rebuild/node-build-process.ts';

/**
 * A stand-in for the site build's process (publishing/rebuild/node-build-worker.ts) that answers
 * at once with its pid and the settings it was sent (BUILD_FOR), so a test sees which process ran
 * a build and for whom. Its job's `out` says what to do:
 * 'crash' exits, 'hang' never answers, 'grow' reports a process past the size it is retired at.
 */
process.on('message', (job: BuildMessage) => {
  if (job.out === 'crash') process.exit(3);
  if (job.out === 'hang') return;
  const result: BuildResult = { code: 0, output: `built by ${process.pid} for ${job.env.BUILD_FOR}`, rssBytes: job.out === 'grow' ? 2 ** 40 : 1 };
  process.send?.(result);
});
process.on('disconnect', () => process.exit(0));
