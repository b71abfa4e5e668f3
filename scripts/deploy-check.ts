/**
 * `npm run deploy:check [-- path/to/env-file] [--dist dist]`: checks the variables a Cloudflare
 * Pages deploy will run with (the process environment, or a dotenv-style file such as the one you
 * paste into the Pages project) and lists every problem; then counts the files of the built site
 * (dist/, when it exists) against the file budget and the Pages plans' limits. Exits 1 when there
 * is a problem.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { edgeDeployProblems, siteFilesReport } from './deploy-env.ts';

const { values, positionals } = parseArgs({ options: { dist: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
const env = file ? parseEnv(readFileSync(file, 'utf8')) : process.env;
const problems = edgeDeployProblems(env);

const dist = values.dist ?? 'dist';
let filesLine = `No built site in ${dist}/ to count: run \`npm run build\` first to check its files against the plan's limit.`;
if (existsSync(dist)) {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  const report = siteFilesReport(files, env);
  filesLine = `${dist}/: ${report.line}`;
  if (report.problem) problems.push(report.problem);
}

if (problems.length > 0) {
  console.error(`Not ready for Cloudflare Pages${file ? ` (${file})` : ''}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${filesLine}`);
  process.exit(1);
}
console.log(`Ready for Cloudflare Pages: every variable the edge needs is set.\n${filesLine}`);
