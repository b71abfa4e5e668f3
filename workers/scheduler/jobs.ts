/**
 * The scheduler Worker's jobs, apart from its entry (index.ts): workerd takes every named export of
 * a Worker's entry module for an entrypoint, so the entry exports only its handler.
 */

/** The Cron Triggers of wrangler.toml, which `scheduled` tells apart by `controller.cron`. */
export const CRONS = {
  publishDue: '* * * * *',
  checkLinks: '17 3 * * *',
} as const;

/**
 * Link-check calls in one daily run at most: each checks LINK_CHECK_BATCH links in a Pages
 * invocation of its own (its own subrequest budget); this Worker makes one subrequest per call,
 * well inside Workers Free's 50.
 */
export const MAX_LINK_CHECK_CALLS = 40;

export interface SchedulerEnv {
  /** https://<your site>/api/cron/publish-due */
  PUBLISH_DUE_URL?: string;
  /** https://<your site>/api/cron/check-links */
  CHECK_LINKS_URL?: string;
  /** The same value as the Pages project's CRON_SECRET (wrangler secret put CRON_SECRET). */
  CRON_SECRET?: string;
}

async function callCron(url: string | undefined, name: 'PUBLISH_DUE_URL' | 'CHECK_LINKS_URL', env: SchedulerEnv, fetcher: typeof fetch): Promise<string> {
  if (!url || !env.CRON_SECRET) throw new Error(`Set ${name} and CRON_SECRET for the scheduler Worker`);
  const res = await fetcher(url, { method: 'POST', headers: { Authorization: `Bearer ${env.CRON_SECRET}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${body.slice(0, 500)}`);
  return body;
}

export function callPublishDue(env: SchedulerEnv, fetcher: typeof fetch = fetch): Promise<string> {
  return callCron(env.PUBLISH_DUE_URL, 'PUBLISH_DUE_URL', env, fetcher);
}

/** The daily link check: one batch per call while links remain due (at most MAX_LINK_CHECK_CALLS calls). */
export async function callCheckLinks(env: SchedulerEnv, fetcher: typeof fetch = fetch): Promise<{ calls: number; checked: number; remaining: number }> {
  let checked = 0;
  for (let calls = 1; ; calls++) {
    const run = JSON.parse(await callCron(env.CHECK_LINKS_URL, 'CHECK_LINKS_URL', env, fetcher)) as { checked: number; remaining: number };
    checked += run.checked;
    // A call that checked nothing cannot make progress (nothing due, or the batch size refuses).
    if (run.remaining === 0 || run.checked === 0 || calls === MAX_LINK_CHECK_CALLS) return { calls, checked, remaining: run.remaining };
  }
}
