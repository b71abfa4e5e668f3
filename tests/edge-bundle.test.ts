import { execFile } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startPagesDev, WRANGLER, WRANGLER_ENV } from './helpers/wrangler-dev.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
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
    env: WRANGLER_ENV,
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

describe('wrangler pages dev (workerd, offline)', () => {
  it('reads wrangler.toml and answers the API from the functions entry', async () => {
    const site = join(work, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>static</h1>');
    // The database is never reached by these two calls, so an unreachable URL is enough.
    const dev = await startPagesDev(site, { SECRET_KEY: 'edge-test-secret', DATABASE_URL: 'http://127.0.0.1:9' });
    try {
      const invalid = await fetch(`${dev.base}/api/experts/Not_A_Slug`);
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as { message: string }).message).toMatch(/slug/);
      const captcha = (await (await fetch(`${dev.base}/api/auth/captcha`)).json()) as { question: string; expected: string };
      expect(captcha.question).toMatch(/^What is \d+ [+-] \d+\?$/);
      expect(captcha.expected.length).toBeGreaterThan(20);
    } finally {
      dev.stop();
    }
  }, 120_000);
});
