import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema.ts';

export interface DatabaseSettings {
  url: string;
  authToken?: string | undefined;
}

/** A Drizzle database over libSQL: a local file by default, Turso when the URL is remote. */
export function createDb({ url, authToken }: DatabaseSettings) {
  // A 5 s busy timeout lets the API and a running site build share the file without SQLITE_BUSY.
  const client = createClient({ url, authToken, timeout: 5000 });
  return drizzle(client, { schema });
}

export type Db = ReturnType<typeof createDb>;
