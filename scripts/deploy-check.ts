/**
 * `npm run deploy:check [-- path/to/env-file] [--dist dist] [--config wrangler.toml]`: checks a
 * Cloudflare deployment before `wrangler deploy` and lists every problem: the Worker's configuration
 * (wrangler.toml, read by wrangler itself), its variables and secrets (the process environment, or
 * a dotenv-style file of what you set on the Worker, over the [vars] of wrangler.toml), and the built
 * site in dist/ (when it exists): its static assets against the Workers plans' limits and the file
 * budget, each file against the 25 MiB limit, and the budget against the smallest the site can be
 * built with. Exits 1 when there is a problem.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { PUBLISH_INFO_FILE, type SitePublishInfo } from '../domain/site-pages.ts';
import {
  ASSET_SETTING_FILES,
  edgeDeployProblems,
  siteFilesReport,
  workerConfigProblems,
  workerdDate,
  type BuiltSite,
  type WorkerConfig,
} from './deploy-env.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { dist: { type: 'string' }, config: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
const configPath = resolve(values.config ?? join(ROOT, 'wrangler.toml'));

const worker = unstable_readConfig({ config: configPath }) as WorkerConfig;
const vars = Object.fromEntries(Object.entries(worker.vars ?? {}).map(([name, value]) => [name, String(value)]));
const env = { ...vars, ...(file ? parseEnv(readFileSync(file, 'utf8')) : process.env) };
const problems = [...workerConfigProblems(worker, { root: ROOT, newestDate: workerdDate(ROOT) }), ...edgeDeployProblems(env)];

const dist = resolve(values.dist ?? join(ROOT, 'dist'));
let filesLine = `No built site in ${relative(process.cwd(), dist) || '.'}/ to count: run \`npm run build\` first to check its static assets against the plan's limits.`;
if (existsSync(dist)) {
  const site: BuiltSite = {
    files: readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !ASSET_SETTING_FILES.has(entry.name))
      .map((entry) => ({ path: relative(dist, join(entry.parentPath, entry.name)), bytes: statSync(join(entry.parentPath, entry.name)).size })),
    info: existsSync(join(dist, PUBLISH_INFO_FILE)) ? (JSON.parse(readFileSync(join(dist, PUBLISH_INFO_FILE), 'utf8')) as SitePublishInfo) : undefined,
  };
  const report = siteFilesReport(site, env);
  filesLine = report.line;
  problems.push(...report.problems);
}

// Said before every deploy, ready or not: what the Free plan's CPU limit means for this site (docs/DEPLOY.md).
const plan =
  'Workers Free allows 10 ms of CPU a request: sign-in, sign-up and setting a new password hash with scrypt in pure JS (about 0.4 s of CPU each), so accounts need Workers Paid (docs/DEPLOY.md, "Which plan").';
if (problems.length > 0) {
  console.error(`Not ready for Cloudflare${file ? ` (${file})` : ''}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n${filesLine}\n${plan}`);
  process.exit(1);
}
console.log(`Ready for Cloudflare: the Worker's configuration and every variable it needs are set.\n${filesLine}\n${plan}`);
