import type { SkippedSource } from '../../../../domain/ai/research.ts';
import { SourceError } from '../../../adapters/research/http.ts';

/**
 * Counts research calls and turns a failing source into a note instead of a failure: the run
 * goes on with what the other sources gave, and researchData says what was skipped and why.
 */
export function createSourceTracker() {
  const skipped: SkippedSource[] = [];
  let calls = 0;
  return {
    skipped,
    get calls() {
      return calls;
    },
    async call<T>(source: string, work: () => Promise<T>, fallback: T): Promise<T> {
      calls += 1;
      try {
        return await work();
      } catch (error) {
        const reason = error instanceof SourceError ? error.message : 'the source answered unexpectedly';
        if (!skipped.some((entry) => entry.source === source && entry.reason === reason)) skipped.push({ source, reason });
        return fallback;
      }
    },
  };
}

export type SourceTracker = ReturnType<typeof createSourceTracker>;
