import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../../db/client.ts';
import { getPublishStatus, saveBuildStatus } from '../../../db/queries/build-status.ts';
import type { Rebuilder } from './types.ts';

/**
 * The Node publishing pipeline: `astro build` into a fresh folder under data/builds, swapped in
 * atomically when it succeeds. One build runs at a time; requests meanwhile coalesce into one
 * queued build. A failed build keeps the previous site serving and records its error.
 */

const BUILD_TIMEOUT_MS = 15 * 60 * 1000;
const ERROR_TAIL_CHARS = 4000;
const POINTER_FILE = 'current.json';

export interface BuildPointer {
  dir: string;
  id: string;
  fingerprint: string;
  builtAt: string;
  pageCount: number;
}

export interface NodeRebuilderOptions {
  db: Db;
  /** data/builds: one folder per build, plus the pointer to the live one. */
  buildsDir: string;
  /** Environment of the build process (database URL, site URL and name...). */
  env: Record<string, string | undefined>;
  /** What the live data and code are, so a build can be skipped when it already matches. */
  fingerprint: () => Promise<string>;
  /** The command that writes the site into `outDir`; defaults to `astro build --outDir`. */
  command?: (outDir: string) => { file: string; args: string[] };
  log?: (line: string) => void;
}

export interface NodeRebuilder extends Rebuilder {
  /** The folder being served, if any build has succeeded. */
  currentDir(): string | undefined;
  /** Builds unless the live build already matches the current fingerprint. */
  ensureCurrent(reason: string): Promise<void>;
  /** Resolves once nothing is building or queued. */
  whenIdle(): Promise<void>;
}

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The default build command: `astro build` of this project into `outDir`. */
export function astroCommand(outDir: string) {
  const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
  return {
    file: process.execPath,
    args: [join(dirname(astroPackage), 'bin', 'astro.mjs'), 'build', '--root', PROJECT_ROOT, '--outDir', outDir],
  };
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

/**
 * Runs in the builds folder: Astro keeps its intermediate server bundle inside the output folder
 * only when that folder is under the working directory, so concurrent builds never share one.
 * That bundle imports packages, which Node finds through a node_modules link in the builds folder.
 */
function runCommand(file: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-ERROR_TAIL_CHARS * 4);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += '\nBuild timed out';
      child.kill('SIGKILL');
    }, BUILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      done({ ok: false, output: `${output}\n${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ ok: code === 0, output });
    });
  });
}

export async function createNodeRebuilder(options: NodeRebuilderOptions): Promise<NodeRebuilder> {
  const { db, log = console.log } = options;
  const buildsDir = resolve(options.buildsDir);
  const command = options.command ?? astroCommand;
  const pointerPath = join(buildsDir, POINTER_FILE);
  await mkdir(buildsDir, { recursive: true });
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(buildsDir, 'node_modules'), 'dir').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });

  let pointer: BuildPointer | undefined = await readFile(pointerPath, 'utf8')
    .then((text) => JSON.parse(text) as BuildPointer)
    .then(async (saved) => ((await stat(join(saved.dir, 'index.html')).catch(() => undefined)) ? saved : undefined))
    .catch(() => undefined);
  let running: Promise<void> | undefined;
  let queuedReasons: string[] = [];

  // A process that stopped mid-build left its state behind; nothing is building now.
  await saveBuildStatus(db, { state: 'idle', queued: false, currentReason: null, startedAt: null });

  async function removeOldBuilds(keep: string[]): Promise<void> {
    const names = await readdir(buildsDir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith('build-') && !keep.includes(join(buildsDir, name)))
        .map((name) => rm(join(buildsDir, name), { recursive: true, force: true })),
    );
  }

  async function buildOnce(reason: string): Promise<void> {
    const started = Date.now();
    const fingerprint = await options.fingerprint();
    const id = `build-${new Date(started).toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;
    const outDir = resolve(buildsDir, id);
    await saveBuildStatus(db, { state: 'building', currentReason: reason, startedAt: new Date(started) });
    log(`[publish] building (${reason})`);

    const { file, args } = command(outDir);
    const result = await runCommand(file, args, {
      ...process.env,
      ...options.env,
      ASTRO_CACHE_DIR: join(buildsDir, '.cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    }, buildsDir);
    // Astro's intermediate server bundle is not part of the site.
    await rm(join(outDir, '.prerender'), { recursive: true, force: true });
    const pageCount = result.ok ? await countPages(outDir).catch(() => 0) : 0;

    if (!result.ok || pageCount === 0) {
      const error = (result.ok ? 'The build produced no pages' : result.output.trim().slice(-ERROR_TAIL_CHARS)) || 'Build failed';
      await rm(outDir, { recursive: true, force: true });
      await saveBuildStatus(db, { lastError: error, lastErrorAt: new Date() });
      log(`[publish] build failed after ${Date.now() - started} ms; the previous site keeps serving`);
      return;
    }

    const next: BuildPointer = { dir: outDir, id, fingerprint, builtAt: new Date().toISOString(), pageCount };
    const temporary = `${pointerPath}.${id}.tmp`;
    await writeFile(temporary, JSON.stringify(next, null, 2));
    await rename(temporary, pointerPath);
    const previous = pointer;
    pointer = next;
    const duration = Date.now() - started;
    await saveBuildStatus(db, {
      lastSuccessAt: new Date(),
      lastDurationMs: duration,
      lastPageCount: pageCount,
      lastBuildId: id,
      lastFingerprint: fingerprint,
      lastError: null,
      lastErrorAt: null,
    });
    log(`[publish] ${pageCount} pages built in ${duration} ms and now serving`);
    // The previous build stays a moment for requests already reading from it.
    await removeOldBuilds([outDir, ...(previous ? [previous.dir] : [])]);
  }

  async function drain(reason: string): Promise<void> {
    let next: string | undefined = reason;
    while (next !== undefined) {
      try {
        await buildOnce(next);
      } catch (error) {
        await saveBuildStatus(db, { lastError: String(error), lastErrorAt: new Date() }).catch(() => {});
        log(`[publish] build crashed: ${String(error)}`);
      }
      next = queuedReasons.length ? queuedReasons.join('; ') : undefined;
      queuedReasons = [];
    }
    await saveBuildStatus(db, { state: 'idle', queued: false, currentReason: null, startedAt: null });
  }

  async function request(reason: string): Promise<void> {
    if (running) {
      queuedReasons.push(reason);
      await saveBuildStatus(db, { queued: true }).catch(() => {});
      return;
    }
    running = drain(reason).finally(() => {
      running = undefined;
    });
  }

  return {
    request,
    async status() {
      const stored = await getPublishStatus(db);
      const state = running ? (stored.state === 'idle' ? 'queued' : stored.state) : 'idle';
      return { ...stored, state, queued: queuedReasons.length > 0 };
    },
    currentDir: () => pointer?.dir,
    async ensureCurrent(reason) {
      const fingerprint = await options.fingerprint();
      if (pointer && pointer.fingerprint === fingerprint) return;
      await request(reason);
      await running;
    },
    async whenIdle() {
      while (running) await running;
    },
  };
}
