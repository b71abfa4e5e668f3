import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'libsql';

/**
 * Turso's HTTP protocol (Hrana 2 over HTTP, JSON: POST /v2/pipeline) in front of a real libSQL
 * file, so the edge entry's `@libsql/client/web` talks to a database the way it would to Turso.
 * The client first asks for /v3-protobuf; this server answers 404 there, and the client falls
 * back to /v2, as it does against older servers.
 *
 * A stream is one connection to the file (its own transaction state and stored SQL texts). A
 * response carries a fresh baton for the stream, and each baton works once, as on sqld; a
 * pipeline without a baton opens a stream, and `close` ends it. Shapes follow
 * @libsql/hrana-client's http/json_encode.js and shared/json_decode.js.
 */

type Connection = InstanceType<typeof Database>;
type HranaValue =
  { type: 'null' } | { type: 'integer'; value: string } | { type: 'float'; value: number } | { type: 'text'; value: string } | { type: 'blob'; base64: string };
interface HranaStmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: Array<{ name: string; value: HranaValue }>;
  want_rows?: boolean;
}
type BatchCond =
  { type: 'ok' | 'error'; step: number } | { type: 'not'; cond: BatchCond } | { type: 'and' | 'or'; conds: BatchCond[] } | { type: 'is_autocommit' };
interface HranaRequest {
  type: string;
  stmt?: HranaStmt;
  batch?: { steps: Array<{ condition?: BatchCond | null; stmt: HranaStmt }> };
  sql?: string;
  sql_id?: number;
}
interface StmtResult {
  cols: Array<{ name: string; decltype: string | null }>;
  rows: HranaValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}
interface HranaError {
  message: string;
  code?: string;
}
interface Stream {
  db: Connection;
  sqls: Map<number, string>;
  expiry?: NodeJS.Timeout;
}

/** An idle stream is closed (its transaction rolled back), as sqld expires streams a client abandoned. */
const STREAM_IDLE_MS = 10_000;

/**
 * Ends a stream's connection. An open transaction is rolled back first: closing alone would
 * leave a connection whose statements are not yet collected holding the write lock.
 */
function closeStream(stream: Stream): void {
  clearTimeout(stream.expiry);
  if (stream.db.inTransaction) stream.db.exec('ROLLBACK');
  stream.db.close();
}

/** Refused input: answered with an error result (a request) or an HTTP 400 (the pipeline). */
class ProtocolError extends Error {}

function toSql(value: HranaValue): unknown {
  switch (value.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
    case 'text':
      return value.value;
    case 'blob':
      return Buffer.from(value.base64, 'base64');
    default:
      throw new ProtocolError(`Unknown value type ${(value as { type: string }).type}`);
  }
}

function fromSql(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: String(value) };
  // Integers arrive as bigint (safeIntegers), so a number is a REAL.
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  throw new ProtocolError(`Cannot encode ${typeof value}`);
}

function sqlError(error: unknown): HranaError {
  if (error instanceof ProtocolError) return { message: error.message, code: 'PROTOCOL_ERROR' };
  const { message, code } = error as { message?: string; code?: string };
  return { message: `SQLite error: ${message ?? String(error)}`, ...(code ? { code } : {}) };
}

function sqlText(stream: Stream, request: { sql?: string; sql_id?: number }): string {
  if (typeof request.sql === 'string') return request.sql;
  const stored = request.sql_id === undefined ? undefined : stream.sqls.get(request.sql_id);
  if (stored === undefined) throw new ProtocolError(`SQL text ${String(request.sql_id)} is not stored`);
  return stored;
}

function execute(stream: Stream, stmt: HranaStmt): StmtResult {
  const prepared = stream.db.prepare(sqlText(stream, stmt));
  prepared.safeIntegers(true);
  const positional = (stmt.args ?? []).map(toSql);
  const named = Object.fromEntries((stmt.named_args ?? []).map(({ name, value }) => [name.replace(/^[:@$]/, ''), toSql(value)]));
  const params = stmt.named_args?.length ? [...positional, named] : positional;
  const totalBefore = totalChanges(stream.db);
  if (!prepared.reader) {
    const info = prepared.run(...params);
    return { cols: [], rows: [], affected_row_count: info.changes, last_insert_rowid: String(info.lastInsertRowid) };
  }
  const cols = prepared.columns().map((col) => ({ name: col.name, decltype: col.type }));
  const rows = (prepared.raw(true).all(...params) as unknown[][]).map((row) => row.map(fromSql));
  // A reader that wrote (INSERT … RETURNING) reports its changes as sqld does.
  const wrote = totalChanges(stream.db) !== totalBefore;
  const [changes, rowid] = wrote ? (stream.db.prepare('SELECT changes(), last_insert_rowid()').raw(true).get() as [number, number]) : [0, null];
  return { cols, rows: stmt.want_rows === false ? [] : rows, affected_row_count: changes, last_insert_rowid: rowid === null ? null : String(rowid) };
}

function totalChanges(db: Connection): number {
  return (db.prepare('SELECT total_changes()').raw(true).get() as [number])[0];
}

