import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { edgeDeployProblems } from '../scripts/deploy-env.ts';

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
});
