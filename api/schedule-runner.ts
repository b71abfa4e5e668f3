import type { ScheduleRunResult } from '../domain/schedule.ts';
import type { AppDeps } from './deps.ts';
import { sendOwnerReminders } from './services/owner-reminders.ts';
import { publishDueItems } from './services/schedule.ts';

export interface ScheduleRunner {
  /** Runs once now (or joins the run in progress). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The Node server's scheduler: publishes due items every `intervalMs`, then sends the owners'
 * reminders that came due (the Worker runs both on its crons), never two runs at once in this
 * process (other processes may race it safely: each change is conditional). A failed run is
 * logged and the next one tries again.
 */
export function startScheduleRunner(
  deps: Pick<AppDeps, 'db' | 'rebuild' | 'now' | 'mail' | 'config' | 'secretKey'>,
  options: { intervalMs: number; log: (line: string) => void },
): ScheduleRunner {
  let running: Promise<void> | undefined;
  const report = (result: ScheduleRunResult) => {
    for (const item of result.published) options.log(`[schedule] published ${item.entityType} ${item.entityId}: ${item.title}`);
    for (const item of result.unpublished) options.log(`[schedule] unpublished ${item.entityType} ${item.entityId}: ${item.title}`);
  };
  const runNow = () => {
    running ??= publishDueItems(deps)
      .then(report)
      .then(() => sendOwnerReminders(deps))
      .then(({ sent }) => {
        if (sent > 0) options.log(`[reminders] sent ${sent} owner ${sent === 1 ? 'reminder' : 'reminders'}`);
      })
      .catch((error: unknown) => options.log(`[schedule] run failed; retrying in ${options.intervalMs / 1000} s: ${String(error)}`))
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
