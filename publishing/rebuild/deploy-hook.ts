import type { Db } from '../../db/client.ts';
import { getPublishStatus, saveBuildStatus } from '../../db/queries/build-status.ts';
import type { ContentGeneration } from './generation.ts';
import type { Rebuilder } from './types.ts';

/** A deploy hook answers at once (Workers Builds queues the build); past this the call counts as failed. */
const HOOK_TIMEOUT_MS = 10_000;

/**
 * Cloudflare publishing: a rebuild is a POST to the Worker's Workers Builds deploy hook, which
 * builds the site and deploys it as a new version. The call is awaited by the request that caused it (Cloudflare cancels what
 * outlives a response), and the dashboard shows when the hook was last called or why it failed.
 * The change is counted first (the content generation), so the pages the Worker renders on demand
 * show it at once; the static set follows with the new deployment.
 */
export function createDeployHookRebuilder(
  db: Db,
  hookUrl: string | undefined,
  options: { timeoutMs?: number; generation?: ContentGeneration } = {},
): Rebuilder {
  async function callHook(): Promise<string | undefined> {
    try {
      const res = await fetch(hookUrl as string, { method: 'POST', signal: AbortSignal.timeout(options.timeoutMs ?? HOOK_TIMEOUT_MS) });
      await res.body?.cancel();
      return res.ok ? undefined : `Deploy hook answered ${res.status}`;
    } catch (error) {
      return `Deploy hook failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  return {
    async request(reason) {
      await options.generation?.bump().catch((error: unknown) => console.error('[publish] counting the change failed:', error));
      if (!hookUrl) return;
      const calledAt = new Date();
      const failure = await callHook();
      await saveBuildStatus(
        db,
        failure ? { lastError: failure, lastErrorAt: new Date() } : { currentReason: reason, startedAt: calledAt, lastError: null, lastErrorAt: null },
      ).catch((error: unknown) => console.error('[publish] recording the deploy hook call failed:', error));
      if (failure) console.error(`[publish] ${failure}`);
    },
    async status() {
      return { ...(await getPublishStatus(db)), state: 'idle', queued: false };
    },
  };
}
