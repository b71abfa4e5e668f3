import { execFile } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { codeBuild } from './helpers/build-site.ts';
import { stageWorkerProject, WRANGLER, WRANGLER_ENV } from './helpers/wrangler-dev.ts';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'lx-edge-'));
// The Worker imports the site's renderer (#site-render) and serves a build as its assets, as after `npm run build`.
// This file bundles it; tests/edge/workerd.test.ts runs it in `wrangler dev` (workerd) with a real site build.
const { renderDir } = await codeBuild();
const site = join(work, 'site');
mkdirSync(site, { recursive: true });
writeFileSync(join(site, 'index.html'), '<h1>static</h1>');
const project = stageWorkerProject(site, renderDir);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  project.remove();
});

/** wrangler itself injects unenv polyfills for globals; those are not our imports. */
const WRANGLER_PRESET = /node_modules\/(unenv|@cloudflare\/unenv-preset)\//;
const NODE_BUILTINS = new Set(builtinModules);

interface Metafile {
  inputs: Record<string, { imports: Array<{ path: string; kind?: string }> }>;
}

/**
 * The one Node built-in the renderer may name: @astrojs/react's server renderer loads node:stream
 * (a dynamic import) only when react-dom has no renderToReadableStream, and the build of react-dom
 * that workerd resolves has it, so the import never runs there (the workerd suite renders React).
 */
function allowed(input: string, path: string, kind: string | undefined): boolean {
  return input.endsWith('site-render/entry.mjs') && path === 'node:stream' && kind === 'dynamic-import';
}

/**
 * Bundles a Worker exactly as `wrangler deploy` would (without uploading) and lists every Node
 * built-in it reaches: `args` name the entry and settings, or nothing for the project's wrangler.toml.
 */
async function bundle(name: string, cwd: string, args: string[] = []) {
  const outdir = join(work, name);
  const metafile = join(outdir, 'meta.json');
  await run(process.execPath, [WRANGLER, 'deploy', ...args, '--dry-run', '--outdir', outdir, '--metafile', metafile], { cwd, env: WRANGLER_ENV });
  const meta = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;
  const nodeImports = Object.entries(meta.inputs)
    .filter(([input]) => !WRANGLER_PRESET.test(input))
    .flatMap(([input, { imports }]) =>
      imports
        .filter(({ path, kind }) => (path.startsWith('node:') || NODE_BUILTINS.has(path)) && !allowed(input, path, kind))
        .map(({ path }) => `${input} → ${path}`),
    );
  return { nodeImports, inputs: Object.keys(meta.inputs) };
}

describe('the Cloudflare Worker entry', () => {
  it('bundles createApp, the page handler and the site renderer with wrangler without any Node built-in', async () => {
    const { nodeImports, inputs } = await bundle('app', project.dir);
    expect(inputs.some((input) => input.endsWith('api/worker.ts'))).toBe(true);
    expect(inputs.some((input) => input.endsWith('api/app.ts'))).toBe(true);
    // publishing/'s edge parts are in the bundle, so the check below covers them too.
    for (const part of [
      'serve/edge-pages.ts',
      'serve/on-demand.ts',
      'serve/preview-page.ts',
      'rebuild/deploy-hook.ts',
      'rebuild/generation.ts',
      'markdown/markdown.ts',
    ]) {
      expect(
        inputs.some((input) => input.endsWith(`publishing/${part}`)),
        part,
      ).toBe(true);
    }
    expect(inputs.some((input) => input.includes('@libsql/client/lib-esm/web.js'))).toBe(true);
    expect(inputs.some((input) => input.endsWith('site-render/entry.mjs'))).toBe(true);
    expect(nodeImports).toEqual([]);
  }, 120_000);

  it('would catch a Node-only import (the check itself can fail)', async () => {
    const bad = join(work, 'bad');
    mkdirSync(bad, { recursive: true });
    writeFileSync(join(bad, 'leak.ts'), "import { readFileSync } from 'node:fs';\nexport const leak = readFileSync;\n");
    writeFileSync(join(bad, 'worker.ts'), "import { leak } from './leak.ts';\nexport default { fetch: () => new Response(String(leak)) };\n");
    const { nodeImports } = await bundle('bad-out', bad, [join(bad, 'worker.ts'), '--name', 'bad', '--compatibility-date', '2026-11-17']);
    expect(nodeImports.join('\n')).toMatch(/leak\.ts → node:fs/);
  }, 120_000);
});
