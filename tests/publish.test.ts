import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createNodeRebuilder } from '../publishing/rebuild/node-build.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * The Node publishing pipeline with a small script in place of `astro build`: it writes an
 * index.html into the build folder, or fails, as control.json says, and appends one line to
 * runs.log per run. A held build waits until the test releases it, so "while a build runs" is a
 * state the test controls, not a guess at how long a build takes.
 */

const { db, dir } = await createTestDb();
const script = join(dir, 'fake-build.mjs');
const control = join(dir, 'control.json');
const release = join(dir, 'release');
const runsLog = join(dir, 'runs.log');
await writeFile(
  script,
  `import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const outDir = process.argv[2];
const { hold = false, fail = false } = JSON.parse(readFileSync(${JSON.stringify(control)}, 'utf8'));
appendFileSync(${JSON.stringify(runsLog)}, outDir + '\\n');
while (hold && !existsSync(${JSON.stringify(release)})) await new Promise((resolve) => setTimeout(resolve, 10));
if (fail) { console.error('astro: broken page template'); process.exit(1); }
mkdirSync(outDir, { recursive: true });
writeFileSync(outDir + '/index.html', '<h1>built</h1>');
`,
);

async function setBuild(behaviour: { hold?: boolean; fail?: boolean }) {
  await rm(release, { force: true });
  await writeFile(control, JSON.stringify(behaviour));
}

/** Lets held builds finish (this one and any queued after it). */
async function releaseBuilds() {
  await writeFile(release, '');
}

/** Waits until the rebuilder reports `state`; a held build stays there until released, so this cannot miss it. */
async function untilState(state: string) {
  await vi.waitFor(async () => expect((await rebuilder.status()).state).toBe(state), { timeout: 30_000, interval: 20 });
}

async function runs(): Promise<string[]> {
  const text = await readFile(runsLog, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean);
}

const buildsDir = join(dir, 'builds');
const logs: string[] = [];
/** A rebuilder over this database and builds folder that runs the fake build; a restart is another call. */
function startRebuilder(log: (line: string) => void) {
  return createNodeRebuilder({
    db,
    buildsDir,
    env: {},
    fingerprint: async () => 'fingerprint',
    command: (outDir) => ({ file: process.execPath, args: [script, outDir] }),
    log,
  });
}
const rebuilder = await startRebuilder((line) => logs.push(line));

async function buildFolders(): Promise<string[]> {
  return (await readdir(buildsDir)).filter((name) => name.startsWith('build-')).map((name) => join(buildsDir, name));
}

describe('the Node rebuilder', () => {
  it('is idle with nothing built at first', async () => {
    expect(rebuilder.currentDir()).toBeUndefined();
    expect(await rebuilder.status()).toMatchObject({ state: 'idle', queued: false, lastSuccessAt: null });
  });

  it('builds, swaps the new folder in and reports building, then idle', async () => {
    await setBuild({ hold: true });
    rebuilder.request('first');
    await untilState('building');
    expect(await rebuilder.status()).toMatchObject({ state: 'building', currentReason: 'first' });
    await releaseBuilds();
    await rebuilder.whenIdle();
    const current = rebuilder.currentDir();
    expect(current).toBeDefined();
    expect(await readFile(join(current!, 'index.html'), 'utf8')).toBe('<h1>built</h1>');
    const pointer = JSON.parse(await readFile(join(buildsDir, 'current.json'), 'utf8')) as { dir: string; pageCount: number };
    expect(pointer).toMatchObject({ dir: current, pageCount: 1 });
    expect(await rebuilder.status()).toMatchObject({ state: 'idle', queued: false, lastPageCount: 1, lastError: null });
    expect((await rebuilder.status()).lastSuccessAt).toEqual(expect.any(String));
  });

  it('coalesces requests made during a build into exactly one queued build', async () => {
    await setBuild({ hold: true });
    const before = (await runs()).length;
    rebuilder.request('edit 1');
    await untilState('building');
    rebuilder.request('edit 2');
    rebuilder.request('edit 3');
    expect(await rebuilder.status()).toMatchObject({ state: 'building', queued: true });
    await releaseBuilds();
    await rebuilder.whenIdle();
    expect((await runs()).length - before).toBe(2);
    expect(logs.filter((line) => line.startsWith('[publish] building'))).toEqual(
      expect.arrayContaining(['[publish] building (edit 1)', '[publish] building (edit 2; edit 3)']),
    );
    expect(await rebuilder.status()).toMatchObject({ state: 'idle', queued: false });
  });

  it('keeps the previous build serving when a build fails, and records the error', async () => {
    await setBuild({});
    rebuilder.request('good');
    await rebuilder.whenIdle();
    const serving = rebuilder.currentDir();
    const folders = await buildFolders();

    await setBuild({ fail: true });
    rebuilder.request('broken');
    await rebuilder.whenIdle();
    expect(rebuilder.currentDir()).toBe(serving);
    expect(existsSync(join(serving!, 'index.html'))).toBe(true);
    const status = await rebuilder.status();
    expect(status).toMatchObject({ state: 'idle', lastError: expect.stringContaining('astro: broken page template') });
    expect(status.lastErrorAt).toEqual(expect.any(String));
    // The failed attempt's folder is gone; the serving ones are untouched.
    expect(await buildFolders()).toEqual(folders);

    await setBuild({});
    rebuilder.request('fixed');
    await rebuilder.whenIdle();
    expect(rebuilder.currentDir()).not.toBe(serving);
    expect(await rebuilder.status()).toMatchObject({ lastError: null, lastErrorAt: null });
  });

  it('removes older build folders, keeping only the live one and the one before it', async () => {
    await setBuild({});
    const seen: string[] = [];
    for (const reason of ['a', 'b', 'c']) {
      rebuilder.request(reason);
      await rebuilder.whenIdle();
      seen.push(rebuilder.currentDir()!);
    }
    expect(new Set(seen).size).toBe(3);
    expect((await buildFolders()).sort()).toEqual([seen[1], seen[2]].sort());
  });

  it('serves the last good build again after a restart', async () => {
    const restarted = await startRebuilder(() => {});
    expect(restarted.currentDir()).toBe(rebuilder.currentDir());
    expect(await restarted.status()).toMatchObject({ state: 'idle', queued: false });
  });
});
