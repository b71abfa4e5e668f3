import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { builtinModules } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const work = mkdtempSync(join(tmpdir(), 'lx-edge-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** wrangler itself injects unenv polyfills for globals; those are not our imports. */
const WRANGLER_PRESET = /node_modules\/(unenv|@cloudflare\/unenv-preset)\//;
const NODE_BUILTINS = new Set(builtinModules);

interface Metafile {
  inputs: Record<string, { imports: Array<{ path: string }> }>;
}

/** Bundles a Pages Functions folder exactly as Cloudflare would and lists every Node built-in it reaches. */
async function bundle(functionsDir: string, name: string) {
  const outdir = join(work, name);
  const metafile = join(outdir, 'meta.json');
  await run(process.execPath, [WRANGLER, 'pages', 'functions', 'build', functionsDir, '--outdir', outdir, '--metafile', metafile], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
  });
  const meta = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;
  const nodeImports = Object.entries(meta.inputs)
    .filter(([input]) => !WRANGLER_PRESET.test(input))
    .flatMap(([input, { imports }]) =>
      imports.filter(({ path }) => path.startsWith('node:') || NODE_BUILTINS.has(path)).map(({ path }) => `${input} → ${path}`),
    );
  return { nodeImports, inputs: Object.keys(meta.inputs) };
}

describe('Cloudflare Pages Functions entry', () => {
  it('bundles createApp with wrangler without any Node built-in', async () => {
    const { nodeImports, inputs } = await bundle(join(ROOT, 'functions'), 'app');
    expect(inputs.some((input) => input.endsWith('api/app.ts'))).toBe(true);
    expect(inputs.some((input) => input.includes('@libsql/client/lib-esm/web.js'))).toBe(true);
    expect(nodeImports).toEqual([]);
  }, 120_000);

  it('would catch a Node-only import (the check itself can fail)', async () => {
    const functions = join(work, 'bad-functions', 'api');
    mkdirSync(functions, { recursive: true });
    writeFileSync(join(work, 'bad-functions', 'leak.ts'), "import { readFileSync } from 'node:fs';\nexport const leak = readFileSync;\n");
    writeFileSync(join(functions, '[[route]].ts'), "import { leak } from '../leak.ts';\nexport const onRequest = () => new Response(String(leak));\n");
    const { nodeImports } = await bundle(join(work, 'bad-functions'), 'bad');
    expect(nodeImports.join('\n')).toMatch(/leak\.ts → node:fs/);
  }, 120_000);
});

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('wrangler pages dev (workerd, offline)', () => {
  it('reads wrangler.toml and answers the API from the functions entry', async () => {
    const site = join(work, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>static</h1>');
    const port = await freePort();
    // The database is never reached by these two calls, so an unreachable URL is enough.
    const child = spawn(
      process.execPath,
      [WRANGLER, 'pages', 'dev', site, '--port', String(port), '--ip', '127.0.0.1',
        '--binding', 'SECRET_KEY=edge-test-secret', '--binding', 'DATABASE_URL=http://127.0.0.1:9', '--binding', `SITE_URL=http://localhost:${port}`],
      { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' }, stdio: 'ignore', detached: true },
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      let ready = false;
      for (let attempt = 0; attempt < 120 && !ready; attempt++) {
        ready = await fetch(`${base}/`).then((res) => res.ok, () => false);
        if (!ready) await new Promise((wait) => setTimeout(wait, 500));
      }
      expect(ready).toBe(true);
      const invalid = await fetch(`${base}/api/experts/Not_A_Slug`);
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as { message: string }).message).toMatch(/slug/);
      const captcha = (await (await fetch(`${base}/api/auth/captcha`)).json()) as { question: string; expected: string };
      expect(captcha.question).toMatch(/^What is \d+ [+-] \d+\?$/);
      expect(captcha.expected.length).toBeGreaterThan(20);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  }, 120_000);
});
