import type { ScheduleRunResult } from '../domain/schedule.ts';
import type { AppDeps } from './deps.ts';
import { publishDueItems } from './services/schedule.ts';

export interface ScheduleRunner {
  /** Runs once now (or joins the run in progress). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The Node server's scheduler: publishes due items every `intervalMs`, never two runs at once in
 * this process (other processes may race it safely: each change is conditional). A failed run is
 * logged and the next one tries again.
 */
export function startScheduleRunner(
  deps: Pick<AppDeps, 'db' | 'rebuild' | 'now'>,
  options: { intervalMs: number; log: (line: string) => void },
): ScheduleRunner {
  let running: Promise<void> | undefined;
  const report = (result: ScheduleRunResult) => {
    for (const item of result.published) options.log(`[schedule] published ${item.entityType} ${item.entityId}: ${item.title}`);
    for (const item of result.unpublished) options.log(`[schedule] unpublished ${item.entityType} ${item.entityId}: ${item.title}`);
  };
  const runNow = () => {
    running ??= publishDueItems(deps)
      .then(report, (error: unknown) => options.log(`[schedule] run failed; retrying in ${options.intervalMs / 1000} s: ${String(error)}`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
