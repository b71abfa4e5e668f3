import { parseConfig, type Config, type Env } from './config.ts';
import { createContentGeneration, type ContentGeneration } from './adapters/rebuild/generation.ts';
import { createDb, type Db } from '../db/client.ts';

/**
 * What the Cloudflare functions of one isolate share (functions/api/[[route]].ts and
 * functions/[[path]].ts): the configuration, one database client, and the content generation, so
 * a change made through the API is seen at once by the pages served from the same isolate.
 */
export interface EdgeRuntime {
  config: Config;
  db: Db;
  generation: ContentGeneration;
}

/**
 * How long an isolate trusts the content generation it read: a change made at another location
 * is served from here within this time. One small query per isolate per second at most.
 */
export const EDGE_GENERATION_MAX_AGE_MS = 1000;

let shared: { env: Env; runtime: EdgeRuntime } | undefined;

/** One runtime per isolate, made again only if the bindings change. */
export function edgeRuntime(env: Env): EdgeRuntime {
  if (shared?.env === env) return shared.runtime;
  const config = parseConfig(env);
  const db = createDb(config.database);
  const runtime = { config, db, generation: createContentGeneration(db, { maxAgeMs: EDGE_GENERATION_MAX_AGE_MS }) };
  shared = { env, runtime };
  return runtime;
}
