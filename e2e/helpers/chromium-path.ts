import { existsSync } from 'node:fs';

const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same engine as FULL_CHROMIUM (one source package, one
 * version) without the browser's window machinery, which Playwright itself runs headless tests on.
 * A page costs it about a third of the CPU (docs/BENCHMARKS.md), and the browser tests are bound by
 * CPU on a 2-core machine.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium, unless CHROMIUM_PATH names another build (every full-browser launch reads it here). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || FULL_CHROMIUM;
}

/** The browser tests' Chromium: CHROMIUM_PATH if set, else the headless shell when installed, else the full browser. */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** The one line a run without a browser prints instead of failing every browser test. */
export function missingChromiumMessage(path: string): string | undefined {
  if (existsSync(path)) return undefined;
  return `Chromium not found at ${path}: install it (apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary; the browser tests did not run.`;
}
