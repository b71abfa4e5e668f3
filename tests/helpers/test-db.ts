import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createDb, type Db } from '../../db/client.ts';
import { migrateDb } from '../../db/migrate.ts';

/**
 * A fresh libSQL file, migrated with the committed migrations, removed when the test file ends, or,
 * when made inside a test (where afterAll is not registered), with the run's folder
 * (tests/global-setup.ts).
 */
export async function createTestDb(): Promise<{ db: Db; dir: string; url: string }> {
  const dir = mkdtempSync(join(process.env.TEST_DATABASES_DIR ?? tmpdir(), 'lx-test-'));
  const url = `file:${join(dir, 'app.db')}`;
  const db = createDb({ url });
  await migrateDb(db, url);
  afterAll(() => {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db, dir, url };
}
