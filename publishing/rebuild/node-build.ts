import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../../db/client.ts';
import { getPublishStatus, saveBuildStatus } from '../../db/queries/build-status.ts';
import { CSP_HASHES_FILE } from '../../domain/security-headers.ts';
import { PUBLISH_INFO_FILE, type RenderPage, type ShareCardCheck, type SitePublishInfo } from '../../domain/site-pages.ts';
import { isShareCardPath, type LiveSite } from '../serve/on-demand.ts';
import type { ServedBuild } from '../serve/node-static.ts';
import type { ContentGeneration } from './generation.ts';
import { createBuildProcess, type BuildOutcome } from './node-build-process.ts';
import type { Rebuilder } from './types.ts';

/**
 * The Node publishing pipeline: the site build (scripts/build-site.ts) into a fresh folder under
 * data/builds, swapped in atomically when it succeeds. The build reuses the previous one through
 * its cache (data/builds/cache): the code half when the code is unchanged, and every page whose
 * data is unchanged. One build runs at a time; requests meanwhile coalesce into one queued build.
 * A failed build keeps the previous site serving and records its error.
 *
 * A request first counts the change (the content generation): from then until a build that read
 * the new data is live, the server renders data pages on demand, so a change is public at once.
 */

const BUILD_TIMEOUT_MS = 30 * 60 * 1000;
/**
 * The site build's exit code when its settings refuse every build (a SITE_FILE_BUDGET below what
 * the fixed pages and assets need): its last line says why. No later build can succeed until the
 * setting changes, so the server does not start on it.
 */
export const BUILD_REFUSED_EXIT_CODE = 78;
const ERROR_TAIL_CHARS = 4000;
const POINTER_FILE = 'current.json';

export interface BuildPointer {
  dir: string;
  id: string;
  fingerprint: string;
  builtAt: string;
  pageCount: number;
  /** The build's renderer (site-render/ of its code build), when the build has one. */
  renderDir?: string;
}

export interface NodeRebuilderOptions {
  db: Db;
  /** data/builds: one folder per build, the build cache, and the pointer to the live one. */
  buildsDir: string;
  /** Environment of the build process (database URL, site URL and name...). */
  env: Record<string, string | undefined>;
  /** What the live data and code are, so a build can be skipped when it already matches. */
  fingerprint: () => Promise<string>;
  /** Counts changes; on-demand rendering compares the live build's generation with it. */
  generation?: ContentGeneration;
  /**
   * A command that writes the site into `outDir`, run as a process of its own each build; by
   * default the site build runs in the build process the rebuilder keeps (node-build-process.ts).
   */
  command?: (outDir: string) => { file: string; args: string[] };
  /** Where code builds are kept (default: the build cache); tests share one between their servers. */
  codeCacheDir?: string;
  log?: (line: string) => void;
}

export interface NodeRebuilder extends Rebuilder {
  /** The folder being served, if any build has succeeded. */
  currentDir(): string | undefined;
  /** The build being served with its renderer, for the site handler. */
  currentBuild(): ServedBuild | undefined;
  /** Builds unless the live build already matches the current fingerprint. */
  ensureCurrent(reason: string): Promise<void>;
  /** Why the settings refuse every build (the last build's own words), while they do. */
  refusal(): string | undefined;
  /** Resolves once nothing is building or queued. */
  whenIdle(): Promise<void>;
  /** Stops the build process (a build still running fails). */
  close(): void;
}

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The site build of this project as a command of its own (for a rebuilder given a `command`), into
 * `outDir` (a folder of the builds folder), with the build cache beside it in builds/cache.
 */
export function siteBuildCommand(outDir: string) {
  return {
    file: process.execPath,
    args: [join(PROJECT_ROOT, 'scripts', 'build-site.ts'), '--out', outDir, '--cache', join(dirname(outDir), 'cache')],
  };
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

/** The build command's summary: the JSON object on its last line (scripts/build-site.ts). */
function summaryOf(output: string): { renderDir?: string } {
  const last = output.trim().split('\n').at(-1) ?? '';
  try {
    const parsed = JSON.parse(last) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as { renderDir?: string }) : {};
  } catch {
    return {};
  }
}

