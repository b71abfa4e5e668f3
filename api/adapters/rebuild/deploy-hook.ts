import type { Db } from '../../../db/client.ts';
import { getPublishStatus, saveBuildStatus } from '../../../db/queries/build-status.ts';
import type { Rebuilder } from './types.ts';

/**
 * Cloudflare publishing: a rebuild is a POST to the Pages deploy hook; Pages builds and swaps
 * the site itself. The dashboard shows when the hook was last called and whether it answered.
 */
export function createDeployHookRebuilder(db: Db, hookUrl: string | undefined): Rebuilder {
  return {
    request(reason) {
      if (!hookUrl) return;
      const calledAt = new Date();
      void fetch(hookUrl, { method: 'POST' })
        .then(async (res) =>
          saveBuildStatus(
            db,
            res.ok
              ? { currentReason: reason, startedAt: calledAt, lastError: null, lastErrorAt: null }
              : { lastError: `Deploy hook answered ${res.status}`, lastErrorAt: new Date() },
          ),
        )
        .catch((error: unknown) => saveBuildStatus(db, { lastError: `Deploy hook failed: ${String(error)}`, lastErrorAt: new Date() }));
    },
    async status() {
      return { ...(await getPublishStatus(db)), state: 'idle', queued: false };
    },
  };
}
