import type { Context } from 'hono';

/**
 * Lets work finish after the response is sent. Cloudflare cancels a request's pending promises
 * once it has answered unless they are handed to waitUntil; Node has no execution context and
 * simply lets the promise run. The task must handle its own errors.
 */
export function runInBackground(c: Context, task: Promise<void>): void {
  let executionCtx: Context['executionCtx'];
  try {
    executionCtx = c.executionCtx;
  } catch {
    return; // Node: nothing to register with
  }
  executionCtx.waitUntil(task);
}
