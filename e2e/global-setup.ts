import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingChromiumMessage, testBrowserPath } from './helpers/chromium-path.ts';

/**
 * Runs once before the browser tests: without Chromium they stop here with one line saying how to
 * get it, instead of every file failing with a launch error and its stack trace. Then it makes the
 * run's folder of data templates (e2e/helpers/server.ts), which the workers find through the
 * environment they inherit, and removes it after the run.
 */
export default function setUp(): () => void {
  const message = missingChromiumMessage(testBrowserPath());
  if (message) {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
  const templates = mkdtempSync(join(tmpdir(), 'lx-e2e-templates-'));
  process.env.E2E_TEMPLATES_DIR = templates;
  return () => rmSync(templates, { recursive: true, force: true });
}
