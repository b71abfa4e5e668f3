import type { Client, Transaction } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import type { Db } from './client.ts';
import * as schema from './schema.ts';

declare const inTransaction: unique symbol;

/** A database handle bound to one open write transaction: what `transaction` hands its work. */
export type Tx = Db & { readonly [inTransaction]: true };

/**
 * The client Drizzle sees inside a transaction: every statement goes through the libSQL
 * transaction, and a Drizzle batch is the transaction's batch (one round trip over HTTP, inside
 * the transaction instead of a second one beside it).
 */
class TransactionClient implements Client {
  readonly #tx: Transaction;
  readonly protocol: string;

  constructor(tx: Transaction, protocol: string) {
    this.#tx = tx;
    this.protocol = protocol;
  }

  execute(...args: Parameters<Client['execute']>) {
    const [stmt, values] = args;
    return this.#tx.execute(typeof stmt === 'string' ? { sql: stmt, args: values ?? [] } : stmt);
  }

  batch(stmts: Parameters<Client['batch']>[0]) {
    return this.#tx.batch(stmts.map((stmt) => (Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] ?? [] } : stmt)));
  }

  executeMultiple(sql: string) {
    return this.#tx.executeMultiple(sql);
  }

  get closed() {
    return this.#tx.closed;
  }

  // Work inside a transaction joins it (see `transaction`); these belong to the client that opened it.
  migrate(): never {
    throw new Error('Migrations do not run inside a transaction');
  }

  transaction(): never {
    throw new Error('Already inside a transaction: run the work on this handle');
  }

  sync(): never {
    throw new Error('Cannot sync inside a transaction');
  }

  close(): never {
    throw new Error('A transaction ends by committing or rolling back');
  }

  reconnect(): never {
    throw new Error('Cannot reconnect inside a transaction');
  }
}

export function isTransaction(db: Db): db is Tx {
  return db.$client instanceof TransactionClient;
}

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE: it holds the write lock from the start, so
 * a read-then-write never fails to upgrade, and a second writer waits for the first): committed
 * when `work` resolves, rolled back when it throws. Work on a handle that is already a transaction
 * joins it, so a service that calls another makes one transaction. `work` does nothing but
 * database calls: no network, no files, no mail (they happen before or after the transaction).
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return work(db);
  const tx = await db.$client.transaction('write');
  try {
    const handle: Db = drizzle(new TransactionClient(tx, db.$client.protocol), { schema });
    const result = await work(handle as Tx);
    await tx.commit();
    return result;
  } finally {
    // After a commit this does nothing; after a failure it rolls back.
    tx.close();
  }
}
