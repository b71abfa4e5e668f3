import { LibsqlError, type Client, type InArgs, type InStatement, type Transaction, type TransactionMode } from '@libsql/client';

/**
 * A local libSQL file used by one operation at a time in this process, the others waiting their
 * turn without blocking. The file client runs each statement synchronously, and SQLite waits for a
 * lock held by another connection inside that synchronous call: while a transaction of this
 * process holds the write lock and waits for its next statement, a write on another connection
 * would stop the whole event loop, so the transaction could never finish and the write would fail
 * with SQLITE_BUSY after the busy timeout. Here an open transaction is one long turn, and every
 * other call waits for it asynchronously (at most `waitMs`, then SQLITE_BUSY as SQLite would say).
 * Other processes (a site build reading, `npm run import`) still meet SQLite's own busy timeout.
 */

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/** One file's turns, shared by every client of this process that opens it (tests open a file twice to act as two processes). */
class Turns {
  #busy = false;
  readonly #waiting: Waiter[] = [];

  /** Resolves with the function that ends the turn, once it is this caller's. */
  take(waitMs: number): Promise<() => void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(this.#release());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve(this.#release());
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          reject(new LibsqlError(`SQLITE_BUSY: database is locked (waited ${waitMs} ms for a transaction of this process)`, 'SQLITE_BUSY'));
        }, waitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  /** Ends a turn once, however many times it is called (commit, then close). */
  #release(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next.start();
      else this.#busy = false;
    };
  }
}

const turnsByFile = new Map<string, Turns>();

/** A transaction whose end (commit, rollback or close) also ends its turn. */
function endingTurn(tx: Transaction, release: () => void): Transaction {
  return {
    execute: (stmt) => tx.execute(stmt),
    batch: (stmts) => tx.batch(stmts),
    executeMultiple: (sql) => tx.executeMultiple(sql),
    commit: () => tx.commit().finally(release),
    rollback: () => tx.rollback().finally(release),
    close() {
      try {
        tx.close();
      } finally {
        release();
      }
    },
    get closed() {
      return tx.closed;
    },
  };
}

/** `client` (opened on the file at `url`) with its calls taken in turns. */
export function oneAtATime(client: Client, url: string, waitMs: number): Client {
  let turns = turnsByFile.get(url);
  if (!turns) turnsByFile.set(url, (turns = new Turns()));
  const file = turns;
  async function inTurn<T>(call: () => Promise<T>): Promise<T> {
    const release = await file.take(waitMs);
    try {
      return await call();
    } finally {
      release();
    }
  }
  return {
    execute: (stmtOrSql: InStatement | string, args?: InArgs) =>
      inTurn(() => (typeof stmtOrSql === 'string' ? client.execute(stmtOrSql, args) : client.execute(stmtOrSql))),
    batch: (stmts, mode) => inTurn(() => client.batch(stmts, mode)),
    migrate: (stmts) => inTurn(() => client.migrate(stmts)),
    executeMultiple: (sql) => inTurn(() => client.executeMultiple(sql)),
    async transaction(mode?: TransactionMode) {
      const release = await file.take(waitMs);
      try {
        return endingTurn(await client.transaction(mode), release);
      } catch (error) {
        release();
        throw error;
      }
    },
    sync: () => client.sync(),
    close: () => client.close(),
    reconnect: () => client.reconnect(),
    get closed() {
      return client.closed;
    },
    get protocol() {
      return client.protocol;
    },
  };
}
