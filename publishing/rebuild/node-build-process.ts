import { fork, type ChildProcess } from 'node:child_process';

/** One site build: the options of scripts/build-site.ts that the server sets. */
export interface BuildJob {
  out: string;
  cache: string;
  codeCache?: string | undefined;
}

/** What the process is sent: the job, with the settings (environment) and folder of the server it builds for. */
export interface BuildMessage extends BuildJob {
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** What a build process answers: the exit code scripts/build-site.ts would have, its output, its memory after the build. */
export interface BuildResult {
  code: number;
  output: string;
  rssBytes: number;
}

export interface BuildOutcome {
  ok: boolean;
  code: number | null;
  output: string;
}

export interface BuildProcess {
  run(job: BuildJob): Promise<BuildOutcome>;
  close(): void;
}

/** A build process that has grown past this after a build is retired: the next build starts a fresh one. */
const RETIRE_AFTER_RSS_BYTES = 1024 * 1024 * 1024;
/** An idle build process gives its memory back after this: edits come in bursts. */
const RETIRE_WHEN_IDLE_MS = 60_000;

/**
 * Idle processes that closed servers handed back, one per worker module: the next server this
 * Node process starts builds in it instead of starting another (the tests run many servers in
 * turn; each build carries its server's settings). Stopped when idle too long, like any.
 */
const spares = new Map<string, { child: ChildProcess; idle: NodeJS.Timeout }>();

/** Whether the process, its channel and its output pipes keep this Node process running: only while it builds. */
function holdsOpen(child: ChildProcess, building: boolean): void {
  for (const handle of [child, child.channel, child.stdout, child.stderr] as ({ ref(): void; unref(): void } | null | undefined)[]) {
    if (building) handle?.ref();
    else handle?.unref();
  }
}

function handBack(href: string, child: ChildProcess): void {
  const previous = spares.get(href);
  if (previous) {
    clearTimeout(previous.idle);
    previous.child.kill('SIGKILL');
  }
  const idle = setTimeout(() => takeSpare(href)?.kill('SIGKILL'), RETIRE_WHEN_IDLE_MS).unref();
  spares.set(href, { child, idle });
}

/** The spare, if it is still there to take (one that stopped meanwhile is dropped). */
function takeSpare(href: string): ChildProcess | undefined {
  const spare = spares.get(href);
  spares.delete(href);
  clearTimeout(spare?.idle);
  return spare?.child.connected ? spare.child : undefined;
}

export interface BuildProcessOptions {
  /** The build's settings: the process's environment while it builds. */
  env: NodeJS.ProcessEnv;
  cwd: string;
  timeoutMs: number;
  /** How much of the end of a build's output is kept. */
  outputLimit: number;
  /** The module the process runs; tests name a fixture. */
  worker?: URL;
}

/**
 * The site builds in a separate process (the server keeps serving on its own core, and a build's
 * memory is not the server's), kept between builds: starting one and loading the build's modules
 * cost about as much as a small build itself (docs/BENCHMARKS.md). It is started on the first
 * build (or taken from a closed server), builds with `env` as its settings, is replaced after a
 * crash, a timeout or when it grew large, and stopped after a minute without builds; on close an
 * idle one is handed back for the next server. One build at a time (the rebuilder runs one at a time).
 */
export function createBuildProcess({
  env,
  cwd,
  timeoutMs,
  outputLimit,
  worker: module = new URL('./node-build-worker.ts', import.meta.url),
}: BuildProcessOptions): BuildProcess {
  let child: ChildProcess | undefined;
  let idle: NodeJS.Timeout | undefined;
  let building = false;

  function retire(): void {
    clearTimeout(idle);
    child?.kill('SIGKILL');
    child = undefined;
  }

  function started(): ChildProcess {
    if (child && child.connected) return child;
    child = takeSpare(module.href) ?? fork(module, [], { cwd, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    return child;
  }

  return {
    run(job) {
      clearTimeout(idle);
      building = true;
      const worker = started();
      holdsOpen(worker, true);
      return new Promise<BuildOutcome>((done) => {
        // What the process prints besides its answer (a dependency's warning, a crash's trace).
        let printed = '';
        const keep = (chunk: Buffer) => {
          printed = (printed + chunk.toString()).slice(-outputLimit);
        };
        const finish = (outcome: BuildOutcome) => {
          clearTimeout(timer);
          worker.stdout?.off('data', keep);
          worker.stderr?.off('data', keep);
          worker.off('message', answered);
          worker.off('exit', exited);
          worker.off('error', failed);
          holdsOpen(worker, false);
          building = false;
          idle = setTimeout(retire, RETIRE_WHEN_IDLE_MS).unref();
          done(outcome);
        };
        const answered = (result: BuildResult) => {
          if (result.rssBytes > RETIRE_AFTER_RSS_BYTES) retire();
          const output = `${printed}${result.output}`.slice(-outputLimit);
          finish({ ok: result.code === 0, code: result.code, output });
        };
        const exited = (code: number | null) => {
          if (child === worker) child = undefined;
          finish({ ok: false, code, output: `${printed}\nThe build process stopped (exit code ${code})` });
        };
        const failed = (error: Error) => {
          retire();
          finish({ ok: false, code: null, output: `${printed}\n${error.message}` });
        };
        const timer = setTimeout(() => {
          retire();
          finish({ ok: false, code: null, output: `${printed}\nBuild timed out` });
        }, timeoutMs);
        worker.stdout?.on('data', keep);
        worker.stderr?.on('data', keep);
        worker.on('message', answered);
        worker.on('exit', exited);
        worker.on('error', failed);
        const message: BuildMessage = { ...job, env, cwd };
        worker.send(message);
      });
    },
    close() {
      if (building || !child?.connected) return retire();
      clearTimeout(idle);
      handBack(module.href, child);
      child = undefined;
    },
  };
}
