import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { oneAtATime } from './one-at-a-time.ts';
import * as schema from './schema.ts';

export interface DatabaseSettings {
  url: string;
  authToken?: string | undefined;
}

/** How long a call waits for the database: SQLite's busy timeout, and a turn on a local file (one-at-a-time.ts). */
const WAIT_MS = 5000;

/** A Drizzle database over libSQL: a local file by default, Turso when the URL is remote. */
export function createDb({ url, authToken }: DatabaseSettings) {
  // The busy timeout lets the API and a running site build share the file without SQLITE_BUSY.
  const client = createClient({ url, authToken, timeout: WAIT_MS });
  return drizzle(url.startsWith('file:') ? oneAtATime(client, url, WAIT_MS) : client, { schema });
}

export type Db = ReturnType<typeof createDb>;