function holds(cond: BatchCond, results: Array<StmtResult | null>, errors: Array<HranaError | null>, db: Connection): boolean {
  switch (cond.type) {
    case 'ok':
      return results[cond.step] != null;
    case 'error':
      return errors[cond.step] != null;
    case 'not':
      return !holds(cond.cond, results, errors, db);
    case 'and':
      return cond.conds.every((each) => holds(each, results, errors, db));
    case 'or':
      return cond.conds.some((each) => holds(each, results, errors, db));
    case 'is_autocommit':
      return !db.inTransaction;
    default:
      throw new ProtocolError(`Unknown batch condition ${(cond as { type: string }).type}`);
  }
}

function batch(stream: Stream, steps: NonNullable<HranaRequest['batch']>['steps']) {
  const results: Array<StmtResult | null> = [];
  const errors: Array<HranaError | null> = [];
  for (const step of steps) {
    let result: StmtResult | null = null;
    let error: HranaError | null = null;
    if (!step.condition || holds(step.condition, results, errors, stream.db)) {
      try {
        result = execute(stream, step.stmt);
      } catch (caught) {
        error = sqlError(caught);
      }
    }
    results.push(result);
    errors.push(error);
  }
  return { step_results: results, step_errors: errors };
}

/** One request of a pipeline: its response, or its error result. */
function handle(stream: Stream, request: HranaRequest): object {
  switch (request.type) {
    case 'execute':
      return { type: 'execute', result: execute(stream, request.stmt ?? {}) };
    case 'batch':
      return { type: 'batch', result: batch(stream, request.batch?.steps ?? []) };
    case 'sequence':
      stream.db.exec(sqlText(stream, request));
      return { type: 'sequence' };
    case 'store_sql':
      if (typeof request.sql_id !== 'number' || typeof request.sql !== 'string') throw new ProtocolError('store_sql needs sql_id and sql');
      stream.sqls.set(request.sql_id, request.sql);
      return { type: 'store_sql' };
    case 'close_sql':
      stream.sqls.delete(request.sql_id ?? -1);
      return { type: 'close_sql' };
    case 'close':
      return { type: 'close' };
    default:
      // describe and get_autocommit are not used by @libsql/client over HTTP; sqld names the unknown too.
      throw new ProtocolError(`Request ${request.type} is not supported by this server`);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += (chunk as Buffer).toString();
  return body;
}

export interface HranaServerOptions {
  /** The libSQL file the server serves, already migrated. */
  path: string;
  /** When set, every pipeline must carry `Authorization: Bearer <authToken>`, as Turso's do. */
  authToken?: string;
  /** How long a stream may wait for its next request; 10 s unless a test shortens it. */
  streamIdleMs?: number;
}

/** Starts the server on a free port of 127.0.0.1; `pipelines` counts the HTTP requests it served. */
export async function startHranaServer(options: HranaServerOptions) {
  const streams = new Map<string, Stream>();
  const stats = { pipelines: 0, expiredStreams: 0 };
  /** Tests waiting for a number of streams to have expired. */
  let expiryWaiters: Array<{ count: number; done: () => void }> = [];

  function noteExpiry(): void {
    stats.expiredStreams += 1;
    const ready = expiryWaiters.filter((waiter) => stats.expiredStreams >= waiter.count);
    expiryWaiters = expiryWaiters.filter((waiter) => stats.expiredStreams < waiter.count);
    for (const waiter of ready) waiter.done();
  }

  function open(): Stream {
    const db = new Database(options.path);
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON');
    return { db, sqls: new Map() };
  }

  function pipeline(body: { baton?: string | null; requests?: HranaRequest[] }) {
    if (!Array.isArray(body.requests)) throw new ProtocolError('requests must be an array');
    let stream: Stream;
    if (body.baton) {
      const found = streams.get(body.baton);
      if (!found) throw new ProtocolError('Stream expired or baton already used');
      streams.delete(body.baton);
      clearTimeout(found.expiry);
      stream = found;
    } else {
      stream = open();
    }
    let closed = false;
    const results = body.requests.map((request) => {
      if (closed) return { type: 'error', error: { message: 'Stream is closed', code: 'STREAM_CLOSED' } };
      try {
        const response = handle(stream, request);
        closed = request.type === 'close';
        return { type: 'ok', response };
      } catch (error) {
        return { type: 'error', error: sqlError(error) };
      }
    });
    let baton: string | null = null;
    if (closed) {
      closeStream(stream);
    } else {
      const issued = randomBytes(16).toString('hex');
      stream.expiry = setTimeout(() => {
        streams.delete(issued);
        closeStream(stream);
        noteExpiry();
      }, options.streamIdleMs ?? STREAM_IDLE_MS).unref();
      streams.set(issued, stream);
      baton = issued;
    }
    return { baton, base_url: null, results };
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && path === '/v2') return void res.writeHead(200).end();
    if (req.method !== 'POST' || path !== '/v2/pipeline') return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    if (options.authToken && req.headers.authorization !== `Bearer ${options.authToken}`) {
      return void res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Unauthorized');
    }
    stats.pipelines += 1;
    try {
      const reply = pipeline(JSON.parse(await readBody(req)) as Parameters<typeof pipeline>[0]);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(message);
    }
  }

  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    /** Streams left open by clients (a transaction never committed or rolled back). */
    openStreams: () => streams.size,
    /** Resolves once `count` streams in all have expired for being idle (the event itself, not a guess at its time). */
    streamsExpired(count: number): Promise<void> {
      if (stats.expiredStreams >= count) return Promise.resolve();
      return new Promise((done) => expiryWaiters.push({ count, done }));
    },
    async close() {
      for (const stream of streams.values()) closeStream(stream);
      streams.clear();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
