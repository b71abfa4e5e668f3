import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SCHEDULE_MESSAGES } from '../../domain/schedule.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { ServiceUnavailableError, UnauthorizedError } from '../errors.ts';
import { runLinkCheck } from '../services/link-monitor.ts';
import { publishDueItems } from '../services/schedule.ts';
import { sameSecret } from '../services/signing.ts';

/**
 * The scheduled jobs' calls on Cloudflare, which has no timer in Pages Functions: workers/scheduler
 * calls POST /api/cron/publish-due every minute and POST /api/cron/check-links (one batch of the
 * link monitor, LINK_CHECK_BATCH links) once a day. Both are authenticated by one secret,
 * `Authorization: Bearer {CRON_SECRET}` compared in constant time. A call without a bearer token,
 * or with a wrong one, is 401; one with a token while CRON_SECRET is unset is 503 saying so (the
 * Worker's log then names the missing setting). The Node server runs the same services on its timers.
 */
export function cronRoutes(deps: AppDeps) {
  const requireCronSecret = createMiddleware<AppEnv>(async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (given === undefined) throw new UnauthorizedError(SCHEDULE_MESSAGES.cronRefused);
    const secret = deps.config.cronSecret;
    if (!secret) throw new ServiceUnavailableError(SCHEDULE_MESSAGES.cronNotConfigured);
    if (!sameSecret(given, secret)) throw new UnauthorizedError(SCHEDULE_MESSAGES.cronRefused);
    await next();
  });
  return new Hono<AppEnv>()
    .post('/publish-due', requireCronSecret, async (c) => c.json(await publishDueItems(deps)))
    .post('/check-links', requireCronSecret, async (c) => c.json(await runLinkCheck(deps, { limit: deps.config.linkCheck.batch })));
}
