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

/**
 * What the Worker's project holds besides links to the sources: its own wrangler.toml and
 * package.json, and api/ (the entry imports `#site-render`, which resolves from the importer's real
 * folder: a copy makes it this project's site-render/).
 */
const COPIED = new Set(['api', 'package.json', 'wrangler.toml']);
const SKIPPED = new Set(['.git', 'data', 'dist', 'site-render', '.wrangler', '.astro']);

/**
 * The project as `wrangler deploy` sees it after `npm run build`: the sources, with a copy of a
 * given build at dist/ (the assets) and its renderer at site-render/. Removed with `remove()`.
 */
export function stageWorkerProject(siteDir: string | undefined, renderDir: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'lx-worker-project-'));
  for (const name of readdirSync(ROOT)) {
    if (SKIPPED.has(name)) continue;
    if (COPIED.has(name)) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
    else symlinkSync(join(ROOT, name), join(dir, name));
  }
  // A copy, not a link: a build folder's files are hard links shared with other builds of the same
  // code, and every new link to them (another test's build) would make wrangler reload the assets
  // and restart the Worker in the middle of a request.
  if (siteDir) cpSync(siteDir, join(dir, 'dist'), { recursive: true });
  if (renderDir) symlinkSync(renderDir, join(dir, 'site-render'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface WorkerDev {
  /** Where to send requests: http://127.0.0.1:port. */
  base: string;
  /** The site's own origin as SITE_URL names it (http://localhost:port), for Origin headers. */
  origin: string;
  /** The wrangler process (workerd runs below it). */
  pid: number | undefined;
  /** What wrangler printed, for a failing test's message. */
  output: () => string;
  /** Runs the Worker's scheduled handler for `cron`, as its Cron Trigger would; resolves when it has finished. */
  scheduled: (cron: string) => Promise<Response>;
  stop: () => void;
}

/**
 * `wrangler dev --test-scheduled` (workerd, offline) running this project's Worker (wrangler.toml)
 * with `siteDir` as its static assets and `renderDir` as the renderer, on a free loopback port.
 * `vars` become the Worker's variables; SITE_URL defaults to the server's own origin. Resolves
 * once the Worker answers.
 */
export async function startWorkerDev(siteDir: string, vars: Record<string, string>, renderDir: string): Promise<WorkerDev> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const project = stageWorkerProject(siteDir, renderDir);
  const child = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(await freePort()),
      '--test-scheduled',
      '--log-level',
      'warn',
      ...Object.entries({ SITE_URL: origin, ...vars }).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
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
  // wrangler's cron query spells a space as '+'.
  const scheduled = (cron: string) => fetch(`${base}/__scheduled?cron=${encodeURIComponent(cron).replaceAll('%20', '+')}`);
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${base}/`).then(
        (res) => res.status < 500,
        () => false,
      )
    )
      return { base, origin, pid: child.pid, output: () => output, scheduled, stop };
    await new Promise((wait) => setTimeout(wait, 500));
  }
  stop();
  throw new Error(`wrangler dev did not start:\n${output}`);
}
