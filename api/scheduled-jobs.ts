import type { AppDeps } from './deps.ts';
import { runLinkCheck } from './services/link-monitor.ts';
import { sendOwnerReminders } from './services/owner-reminders.ts';
import { publishDueItems } from './services/schedule.ts';

/**
 * The Cloudflare Worker's scheduled jobs (api/worker.ts), which call the services directly: the
 * Cron Triggers of wrangler.toml, told apart by their expression (a test holds the two lists
 * equal). The Node server runs the same services on its own timers (api/node.ts).
 */
export const CRONS = {
  /** Every minute (UTC): a due item goes live, or comes down, within a minute of its time. */
  publishDue: '* * * * *',
  /** Daily at 03:17 UTC: the link monitor, LINK_CHECK_BATCH links (the subrequests of one run bound it). */
  checkLinks: '17 3 * * *',
  /** Daily at 04:41 UTC: the six-monthly reminders to profile owners that are due. */
  ownerReminders: '41 4 * * *',
} as const;

/**
 * Runs the job of `cron` and answers a line for the Worker's log. A failure throws, so the run
 * shows as failed among the Worker's Cron Events.
 */
export async function runScheduledJob(deps: AppDeps, cron: string): Promise<string> {
  switch (cron) {
    case CRONS.publishDue:
      return `[schedule] ${JSON.stringify(await publishDueItems(deps))}`;
    case CRONS.checkLinks:
      return `[links] ${JSON.stringify(await runLinkCheck(deps, { limit: deps.config.linkCheck.batch }))}`;
    case CRONS.ownerReminders:
      return `[reminders] ${JSON.stringify(await sendOwnerReminders(deps))}`;
    default:
      throw new Error(`No scheduled job runs on the cron "${cron}": wrangler.toml and api/scheduled-jobs.ts must name the same crons`);
  }
}
