import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs once before the unit files: makes the run's folder for test databases (tests/helpers/test-db.ts),
 * which the workers find through the environment they inherit, and removes it after the run. A
 * database made inside a test cannot be removed by that file's afterAll (vitest ignores a hook
 * registered while a test runs), so without this each run left about 150 folders behind.
 */
export default function setUp(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'lx-unit-run-'));
  process.env.TEST_DATABASES_DIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
