import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig, type Env } from '../api/config.ts';
import { CRONS } from '../api/scheduled-jobs.ts';
import { fileBudgetProblem, type SitePublishInfo } from '../domain/site-pages.ts';

/**
 * What a Cloudflare deployment (one Worker with static assets, wrangler.toml) needs, beyond what
 * `parseConfig` accepts for the embedded Node mode: the Worker's configuration as Cloudflare will
 * read it, every outside system a network service reached over https with its credentials, and a
 * built site its plan can hold. Each check answers one line per problem; none means ready.
 */

const SECRET_KEY_MIN_LENGTH = 32;

/**
 * Static assets of one Worker version: 20,000 files on Workers Free, 100,000 on Workers Paid, 25
 * MiB each (developers.cloudflare.com/workers/platform/limits, "Account plan limits"; checked
 * 2026-11-28).
 */
export const WORKER_ASSET_LIMITS = { free: 20_000, paid: 100_000, fileBytes: 25 * 1024 * 1024 } as const;

/** The parts of the Worker's configuration (wrangler's own reading of wrangler.toml) that are checked. */
export interface WorkerConfig {
  main?: string | undefined;
  compatibility_date?: string | undefined;
  compatibility_flags?: string[] | undefined;
  pages_build_output_dir?: string | undefined;
  assets?:
    | {
        directory?: string | undefined;
        binding?: string | undefined;
        run_worker_first?: boolean | string[] | undefined;
        not_found_handling?: string | undefined;
      }
    | undefined;
  triggers?: { crons?: string[] | undefined } | undefined;
  vars?: Record<string, unknown> | undefined;
}

/** The paths the Worker must see before the assets: the API and the previews (wrangler.toml). */
const WORKER_FIRST = ['/api/*', '/preview', '/preview/*'];

/** The newest compatibility date the installed workerd accepts: the date in its version (1.YYYYMMDD.n). */
export function workerdDate(root: string): string | undefined {
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules', 'workerd', 'package.json'), 'utf8')) as { version: string };
  const date = /^1\.(\d{4})(\d{2})(\d{2})\./.exec(version);
  return date ? `${date[1]}-${date[2]}-${date[3]}` : undefined;
}

export function workerConfigProblems(config: WorkerConfig, options: { root: string; newestDate: string | undefined }): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(config.main === join(options.root, 'api', 'worker.ts'), 'wrangler.toml: main must be "api/worker.ts", the Worker entry (fetch and scheduled)');
  need(
    config.pages_build_output_dir === undefined,
    'wrangler.toml: pages_build_output_dir is a Cloudflare Pages setting; this site deploys as one Worker (docs/DEPLOY.md, "Moving from Cloudflare Pages")',
  );
  need(
    config.assets?.directory?.replace(/^\.\//, '').replace(/\/$/, '') === 'dist',
    'wrangler.toml: [assets] directory must be "./dist", where npm run build writes the site',
  );
  need(config.assets?.binding === 'ASSETS', 'wrangler.toml: [assets] binding must be "ASSETS" (the Worker reads the build through it)');
  const first = config.assets?.run_worker_first;
  need(
    Array.isArray(first) && WORKER_FIRST.every((path) => first.includes(path)),
    `wrangler.toml: [assets] run_worker_first must list ${WORKER_FIRST.map((path) => `"${path}"`).join(', ')} (the API and the previews must reach the Worker)`,
  );
  need(
    !config.assets?.not_found_handling || config.assets.not_found_handling === 'none',
    'wrangler.toml: [assets] not_found_handling must be left out: with it, a page outside the static set is answered 404 before the Worker can render it',
  );
  const crons = config.triggers?.crons ?? [];
  need(
    crons.length === Object.keys(CRONS).length && Object.values(CRONS).every((cron) => crons.includes(cron)),
    `wrangler.toml: [triggers] crons must be ${JSON.stringify(Object.values(CRONS))} (api/scheduled-jobs.ts): scheduled publishing, the link monitor and the owners' reminders`,
  );
  need(
    !config.compatibility_flags?.includes('nodejs_compat'),
    'wrangler.toml: no nodejs_compat: the Worker runs on Web standards, and the flag would hide a Node built-in reaching api/',
  );
  need(
    Boolean(config.compatibility_date && options.newestDate && config.compatibility_date <= options.newestDate),
    `wrangler.toml: compatibility_date must be set, at or below ${options.newestDate ?? 'the date'} the installed workerd accepts`,
  );
  return problems;
}

