import type { Db } from '../../db/client.ts';
import { addPageVisits } from '../../db/queries/page-visits.ts';

/**
 * Counts views of profiles and articles in memory and adds them to the database in one batch when
 * asked (the Node server flushes every minute and when it stops), so counting costs a page view
 * nothing. The counts are approximate by design (a crash loses a minute); they only rank pages
 * for the static set.
 */
export interface VisitCounter {
  count(path: string): void;
  flush(): Promise<void>;
}

/** Bounds the memory a flood of distinct made-up paths could take between flushes. */
const MAX_PATHS = 50_000;

export function createVisitCounter(db: Db): VisitCounter {
  let counts = new Map<string, number>();
  return {
    count(path) {
      if (counts.size >= MAX_PATHS && !counts.has(path)) return;
      counts.set(path, (counts.get(path) ?? 0) + 1);
    },
    async flush() {
      if (counts.size === 0) return;
      const batch = counts;
      counts = new Map();
      await addPageVisits(db, batch).catch((error: unknown) => console.error('[site] saving page visits failed:', error));
    },
  };
}
