import type { Context } from 'hono';

/**
 * Work that outlives the response that started it (mail, AI research runs). Every such task goes
 * through `run`: Cloudflare cancels a request's pending promises once it has answered unless they
 * are handed to waitUntil, and whoever closes the app (the Node server, a test removing its
 * folder) waits for `settled` first, so no task writes into a closed database or a removed folder.
 */
export interface Background {
  /** Runs `task` past the response of `c`. A failure is logged: nobody is left to answer. */
  run(c: Context, task: Promise<unknown>): void;
  /** Settles once every task run so far, and every task those started meanwhile, has settled. */
  settled(): Promise<void>;
}

export function createBackground(log: (line: string, error: unknown) => void = console.error): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(c, task) {
      const tracked: Promise<void> = task
        .then(
          () => undefined,
          (error: unknown) => log('[background] a task that outlived its response failed:', error),
        )
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
      waitUntil(c, tracked);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** Cloudflare keeps the request alive for the task; Node has no execution context and simply lets it run. */
function waitUntil(c: Context, task: Promise<void>): void {
  let executionCtx: Context['executionCtx'];
  try {
    executionCtx = c.executionCtx;
  } catch {
    return;
  }
  executionCtx.waitUntil(task);
}
