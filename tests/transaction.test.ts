import { createClient } from '@libsql/client';
import { count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { oneAtATime } from '../db/one-at-a-time.ts';
import * as schema from '../db/schema.ts';
import { activityLog, experts, libraryProjects } from '../db/schema.ts';
import { isTransaction, transaction } from '../db/transaction.ts';
import { inTransaction } from '../api/services/transaction.ts';
import { signUp } from './helpers/accounts.ts';
import { signUpAdmin } from './helpers/admin.ts';
import { makeSubmission } from './helpers/factories.ts';
import { startHranaServer } from './helpers/hrana-server.ts';
import { recordingRebuilder } from './helpers/recording-rebuilder.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * db/transaction.ts and api/services/transaction.ts: one write transaction per service call, on a
 * local file (the Node server) and over HTTP (Turso, here the loopback Hrana server on a file).
 */

const t = await createTestApp();
const hrana = await startHranaServer({ path: t.dir + '/app.db' });
afterAll(hrana.close);
const remote = createDb({ url: hrana.url });
afterAll(() => remote.$client.close());

const projectNames = async (db: Db) => (await db.select({ name: libraryProjects.name }).from(libraryProjects)).map((row) => row.name);

describe.each([
  ['a local file', t.db],
  ['Turso over HTTP', remote],
])('a transaction on %s', (_where, db) => {
  it('keeps its writes, batches included, when the work succeeds', async () => {
    const name = `kept ${_where}`;
    await transaction(db, async (tx) => {
      await tx.insert(libraryProjects).values({ name, description: null });
      await tx.batch([tx.update(libraryProjects).set({ description: 'batched' }).where(eq(libraryProjects.name, name)), tx.select().from(libraryProjects)]);
    });
    expect(await db.select({ description: libraryProjects.description }).from(libraryProjects).where(eq(libraryProjects.name, name))).toEqual([
      { description: 'batched' },
    ]);
  });

  it('keeps none of them when the work throws, and reads its own writes meanwhile', async () => {
    const name = `dropped ${_where}`;
    const failed = transaction(db, async (tx) => {
      await tx.batch([tx.insert(libraryProjects).values({ name, description: null }), tx.select().from(libraryProjects)]);
      expect(await projectNames(tx)).toContain(name);
      throw new Error('stop');
    });
    await expect(failed).rejects.toThrow('stop');
    expect(await projectNames(db)).not.toContain(name);
  });

  it('is joined by work started inside it', async () => {
    const name = `joined ${_where}`;
    const failed = transaction(db, async (tx) => {
      await transaction(tx, async (inner) => {
        expect(inner).toBe(tx);
        await inner.insert(libraryProjects).values({ name, description: null });
      });
      throw new Error('stop');
    });
    await expect(failed).rejects.toThrow('stop');
    expect(await projectNames(db)).not.toContain(name);
  });
});

it('over HTTP a batch inside a transaction is one request', async () => {
  const before = hrana.stats.pipelines;
  await transaction(remote, async (tx) => {
    await tx.batch([tx.select().from(experts), tx.select().from(libraryProjects), tx.select().from(activityLog)]);
  });
  // The batch (with BEGIN in front of it), then COMMIT.
  expect(hrana.stats.pipelines - before).toBe(2);
  expect(hrana.openStreams()).toBe(0);
});

describe('inTransaction', () => {
  it('asks for rebuilds once committed, and for none when rolled back', async () => {
    const rebuild = recordingRebuilder();
    const deps = { db: t.db, rebuild };
    await inTransaction(deps, async (tx) => {
      expect(isTransaction(tx.db)).toBe(true);
      await tx.rebuild.request('kept');
      expect(rebuild.reasons).toEqual([]);
    });
    expect(rebuild.reasons).toEqual(['kept']);
    await expect(
      inTransaction(deps, async (tx) => {
        await tx.rebuild.request('dropped');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(rebuild.reasons).toEqual(['kept']);
  });
});

describe('a local file is used one operation at a time', () => {
  it('two admin writes at once both succeed, each with its entry', async () => {
    const admin = await signUpAdmin(t);
    const reader = await signUp(t);
    const [first, second] = [await makeSubmission(t.db, reader), await makeSubmission(t.db, reader)];
    const [entriesBefore] = await t.db.select({ n: count() }).from(activityLog);
    const approve = (id: number) => t.request('POST', `/api/admin/submissions/${id}/approve`, { cookie: admin.cookie, body: { confirmDuplicate: true } });
    const answers = await Promise.all([
      approve(first.id),
      approve(second.id),
      t.request('POST', '/api/library/projects', { cookie: admin.cookie, body: { name: 'At once' } }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 201]);
    const [entriesAfter] = await t.db.select({ n: count() }).from(activityLog);
    expect(entriesAfter!.n - entriesBefore!.n).toBe(3);
  });

  it('a call that waits longer than the busy timeout for an open transaction fails with SQLITE_BUSY, never blocking', async () => {
    const url = `file:${t.dir}/waits.db`;
    const db: Db = drizzle(oneAtATime(createClient({ url }), url, 50), { schema });
    await migrateDb(db, url);
    afterAll(() => db.$client.close());
    // The transaction waits on a write of the same database outside it: its own turn holds the file.
    const stuck = transaction(db, async () => {
      await db.run(sql`insert into library_projects (name) values ('outside')`);
    });
    await expect(stuck).rejects.toMatchObject({ cause: { code: 'SQLITE_BUSY' } });
    expect(await db.all(sql`select name from library_projects where name = 'outside'`)).toEqual([]);
  });
});
