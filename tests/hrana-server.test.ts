import { createClient as createHttpClient } from '@libsql/client/web';
import { createClient, type Client, type InStatement } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/client.ts';
import { getSubmissionById, insertSubmission } from '../db/queries/submissions.ts';
import { startHranaServer } from './helpers/hrana-server.ts';
import { createTestDb } from './helpers/test-db.ts';

/**
 * The loopback Turso stand-in, checked against the libSQL client itself: the same operations
 * through `@libsql/client/web` over HTTP and through the local file client give the same answers.
 */

const { url: fileUrl } = await createTestDb();
const path = fileUrl.slice('file:'.length);
const server = await startHranaServer({ path, authToken: 'turso-token' });
const http = createHttpClient({ url: server.url, authToken: 'turso-token' });
const local = createClient({ url: fileUrl });
afterAll(async () => {
  http.close();
  local.close();
  await server.close();
});

await local.execute('CREATE TABLE probe (id INTEGER PRIMARY KEY, name TEXT UNIQUE, score REAL, data BLOB, note TEXT)');

/** What a client's answer says, without the class wrappers. */
function plain(result: Awaited<ReturnType<Client['execute']>>) {
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rows: result.rows.map((row) => Array.from(row)),
    rowsAffected: result.rowsAffected,
  };
}

async function both<T>(run: (client: Client, tag: string) => Promise<T>): Promise<[T, T]> {
  return [await run(local, 'local'), await run(http, 'http')];
}

