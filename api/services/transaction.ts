import { isTransaction, transaction, type Tx } from '../../db/transaction.ts';
import type { Rebuilder } from '../../publishing/rebuild/types.ts';
import type { AppDeps } from '../deps.ts';

/** A service's deps inside its transaction: the database is the transaction. */
export type InTx<D extends Pick<AppDeps, 'db'>> = D & { db: Tx };

/**
 * Runs a service's writes and their activity entry as one transaction (db/transaction.ts): either
 * all of it is stored or none. Inside, `deps.db` is the transaction, so the services and queries
 * it calls write through it too, and a service called inside another's transaction joins it.
 * Rebuild requests made inside are held and made once the transaction has committed (a build
 * must read the change; a rolled-back change asks for none). Mail, storage and other outside
 * calls are made by the service before or after, never inside.
 */
export async function inTransaction<D extends Pick<AppDeps, 'db'> & Partial<Pick<AppDeps, 'rebuild'>>, T>(
  deps: D,
  work: (deps: InTx<D>) => Promise<T>,
): Promise<T> {
  if (isTransaction(deps.db)) return work(deps as InTx<D>);
  const outside = deps.rebuild;
  const held: string[] = [];
  const rebuild: Rebuilder | undefined = outside && {
    request: async (reason) => void held.push(reason),
    status: () => outside.status(),
  };
  const result = await transaction(deps.db, (db) => work({ ...deps, db, ...(rebuild ? { rebuild } : {}) }));
  for (const reason of held) await outside?.request(reason);
  return result;
}
