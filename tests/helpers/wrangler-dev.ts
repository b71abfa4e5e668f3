import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** Wrangler without metrics or prompts. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' };

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** What a Pages project holds next to its sources: the copied functions/, and what `npm run build` writes. */
const COPIED = new Set(['functions', 'package.json', 'wrangler.toml']);
const SKIPPED = new Set(['.git', 'data', 'dist', 'site-render', '.wrangler', '.astro']);

/**
 * The project as Cloudflare Pages sees it after `npm run build`: the sources, with the renderer of
 * a given build at site-render/ (what `#site-render` names). Functions are copied, everything else
 * linked, so their imports resolve inside this folder. Removed with `remove()`.
 */
export function stagePagesProject(renderDir: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'lx-pages-project-'));
  for (const name of readdirSync(ROOT)) {
    if (SKIPPED.has(name)) continue;
    if (COPIED.has(name)) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
    else symlinkSync(join(ROOT, name), join(dir, name));
  }
  if (renderDir) symlinkSync(renderDir, join(dir, 'site-render'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface PagesDev {
  /** Where to send requests: http://127.0.0.1:port. */
  base: string;
  /** The site's own origin as SITE_URL names it (http://localhost:port), for Origin headers. */
  origin: string;
  /** The wrangler process (workerd runs below it). */
  pid: number | undefined;
  /** What wrangler printed, for a failing test's message. */
  output: () => string;
  stop: () => void;
}

/**
 * `wrangler pages dev` (workerd, offline) serving `siteDir` and this project's functions/ with
 * wrangler.toml, on a free loopback port, in a staged copy of the project whose site-render/ is
 * `renderDir` (the renderer of the build in `siteDir`). `bindings` become the Functions'
 * environment; SITE_URL defaults to the server's own origin. Resolves once the site answers.
 */
export async function startPagesDev(siteDir: string, bindings: Record<string, string>, renderDir?: string): Promise<PagesDev> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const vars = { SITE_URL: origin, ...bindings };
  const project = stagePagesProject(renderDir);
  const child = spawn(
    process.execPath,
    [WRANGLER, 'pages', 'dev', siteDir, '--port', String(port), '--ip', '127.0.0.1', '--log-level', 'warn',
      ...Object.entries(vars).flatMap(([name, value]) => ['--binding', `${name}=${value}`])],
    { cwd: project.dir, env: WRANGLER_ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    project.remove();
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${base}/`).then((res) => res.status < 500, () => false)) return { base, origin, pid: child.pid, output: () => output, stop };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  stop();
  throw new Error(`wrangler pages dev did not start:\n${output}`);
}

export interface WorkerDev {
  base: string;
  output: () => string;
  stop: () => void;
}

/**
 * `wrangler dev --test-scheduled` (workerd, offline) running the Worker of `configPath` on a free
 * loopback port, with `vars` as its variables; GET /__scheduled runs its scheduled handler.
 * Resolves once the Worker answers.
 */
export async function startWorkerDev(configPath: string, vars: Record<string, string>): Promise<WorkerDev> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [WRANGLER, 'dev', '-c', configPath, '--port', String(port), '--ip', '127.0.0.1', '--test-scheduled', '--log-level', 'info',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`])],
    { cwd: ROOT, env: WRANGLER_ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${base}/`).then((res) => res.status < 500, () => false)) return { base, output: () => output, stop };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  stop();
  throw new Error(`wrangler dev did not start:\n${output}`);
}
