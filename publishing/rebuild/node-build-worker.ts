import { buildSite } from '../build/node-build-site.ts';
import { FileBudgetError } from '../build/static-set.ts';
import { BUILD_REFUSED_EXIT_CODE } from './node-build.ts';
import type { BuildMessage, BuildResult } from './node-build-process.ts';

/**
 * The build process the Node server keeps between builds (node-build-process.ts): runs one site
 * build per message, as scripts/build-site.ts would, and answers its exit code and output (the
 * summary on the last line). Each message brings the settings and folder of the server it builds
 * for, which become this process's environment and folder (the code build reads the settings from
 * the environment): a closed server's process serves the next one.
 */
function adopt({ env, cwd }: BuildMessage): void {
  for (const name of Object.keys(process.env)) if (env[name] === undefined) delete process.env[name];
  Object.assign(process.env, env);
  process.chdir(cwd);
}

process.on('message', (message: BuildMessage) => {
  adopt(message);
  const { out, cache, codeCache } = message;
  const lines: string[] = [];
  const answer = (code: number) => {
    const result: BuildResult = { code, output: lines.join('\n'), rssBytes: process.memoryUsage.rss() };
    process.send?.(result);
  };
  buildSite({ out, cache, codeCache, env: process.env, log: (line) => lines.push(line) }).then(
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
