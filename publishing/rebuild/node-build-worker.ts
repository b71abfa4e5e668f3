import { buildSite } from '../build/node-build-site.ts';
import { FileBudgetError } from '../build/static-set.ts';
import { BUILD_REFUSED_EXIT_CODE } from './node-build.ts';
import type { BuildJob, BuildResult } from './node-build-process.ts';

/**
 * The build process the Node server keeps between builds (node-build-process.ts): runs one site
 * build per message, as scripts/build-site.ts would, and answers its exit code and output (the
 * summary on the last line). Its settings are its environment, fixed when it was started.
 */
process.on('message', (job: BuildJob) => {
  const lines: string[] = [];
  const answer = (code: number) => {
    const result: BuildResult = { code, output: lines.join('\n'), rssBytes: process.memoryUsage.rss() };
    process.send?.(result);
  };
  buildSite({ ...job, env: process.env, log: (line) => lines.push(line) }).then(
    (summary) => {
      lines.push(JSON.stringify(summary));
      answer(0);
    },
    (error: unknown) => {
      // A budget no build can meet: said on the last line, with the code the server knows.
      const refused = error instanceof FileBudgetError;
      lines.push(refused ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
      answer(refused ? BUILD_REFUSED_EXIT_CODE : 1);
    },
  );
});

// The server went away: so does its build process.
process.on('disconnect', () => process.exit(0));
