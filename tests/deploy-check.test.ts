import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { edgeDeployProblems, siteFilesReport } from '../scripts/deploy-env.ts';

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, '..', 'scripts', 'deploy-check.ts');
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
  DEPLOY_HOOK_URL: 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/abc',
  CRON_SECRET: 'c'.repeat(64),
};

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
    ['DEPLOY_HOOK_URL', 'not a url', /DEPLOY_HOOK_URL must be the Pages deploy hook/],
    ['ADMIN_PASSWORD', 'short', /ADMIN_PASSWORD must be at least 8/],
    ['CRON_SECRET', '', /CRON_SECRET must be set to a random string of at least 32 characters/],
    ['SITE_FILE_BUDGET', '150000', /SITE_FILE_BUDGET must be at most 100,000/],
  ])('names %s when it is %j', (name, value, problem) => {
    const problems = edgeDeployProblems({ ...READY, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('checks a dotenv file from the command line and exits 1 listing every problem', async () => {
    const file = join(work, 'pages.env');
    writeFileSync(file, Object.entries({ ...READY, DEPLOY_HOOK_URL: '', MAIL_API_KEY: '' }).map(([name, value]) => `${name}=${value}`).join('\n'));
    const failed = await run(process.execPath, [SCRIPT, file]).then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/MAIL_API_KEY must be set/);
    expect(failed?.stderr).toMatch(/DEPLOY_HOOK_URL must be/);
    writeFileSync(file, Object.entries(READY).map(([name, value]) => `${name}=${value}`).join('\n'));
    expect((await run(process.execPath, [SCRIPT, file])).stdout).toMatch(/^Ready for Cloudflare Pages/);
  });

  it('counts the built site\'s files against the budget and the plans\' limits', async () => {
    expect(siteFilesReport(19_990, {}).line).toMatch(/19,990 files: .* Free plan allows 20,000 .* it fits the Free plan/);
    expect(siteFilesReport(19_990, {}).problem).toBeUndefined();
    expect(siteFilesReport(20_001, {}).problem).toMatch(/more than SITE_FILE_BUDGET \(20,000\)/);
    expect(siteFilesReport(60_000, { SITE_FILE_BUDGET: '100000' })).toEqual({ line: expect.stringMatching(/needs a paid plan/) });
    expect(siteFilesReport(100_001, { SITE_FILE_BUDGET: '100000' }).problem).toMatch(/more than any Pages plan/);

    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'articles'), { recursive: true });
    for (const name of ['index.html', 'a.html', 'articles/b.html']) writeFileSync(join(dist, name), 'x');
    const env = join(work, 'ready.env');
    writeFileSync(env, Object.entries(READY).map(([name, value]) => `${name}=${value}`).join('\n'));
    expect((await run(process.execPath, [SCRIPT, env, '--dist', dist])).stdout).toMatch(/holds 3 files: .* fits the Free plan/);
    writeFileSync(env, Object.entries({ ...READY, SITE_FILE_BUDGET: '2' }).map(([name, value]) => `${name}=${value}`).join('\n'));
    const failed = await run(process.execPath, [SCRIPT, env, '--dist', dist]).then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/3 files, more than SITE_FILE_BUDGET \(2\)/);
  });
});
