import { describe, expect, it } from 'vitest';
import { createBuildProcess } from '../publishing/rebuild/node-build-process.ts';

/**
 * The process the Node server keeps for its site builds (publishing/rebuild/node-build-process.ts),
 * with a fixture in place of the build: builds share one process, a closed server's idle process
 * serves the next server of the same Node process, and a crash, a timeout or a process grown too
 * large gives the next build a fresh one.
 */

const worker = new URL('./helpers/build-worker-fixture.ts', import.meta.url);
const start = (timeoutMs = 30_000, server = 'a') =>
  createBuildProcess({ env: { ...process.env, BUILD_FOR: server }, cwd: process.cwd(), timeoutMs, outputLimit: 1000, worker });
const builder = (output: string) => output.match(/built by (\d+)/)?.[1];
const builtFor = (output: string) => output.match(/ for (\S+)$/)?.[1];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the kept build process', () => {
  it('runs one build after another in the same process; on close its idle process builds for the next server, with that server’s settings', async () => {
    const builds = start();
    const first = await builds.run({ out: 'a', cache: 'c' });
    const second = await builds.run({ out: 'b', cache: 'c' });
    expect(first).toMatchObject({ ok: true, code: 0 });
    expect(builder(second.output)).toBe(builder(first.output));
    builds.close();
    const next = start(30_000, 'b');
    const handedOn = await next.run({ out: 'a', cache: 'c' });
    expect(builder(handedOn.output)).toBe(builder(first.output));
    expect([builtFor(first.output), builtFor(handedOn.output)]).toEqual(['a', 'b']);
    next.close();
  });

  it('stops a build still running when its server closes', async () => {
    const builds = start();
    const pid = Number(builder((await builds.run({ out: 'a', cache: 'c' })).output));
    const hung = builds.run({ out: 'hang', cache: 'c' });
    builds.close();
    expect(await hung).toMatchObject({ ok: false });
    await expect.poll(() => alive(pid), { timeout: 10_000 }).toBe(false);
  });

  it('reports a crashed build, and runs the next one in a fresh process', async () => {
    const builds = start();
    const before = builder((await builds.run({ out: 'a', cache: 'c' })).output);
    const crashed = await builds.run({ out: 'crash', cache: 'c' });
    expect(crashed).toMatchObject({ ok: false, code: 3 });
    expect(crashed.output).toContain('The build process stopped (exit code 3)');
    const after = await builds.run({ out: 'b', cache: 'c' });
    expect(after.ok).toBe(true);
    expect(builder(after.output)).not.toBe(before);
    builds.close();
  });

  it('stops a build past its time, and runs the next one in a fresh process', async () => {
    // Long enough for the fixture's own start on a busy machine; the hung build waits it out.
    const builds = start(5_000);
    const before = builder((await builds.run({ out: 'a', cache: 'c' })).output);
    const hung = await builds.run({ out: 'hang', cache: 'c' });
    expect(hung).toMatchObject({ ok: false, code: null });
    expect(hung.output).toContain('Build timed out');
    await expect.poll(() => alive(Number(before)), { timeout: 10_000 }).toBe(false);
    const after = await builds.run({ out: 'b', cache: 'c' });
    expect(builder(after.output)).not.toBe(before);
    builds.close();
  });

  it('retires a process that grew too large once its build has answered', async () => {
    const builds = start();
    const grown = await builds.run({ out: 'grow', cache: 'c' });
    expect(grown.ok).toBe(true);
    const after = await builds.run({ out: 'b', cache: 'c' });
    expect(builder(after.output)).not.toBe(builder(grown.output));
    builds.close();
  });
});
