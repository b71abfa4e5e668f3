import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { edgeDeployProblems, siteFilesReport, workerConfigProblems, workerdDate, WORKER_ASSET_LIMITS, type WorkerConfig } from '../scripts/deploy-env.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const SCRIPT = join(ROOT, 'scripts', 'deploy-check.ts');
const work = mkdtempSync(join(tmpdir(), 'lx-deploy-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const READY = {
  SITE_URL: 'https://longevity.example.com',
  SECRET_KEY: 'a'.repeat(64),
  DATABASE_URL: 'libsql://longevity-you.turso.io',
  DATABASE_AUTH_TOKEN: 'eyJ.token',
  S3_BUCKET: 'longevity-images',
  S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://images.longevity.example.com',
  MAIL_API_URL: 'https://api.resend.com/emails',
  MAIL_API_KEY: 're_key',
  MAIL_FROM: 'Longevity Experts <no-reply@longevity.example.com>',
  DEPLOY_HOOK_URL: 'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/abc',
};

/** The project's own wrangler.toml as wrangler reads it. */
const WORKER = unstable_readConfig({ config: join(ROOT, 'wrangler.toml') }) as WorkerConfig;
const checkWorker = (config: WorkerConfig) => workerConfigProblems(config, { root: ROOT, newestDate: workerdDate(ROOT) });

/** A built site of `count` small files, with its publish info. */
const siteOf = (count: number, minimumFileBudget = 150) => ({
  files: Array.from({ length: count }, (_, n) => ({ path: `f${n}.html`, bytes: 100 })),
  info: { minimumFileBudget } as never,
});

describe('deploy:check', () => {
  it('accepts a complete Cloudflare environment', () => {
    expect(edgeDeployProblems(READY)).toEqual([]);
  });

  it.each([
    ['SITE_URL', 'http://longevity.example.com', /SITE_URL must be the site's https/],
    ['SECRET_KEY', 'short', /SECRET_KEY must be set to a random string of at least 32/],
    ['DATABASE_URL', 'file:./data/app.db', /DATABASE_URL must be the Turso database URL/],
    ['DATABASE_AUTH_TOKEN', '', /DATABASE_AUTH_TOKEN must be set/],
    ['S3_BUCKET', '', /S3_BUCKET must be set/],
    ['S3_ENDPOINT', 'http://minio.local:9000', /S3_ENDPOINT must be the R2 S3 API endpoint/],
    ['S3_PUBLIC_URL', '', /S3_PUBLIC_URL must be the bucket's public/],
    ['MAIL_API_URL', '', /MAIL_API_URL must be an https/],
    ['MAIL_API_KEY', ' ', /MAIL_API_KEY must be set/],
    ['MAIL_FROM', '', /MAIL_FROM must be set/],
    ['DEPLOY_HOOK_URL', 'not a url', /DEPLOY_HOOK_URL must be the Worker's Workers Builds deploy hook/],
    ['ADMIN_PASSWORD', 'short', /ADMIN_PASSWORD must be at least 8/],
    ['SITE_FILE_BUDGET', '150000', /SITE_FILE_BUDGET must be at most 100,000/],
  ])('names %s when it is %j', (name, value, problem) => {
    const problems = edgeDeployProblems({ ...READY, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it("accepts the project's wrangler.toml: one Worker, its assets, the Worker first for the API and previews, both crons, a date workerd accepts", () => {
    expect(checkWorker(WORKER)).toEqual([]);
  });

  it.each([
    ['a Pages project', { pages_build_output_dir: './dist' }, /pages_build_output_dir is a Cloudflare Pages setting/],
    ['another entry', { main: join(ROOT, 'functions', 'index.ts') }, /main must be "api\/worker.ts"/],
    ['another assets folder', { assets: { ...WORKER.assets, directory: './public' } }, /\[assets\] directory must be "\.\/dist"/],
    [
      'the Worker first everywhere',
      { assets: { ...WORKER.assets, run_worker_first: true } },
      /run_worker_first must list "\/api\/\*", "\/preview", "\/preview\/\*"/,
    ],
    ['a 404 page before the Worker', { assets: { ...WORKER.assets, not_found_handling: '404-page' } }, /not_found_handling must be left out/],
    ['no link check', { triggers: { crons: ['* * * * *'] } }, /crons must be \["\* \* \* \* \*","17 3 \* \* \*","41 4 \* \* \*"\]/],
    ['nodejs_compat', { compatibility_flags: ['nodejs_compat'] }, /no nodejs_compat/],
    ['a date workerd refuses', { compatibility_date: '2099-01-01' }, /compatibility_date must be set, at or below \d{4}-\d{2}-\d{2}/],
  ])('names %s in the Worker configuration', (_name, change, problem) => {
    const problems = checkWorker({ ...WORKER, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  /** Each run of the script is a Node process that loads wrangler: seconds on a busy machine. */
  const CLI = { timeout: 120_000 };

  it('checks a dotenv file from the command line and exits 1 listing every problem', CLI, async () => {
    const file = join(work, 'pages.env');
    writeFileSync(
      file,
      Object.entries({ ...READY, DEPLOY_HOOK_URL: '', MAIL_API_KEY: '' })
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const failed = await run(process.execPath, [SCRIPT, file]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/MAIL_API_KEY must be set/);
    expect(failed?.stderr).toMatch(/DEPLOY_HOOK_URL must be/);
    writeFileSync(
      file,
      Object.entries(READY)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const ready = (await run(process.execPath, [SCRIPT, file, '--dist', join(work, 'no-build')])).stdout;
    expect(ready).toMatch(/^Ready for Cloudflare: the Worker's configuration and every variable it needs are set/);
    // Before a deploy, the plan the accounts need, ready or not.
    expect(ready).toMatch(/Workers Free allows 10 ms of CPU a request: .* accounts need Workers Paid/);
  });

  it("counts the built site's static assets against the budget, its minimum, the plans' limits and 25 MiB a file", CLI, async () => {
    expect(siteFilesReport(siteOf(19_990), {})).toEqual({
      line: expect.stringMatching(/19,990 static assets: Workers Free allows 20,000 .* it fits Workers Free/),
      problems: [],
    });
    expect(siteFilesReport(siteOf(20_001), {}).problems).toEqual([expect.stringMatching(/more than SITE_FILE_BUDGET \(20,000\)/)]);
    expect(siteFilesReport(siteOf(60_000), { SITE_FILE_BUDGET: '100000' })).toEqual({ line: expect.stringMatching(/needs Workers Paid/), problems: [] });
    expect(siteFilesReport(siteOf(100_001), { SITE_FILE_BUDGET: '100000' }).problems).toEqual([expect.stringMatching(/more than any Workers plan/)]);
    const big = { files: [{ path: 'data/experts.json', bytes: WORKER_ASSET_LIMITS.fileBytes + 1 }] };
    expect(siteFilesReport(big, {}).problems).toEqual(['data/experts.json is 25.0 MiB: Workers serve no static asset over 25 MiB']);
    // The same words as the build and `npm start`.
    expect(siteFilesReport(siteOf(100, 143), { SITE_FILE_BUDGET: '120' }).problems).toEqual([
      expect.stringMatching(/^SITE_FILE_BUDGET=120 is below the 143 files every build of this site holds .*: set it to at least 143$/),
    ]);

    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'articles'), { recursive: true });
    for (const name of ['index.html', 'a.html', 'articles/b.html', '_headers', '_redirects']) writeFileSync(join(dist, name), 'x');
    writeFileSync(join(dist, '_publish.json'), JSON.stringify({ minimumFileBudget: 4 }));
    const env = join(work, 'ready.env');
    writeFileSync(
      env,
      Object.entries(READY)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    expect((await run(process.execPath, [SCRIPT, env, '--dist', dist])).stdout).toMatch(/holds 4 static assets: .* fits Workers Free/);
    writeFileSync(
      env,
      Object.entries({ ...READY, SITE_FILE_BUDGET: '3' })
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const failed = await run(process.execPath, [SCRIPT, env, '--dist', dist]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/4 static assets, more than SITE_FILE_BUDGET \(3\)/);
    expect(failed?.stderr).toMatch(/SITE_FILE_BUDGET=3 is below the 4 files every build of this site holds .*: set it to at least 4/);
  });
});