describe('the Hrana-over-HTTP server, against the libSQL client', () => {
  it('executes statements with positional and named arguments of every type, as the file client does', async () => {
    const [viaFile, viaHttp] = await both(async (client, tag) => {
      const insert = await client.execute({
        sql: 'INSERT INTO probe (name, score, data, note) VALUES (?, ?, ?, ?)',
        args: [`${tag}-a`, 2.5, new Uint8Array([1, 2, 3]), null],
      });
      await client.execute({ sql: 'INSERT INTO probe (name, score) VALUES (:name, $score)', args: { name: `${tag}-b`, score: 4 } });
      const select = await client.execute({
        sql: 'SELECT name, score, data, note, 40 + 2 AS answer FROM probe WHERE name LIKE ? ORDER BY id',
        args: [`${tag}-%`],
      });
      return { inserted: insert.rowsAffected, hasRowid: typeof insert.lastInsertRowid === 'bigint', select: plain(select) };
    });
    expect(viaHttp.select.rows.map((row) => row.slice(1))).toEqual(viaFile.select.rows.map((row) => row.slice(1)));
    expect({ ...viaHttp, select: { ...viaHttp.select, rows: [] } }).toEqual({ ...viaFile, select: { ...viaFile.select, rows: [] } });
    expect(viaHttp.select.rows[0]).toEqual(['http-a', 2.5, new Uint8Array([1, 2, 3]).buffer, null, 42]);
  });

  it('reports the rows a RETURNING statement changed', async () => {
    const [viaFile, viaHttp] = await both((client, tag) =>
      client.execute({ sql: 'UPDATE probe SET note = ? WHERE name LIKE ? RETURNING name', args: ['seen', `${tag}-%`] }),
    );
    expect(viaHttp.rows.map((row) => row.name)).toEqual(['http-a', 'http-b']);
    expect(viaFile.rows).toHaveLength(2);
    // The file client reports 0 here; Turso (and this server) report the changed rows.
    expect(viaHttp.rowsAffected).toBe(2);
  });

  it('answers a failing statement with the SQLite message, as the file client does', async () => {
    const [viaFile, viaHttp] = await both((client, tag) =>
      client.execute({ sql: 'INSERT INTO probe (name) VALUES (?)', args: [`${tag}-a`] }).then(
        () => 'no error',
        (error: Error & { code?: string }) => ({ message: error.message, code: error.code }),
      ),
    );
    expect(viaFile).toMatchObject({ message: expect.stringMatching(/UNIQUE constraint failed: probe\.name/) });
    expect(viaHttp).toMatchObject({
      message: expect.stringMatching(/UNIQUE constraint failed: probe\.name/),
      code: expect.stringMatching(/^SQLITE_CONSTRAINT/),
    });
    await expect(http.execute('SELEC nonsense')).rejects.toThrow(/syntax error/);
  });

  it('runs a batch as one transaction: all of it, or nothing when a step fails', async () => {
    const steps = (tag: string): InStatement[] => [
      { sql: 'INSERT INTO probe (name) VALUES (?)', args: [`${tag}-batch-1`] },
      { sql: 'INSERT INTO probe (name) VALUES (?)', args: [`${tag}-batch-2`] },
      { sql: 'SELECT count(*) AS n FROM probe WHERE name LIKE ?', args: [`${tag}-batch-%`] },
    ];
    const [okFile, okHttp] = await both(async (client, tag) => (await client.batch(steps(tag), 'write')).map(plain));
    expect(okHttp).toEqual(okFile);
    expect(okHttp[2]?.rows).toEqual([[2]]);

    const [failFile, failHttp] = await both(async (client, tag) => {
      const error = await client.batch([{ sql: 'INSERT INTO probe (name) VALUES (?)', args: [`${tag}-batch-3`] }, ...steps(tag)], 'write').then(
        () => undefined,
        (caught: Error) => caught.message,
      );
      const left = await client.execute({ sql: 'SELECT count(*) FROM probe WHERE name = ?', args: [`${tag}-batch-3`] });
      return { error, left: left.rows[0]?.[0] };
    });
    expect(failFile.left).toBe(0);
    expect(failHttp.left).toBe(0);
    expect(failHttp.error).toMatch(/UNIQUE constraint failed/);
  });

  it('holds an interactive transaction across requests with batons, isolated until commit', async () => {
    const before = server.stats.pipelines;
    const tx = await http.transaction('write');
    await tx.execute({ sql: 'INSERT INTO probe (name) VALUES (?)', args: ['tx-kept'] });
    const inside = await tx.execute("SELECT count(*) FROM probe WHERE name = 'tx-kept'");
    expect(inside.rows[0]?.[0]).toBe(1);
    await tx.commit();
    expect(server.stats.pipelines - before).toBeGreaterThanOrEqual(3);
    expect((await local.execute("SELECT count(*) FROM probe WHERE name = 'tx-kept'")).rows[0]?.[0]).toBe(1);

    const rolled = await http.transaction('write');
    await rolled.execute({ sql: 'INSERT INTO probe (name) VALUES (?)', args: ['tx-dropped'] });
    await rolled.rollback();
    expect((await local.execute("SELECT count(*) FROM probe WHERE name = 'tx-dropped'")).rows[0]?.[0]).toBe(0);
    expect(server.openStreams()).toBe(0);
  });

  it('runs a multi-statement sequence', async () => {
    await http.executeMultiple("INSERT INTO probe (name) VALUES ('seq-1'); INSERT INTO probe (name) VALUES ('seq-2');");
    expect((await local.execute("SELECT count(*) FROM probe WHERE name LIKE 'seq-%'")).rows[0]?.[0]).toBe(2);
  });

  it('accepts a baton once, and refuses an unknown one or a missing token', async () => {
    const pipeline = (body: unknown, token = 'turso-token') =>
      fetch(`${server.url}/v2/pipeline`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const opened = (await (await pipeline({ requests: [{ type: 'execute', stmt: { sql: 'SELECT 1' } }] })).json()) as { baton: string; results: unknown[] };
    expect(opened.results).toEqual([
      {
        type: 'ok',
        response: {
          type: 'execute',
          result: { cols: [{ name: '1', decltype: null }], rows: [[{ type: 'integer', value: '1' }]], affected_row_count: 0, last_insert_rowid: null },
        },
      },
    ]);
    const again = await pipeline({ baton: opened.baton, requests: [{ type: 'close' }] });
    expect(((await again.json()) as { baton: unknown }).baton).toBeNull();
    expect((await pipeline({ baton: opened.baton, requests: [{ type: 'close' }] })).status).toBe(400);
    expect((await pipeline({ requests: [] }, 'wrong')).status).toBe(401);
    await expect(createHttpClient({ url: server.url }).execute('SELECT 1')).rejects.toThrow(/401/);
  });

  it('expires a stream left idle, rolling back its transaction so it blocks no one', async () => {
    const quick = await startHranaServer({ path, streamIdleMs: 100 });
    const send = (body: unknown) => fetch(`${quick.url}/v2/pipeline`, { method: 'POST', body: JSON.stringify(body) });
    const begun = (await (
      await send({
        requests: [
          { type: 'execute', stmt: { sql: 'BEGIN IMMEDIATE' } },
          { type: 'execute', stmt: { sql: "INSERT INTO probe (name) VALUES ('abandoned')" } },
        ],
      })
    ).json()) as { baton: string };
    await quick.streamsExpired(1);
    expect(quick.openStreams()).toBe(0);
    expect((await send({ baton: begun.baton, requests: [{ type: 'close' }] })).status).toBe(400);
    await local.execute("INSERT INTO probe (name) VALUES ('after-abandoned')");
    expect((await local.execute("SELECT count(*) FROM probe WHERE name = 'abandoned'")).rows[0]?.[0]).toBe(0);
    await quick.close();
  });

  it("serves the app's Drizzle queries on the migrated schema", async () => {
    const db = createDb({ url: server.url, authToken: 'turso-token' });
    const created = await insertSubmission(db, {
      name: 'Over HTTP',
      title: 't',
      categories: ['academic'],
      longevityContribution: 'c',
      submitterName: 'n',
      submitterEmail: 'n@example.org',
    });
    expect((await getSubmissionById(db, created.id))?.name).toBe('Over HTTP');
    db.$client.close();
  });
});
