import type { Db } from '../../db/client.ts';
import { bumpGeneration, getGeneration } from '../../db/queries/build-status.ts';

/**
 * The content generation as a server sees it (db/schema.ts buildStatus.generation): a rebuild
 * request counts a change, and a build whose generation is older than this one may serve stale
 * pages, which are then rendered on demand instead. Reads are kept for `maxAgeMs`, so a page view
 * costs no query most of the time; a change made through this server is seen at once, one made
 * through another server (another edge location) within `maxAgeMs`.
 */
export interface ContentGeneration {
  current(): Promise<number>;
  /** Counts a change; answers the new generation. */
  bump(): Promise<number>;
}

export function createContentGeneration(db: Db, options: { maxAgeMs: number; now?: () => number }): ContentGeneration {
  const now = options.now ?? Date.now;
  let known: { value: number; at: number } | undefined;
  let reading: Promise<number> | undefined;
  return {
    async current() {
      if (known && now() - known.at < options.maxAgeMs) return known.value;
      reading ??= getGeneration(db)
        .then((value) => {
          // A bump made while reading is newer than what was read.
          known = { value: Math.max(value, known?.value ?? 0), at: now() };
          return known.value;
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },
    async bump() {
      const value = await bumpGeneration(db);
      known = { value: Math.max(value, known?.value ?? 0), at: now() };
      return value;
    },
  };
}
