import { parseConfig, type Env } from '../api/config.ts';

/**
 * What a Cloudflare Pages deployment needs from its environment, beyond what `parseConfig`
 * accepts for the embedded Node mode: every outside system must be a network service, reached
 * over https, with its credentials. Answers one line per problem; none means ready.
 */

const SECRET_KEY_MIN_LENGTH = 32;

/**
 * Files a Cloudflare Pages site may hold: 20,000 on the Free plan, 100,000 on paid plans (with the
 * project variable PAGES_WRANGLER_MAJOR_VERSION=4). Cloudflare changelog of 2026-01-23, "Increased
 * Pages file limit to 100,000 for paid plans"; checked 2026-11-25.
 */
export const PAGES_FILE_LIMITS = { free: 20_000, paid: 100_000 } as const;

function isUrl(value: string | undefined, protocols: readonly string[]): boolean {
  if (!value) return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

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
  need(isUrl(env.SITE_URL, ['https:']), 'SITE_URL must be the site\'s https:// address');
  need((env.SECRET_KEY?.trim().length ?? 0) >= SECRET_KEY_MIN_LENGTH, `SECRET_KEY must be set to a random string of at least ${SECRET_KEY_MIN_LENGTH} characters (e.g. openssl rand -hex 32)`);
  need(isUrl(env.DATABASE_URL, ['libsql:', 'https:']), 'DATABASE_URL must be the Turso database URL (libsql://… or https://…); a file cannot be reached from Cloudflare');
  need(Boolean(env.DATABASE_AUTH_TOKEN?.trim()), 'DATABASE_AUTH_TOKEN must be set (turso db tokens create <database>)');
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    need(Boolean(env[name]?.trim()), `${name} must be set: uploaded images go to R2 on Cloudflare`);
  }
  need(isUrl(env.S3_ENDPOINT, ['https:']), 'S3_ENDPOINT must be the R2 S3 API endpoint (https://<account id>.r2.cloudflarestorage.com)');
  need(isUrl(env.S3_PUBLIC_URL, ['https:']), 'S3_PUBLIC_URL must be the bucket\'s public https:// URL (r2.dev or a custom domain): the R2 API endpoint is not public');
  need(isUrl(env.MAIL_API_URL, ['https:']), 'MAIL_API_URL must be an https:// mail API (e.g. https://api.resend.com/emails): Cloudflare cannot send SMTP');
  need(Boolean(env.MAIL_API_KEY?.trim()), 'MAIL_API_KEY must be set');
  need(Boolean(env.MAIL_FROM?.trim()), 'MAIL_FROM must be set to an address of a domain verified with the mail API');
  need(isUrl(env.DEPLOY_HOOK_URL, ['https:']), 'DEPLOY_HOOK_URL must be the Pages deploy hook (https://api.cloudflare.com/…): without it, approvals never reach the site');
  need(
    (env.CRON_SECRET?.trim().length ?? 0) >= SECRET_KEY_MIN_LENGTH,
    `CRON_SECRET must be set to a random string of at least ${SECRET_KEY_MIN_LENGTH} characters, the same as the scheduler Worker's (workers/scheduler): without it, scheduled items are never published`,
  );
  const budget = Number(env.SITE_FILE_BUDGET ?? PAGES_FILE_LIMITS.free);
  need(
    !(budget > PAGES_FILE_LIMITS.paid),
    `SITE_FILE_BUDGET must be at most ${PAGES_FILE_LIMITS.paid.toLocaleString('en')}: no Pages plan holds more files`,
  );
  return problems;
}

/**
 * A built site's file count against the budget it was built for and the Pages plans: the line to
 * print, and the problem when it cannot be deployed as it is.
 */
export function siteFilesReport(files: number, env: Env): { line: string; problem?: string } {
  const budget = Number(env.SITE_FILE_BUDGET ?? PAGES_FILE_LIMITS.free);
  const plan = files <= PAGES_FILE_LIMITS.free ? 'fits the Free plan' : files <= PAGES_FILE_LIMITS.paid ? 'needs a paid plan (and PAGES_WRANGLER_MAJOR_VERSION=4)' : 'fits no plan';
  const line = `The build holds ${files.toLocaleString('en')} files: the Free plan allows ${PAGES_FILE_LIMITS.free.toLocaleString('en')} a site, paid plans ${PAGES_FILE_LIMITS.paid.toLocaleString('en')}; it ${plan}.`;
  if (files > PAGES_FILE_LIMITS.paid) return { line, problem: `The build holds ${files.toLocaleString('en')} files, more than any Pages plan allows (${PAGES_FILE_LIMITS.paid.toLocaleString('en')})` };
  if (files > budget) return { line, problem: `The build holds ${files.toLocaleString('en')} files, more than SITE_FILE_BUDGET (${budget.toLocaleString('en')}): build it again with this budget` };
  return { line };
}