function isUrl(value: string | undefined, protocols: readonly string[]): boolean {
  if (!value) return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The Worker's variables and secrets (`env`, with the [vars] of wrangler.toml under them). */
export function edgeDeployProblems(env: Env): string[] {
  const problems: string[] = [];
  try {
    parseConfig(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(isUrl(env.SITE_URL, ['https:']), "SITE_URL must be the site's https:// address");
  need(
    (env.SECRET_KEY?.trim().length ?? 0) >= SECRET_KEY_MIN_LENGTH,
    `SECRET_KEY must be set to a random string of at least ${SECRET_KEY_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`,
  );
  need(
    isUrl(env.DATABASE_URL, ['libsql:', 'https:']),
    'DATABASE_URL must be the Turso database URL (libsql://… or https://…); a file cannot be reached from Cloudflare',
  );
  need(Boolean(env.DATABASE_AUTH_TOKEN?.trim()), 'DATABASE_AUTH_TOKEN must be set (turso db tokens create <database>)');
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    need(Boolean(env[name]?.trim()), `${name} must be set: uploaded images go to R2 on Cloudflare`);
  }
  need(isUrl(env.S3_ENDPOINT, ['https:']), 'S3_ENDPOINT must be the R2 S3 API endpoint (https://<account id>.r2.cloudflarestorage.com)');
  need(
    isUrl(env.S3_PUBLIC_URL, ['https:']),
    "S3_PUBLIC_URL must be the bucket's public https:// URL (r2.dev or a custom domain): the R2 API endpoint is not public",
  );
  need(isUrl(env.MAIL_API_URL, ['https:']), 'MAIL_API_URL must be an https:// mail API (e.g. https://api.resend.com/emails): Cloudflare cannot send SMTP');
  need(Boolean(env.MAIL_API_KEY?.trim()), 'MAIL_API_KEY must be set');
  need(Boolean(env.MAIL_FROM?.trim()), 'MAIL_FROM must be set to an address of a domain verified with the mail API');
  need(
    isUrl(env.DEPLOY_HOOK_URL, ['https:']),
    "DEPLOY_HOOK_URL must be the Worker's Workers Builds deploy hook (https://api.cloudflare.com/…/workers/builds/deploy_hooks/…): without it, the static set never catches up with a change",
  );
  const budget = Number(env.SITE_FILE_BUDGET ?? WORKER_ASSET_LIMITS.free);
  need(
    !(budget > WORKER_ASSET_LIMITS.paid),
    `SITE_FILE_BUDGET must be at most ${WORKER_ASSET_LIMITS.paid.toLocaleString('en')}: no Workers plan holds more static assets`,
  );
  return problems;
}

/** A built site as it would be uploaded: its files (those Workers read as settings are not assets) and its publish info. */
export interface BuiltSite {
  files: Array<{ path: string; bytes: number }>;
  info?: SitePublishInfo | undefined;
}

/** Files of the assets directory that Workers read as settings, not serve: they are no assets. */
export const ASSET_SETTING_FILES = new Set(['_headers', '_redirects', '.assetsignore']);

/**
 * A built site against the budget it was built with, its own minimum and the Workers plans: the
 * line to print, and the problems when it cannot be deployed as it is.
 */
export function siteFilesReport(site: BuiltSite, env: Env): { line: string; problems: string[] } {
  const files = site.files.length;
  const budget = Number(env.SITE_FILE_BUDGET ?? WORKER_ASSET_LIMITS.free);
  const plan = files <= WORKER_ASSET_LIMITS.free ? 'fits Workers Free' : files <= WORKER_ASSET_LIMITS.paid ? 'needs Workers Paid' : 'fits no plan';
  const line = `The build holds ${files.toLocaleString('en')} static assets: Workers Free allows ${WORKER_ASSET_LIMITS.free.toLocaleString('en')} a version, Workers Paid ${WORKER_ASSET_LIMITS.paid.toLocaleString('en')}; it ${plan}.`;
  const problems: string[] = [];
  if (files > WORKER_ASSET_LIMITS.paid)
    problems.push(
      `The build holds ${files.toLocaleString('en')} static assets, more than any Workers plan allows (${WORKER_ASSET_LIMITS.paid.toLocaleString('en')})`,
    );
  else if (files > budget)
    problems.push(
      `The build holds ${files.toLocaleString('en')} static assets, more than SITE_FILE_BUDGET (${budget.toLocaleString('en')}): build it again with this budget`,
    );
  for (const file of site.files.filter((entry) => entry.bytes > WORKER_ASSET_LIMITS.fileBytes)) {
    problems.push(`${file.path} is ${(file.bytes / 1024 / 1024).toFixed(1)} MiB: Workers serve no static asset over 25 MiB`);
  }
  if (site.info && budget < site.info.minimumFileBudget) problems.push(fileBudgetProblem(budget, site.info.minimumFileBudget));
  return { line, problems };
}
