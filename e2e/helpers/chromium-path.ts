import { existsSync } from 'node:fs';

/** Debian's Chromium, unless CHROMIUM_PATH names another build (every browser launch reads it here). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The one line a run without a browser prints instead of failing every browser test. */
export function missingChromiumMessage(path: string): string | undefined {
  if (existsSync(path)) return undefined;
  return `Chromium not found at ${path}: install it (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary; the browser tests did not run.`;
}