function runCommand(file: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<BuildOutcome> {
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
      done({ ok: false, code: null, output: `${output}\n${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ ok: code === 0, code, output });
    });
  });
}

/** Whether a build folder holds a share card (the static set's profiles and articles have theirs). */
export function shareCardsIn(dir: string): ShareCardCheck {
  return (path) =>
    isShareCardPath(path)
      ? stat(join(dir, path)).then(
          (file) => file.isFile(),
          () => false,
        )
      : false;
}

/** The build folder's renderer and what it was built from, or undefined for a build without one. */
async function loadSite(pointer: BuildPointer): Promise<LiveSite | undefined> {
  if (!pointer.renderDir) return undefined;
  const [infoText, hashesText] = await Promise.all([
    readFile(join(pointer.dir, PUBLISH_INFO_FILE), 'utf8').catch(() => undefined),
    readFile(join(pointer.dir, CSP_HASHES_FILE), 'utf8').catch(() => '{}'),
  ]);
  if (!infoText) return undefined;
  const { renderPage } = (await import(pathToFileURL(join(pointer.renderDir, 'entry.mjs')).href)) as { renderPage: RenderPage };
  const { scripts = [] } = JSON.parse(hashesText) as { scripts?: string[] };
  return { id: pointer.id, info: JSON.parse(infoText) as SitePublishInfo, scriptHashes: scripts, render: renderPage, hasShareCard: shareCardsIn(pointer.dir) };
}

export async function createNodeRebuilder(options: NodeRebuilderOptions): Promise<NodeRebuilder> {
  const { db, log = console.log } = options;
  const buildsDir = resolve(options.buildsDir);
  const buildEnv = { ...process.env, ...options.env, ASTRO_TELEMETRY_DISABLED: '1' };
  const buildProcess = createBuildProcess({ env: buildEnv, cwd: buildsDir, timeoutMs: BUILD_TIMEOUT_MS, outputLimit: ERROR_TAIL_CHARS * 4 });
  /** The site into `outDir`: the given command's process, or the kept build process. */
  const runBuild = (outDir: string) => {
    if (!options.command) return buildProcess.run({ out: outDir, cache: join(buildsDir, 'cache'), codeCache: options.codeCacheDir });
    const { file, args } = options.command(outDir);
    return runCommand(file, args, buildEnv, buildsDir);
  };
  const pointerPath = join(buildsDir, POINTER_FILE);
  await mkdir(buildsDir, { recursive: true });
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(buildsDir, 'node_modules'), 'dir').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });

  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );
  let pointer: BuildPointer | undefined = await readFile(pointerPath, 'utf8')
    .then((text) => JSON.parse(text) as BuildPointer)
    .then(async (saved) => ((await exists(join(saved.dir, 'index.html'))) && (!saved.renderDir || (await exists(saved.renderDir))) ? saved : undefined))
    .catch(() => undefined);
  let live: ServedBuild | undefined = pointer ? { dir: pointer.dir, site: await loadSite(pointer).catch(() => undefined) } : undefined;
  let running: Promise<void> | undefined;
  let queuedReasons: string[] = [];
  let refused: string | undefined;

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

    const result = await runBuild(outDir);
    const pageCount = result.ok ? await countPages(outDir).catch(() => 0) : 0;

    if (!result.ok || pageCount === 0) {
      const error = (result.ok ? 'The build produced no pages' : result.output.trim().slice(-ERROR_TAIL_CHARS)) || 'Build failed';
      const reason = error.split('\n').at(-1) ?? error;
      refused = result.code === BUILD_REFUSED_EXIT_CODE ? reason : undefined;
      await rm(outDir, { recursive: true, force: true });
      await saveBuildStatus(db, { lastError: error, lastErrorAt: new Date() });
      log(`[publish] build failed after ${Date.now() - started} ms; the previous site keeps serving: ${reason}`);
      return;
    }
    refused = undefined;

    const { renderDir } = summaryOf(result.output);
    const next: BuildPointer = { dir: outDir, id, fingerprint, builtAt: new Date().toISOString(), pageCount, ...(renderDir ? { renderDir } : {}) };
    const nextLive: ServedBuild = { dir: outDir, site: await loadSite(next) };
    const temporary = `${pointerPath}.${id}.tmp`;
    await writeFile(temporary, JSON.stringify(next, null, 2));
    await rename(temporary, pointerPath);
    const previous = pointer;
    pointer = next;
    live = nextLive;
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

  async function drain(reason: string, counted: Promise<unknown>): Promise<void> {
    // The build reads the generation it is built from: the change must be counted first.
    await counted;
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

  /** Starts a build now, or queues one behind the running build. */
  function start(reason: string, counted: Promise<unknown> = Promise.resolve()): void {
    if (running) {
      queuedReasons.push(reason);
      return;
    }
    running = drain(reason, counted).finally(() => {
      running = undefined;
    });
  }

  async function request(reason: string): Promise<void> {
    // Counted before the answer: from this moment the changed pages are rendered on demand.
    const counted = (options.generation?.bump() ?? Promise.resolve()).catch((error: unknown) => log(`[publish] counting the change failed: ${String(error)}`));
    const queued = running !== undefined;
    start(reason, counted);
    await counted;
    if (queued) await saveBuildStatus(db, { queued: true }).catch(() => {});
  }

  return {
    request,
    async status() {
      const stored = await getPublishStatus(db);
      const state = running ? (stored.state === 'idle' ? 'queued' : stored.state) : 'idle';
      return { ...stored, state, queued: queuedReasons.length > 0 };
    },
    refusal: () => refused,
    currentDir: () => pointer?.dir,
    currentBuild: () => live,
    async ensureCurrent(reason) {
      const fingerprint = await options.fingerprint();
      if (pointer && pointer.fingerprint === fingerprint) return;
      start(reason);
      await running;
    },
    async whenIdle() {
      while (running) await running;
    },
    close: () => buildProcess.close(),
  };
}
