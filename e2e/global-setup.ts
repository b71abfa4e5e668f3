import { chromiumPath, missingChromiumMessage } from './helpers/chromium-path.ts';

/**
 * Runs once before the browser tests: without Chromium they stop here with one line saying how to
 * get it, instead of every file failing with a launch error and its stack trace.
 */
export default function checkChromium(): void {
  const message = missingChromiumMessage(chromiumPath());
  if (!message) return;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
