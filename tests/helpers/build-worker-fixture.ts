import type { BuildJob, BuildResult } from '../../publishing/rebuild/node-build-process.ts';

/**
 * A stand-in for the site build's process (publishing/rebuild/node-build-worker.ts) that answers
 * at once with its pid, so a test sees which process ran a build. Its job's `out` says what to do:
 * 'crash' exits, 'hang' never answers, 'grow' reports a process past the size it is retired at.
 */
process.on('message', (job: BuildJob) => {
  if (job.out === 'crash') process.exit(3);
  if (job.out === 'hang') return;
  const result: BuildResult = { code: 0, output: `built by ${process.pid}`, rssBytes: job.out === 'grow' ? 2 ** 40 : 1 };
  process.send?.(result);
});
process.on('disconnect', () => process.exit(0));
