/**
 * The scheduler Worker: Cloudflare Pages Functions cannot have Cron Triggers, so this tiny Worker
 * has two (wrangler.toml beside this file) and calls the Pages app's cron endpoints with the
 * shared CRON_SECRET: every minute POST /api/cron/publish-due, and once a day
 * POST /api/cron/check-links, batch after batch until no link is due. The app does the work
 * (api/services/schedule.ts, api/services/link-monitor.ts), so each job has one implementation on
 * both runtimes. A refused or failed call throws, so the invocation shows as failed under the
 * Worker's Cron Events.
 */

import { callCheckLinks, callPublishDue, CRONS, type SchedulerEnv } from './jobs.ts';

export default {
  async scheduled(controller: { cron: string }, env: SchedulerEnv): Promise<void> {
    if (controller.cron === CRONS.checkLinks) {
      console.log(`[scheduler] check-links ${JSON.stringify(await callCheckLinks(env))}`);
    } else {
      console.log(`[scheduler] publish-due ${await callPublishDue(env)}`);
    }
  },
  /** The Worker serves nothing over HTTP. */
  fetch: (): Response => new Response('Not found', { status: 404 }),
};
