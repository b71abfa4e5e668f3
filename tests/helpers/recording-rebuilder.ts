import type { Rebuilder } from '../../publishing/rebuild/types.ts';
import type { PublishStatus } from '../../domain/entities.ts';

/** Records rebuild requests so tests can assert that a change asks for one. */
export function recordingRebuilder(): Rebuilder & { reasons: string[] } {
  const reasons: string[] = [];
  const idle: PublishStatus = {
    state: 'idle',
    queued: false,
    currentReason: null,
    startedAt: null,
    lastSuccessAt: null,
    lastDurationMs: null,
    lastPageCount: null,
    lastError: null,
    lastErrorAt: null,
  };
  return {
    reasons,
    request: async (reason) => void reasons.push(reason),
    status: async () => idle,
  };
}
