/**
 * The scheduler Worker: Cloudflare Pages Functions cannot have Cron Triggers, so this tiny Worker
 * has one (every minute, wrangler.toml beside this file) and calls the Pages app's
 * POST /api/cron/publish-due with the shared CRON_SECRET. The app does the work (api/services/
 * schedule.ts), so scheduling has one implementation on both runtimes. A refused or failed call
 * throws, so the invocation shows as failed under the Worker's Cron Events.
 */

export interface SchedulerEnv {
  /** https://<your site>/api/cron/publish-due */
  PUBLISH_DUE_URL?: string;
  /** The same value as the Pages project's CRON_SECRET (wrangler secret put CRON_SECRET). */
  CRON_SECRET?: string;
}

export async function callPublishDue(env: SchedulerEnv, fetcher: typeof fetch = fetch): Promise<string> {
  if (!env.PUBLISH_DUE_URL || !env.CRON_SECRET) throw new Error('Set PUBLISH_DUE_URL and CRON_SECRET for the scheduler Worker');
  const res = await fetcher(env.PUBLISH_DUE_URL, { method: 'POST', headers: { Authorization: `Bearer ${env.CRON_SECRET}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`publish-due answered ${res.status}: ${body.slice(0, 500)}`);
  return body;
}

export default {
  async scheduled(_controller: unknown, env: SchedulerEnv): Promise<void> {
    console.log(`[scheduler] ${await callPublishDue(env)}`);
  },
  /** The Worker serves nothing over HTTP. */
  fetch: (): Response => new Response('Not found', { status: 404 }),
};
