import { Hono } from 'hono';
import { SCHEDULE_MESSAGES } from '../../domain/schedule.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { ServiceUnavailableError, UnauthorizedError } from '../errors.ts';
import { publishDueItems } from '../services/schedule.ts';
import { sameSecret } from '../services/signing.ts';

/**
 * POST /api/cron/publish-due: the scheduler's call on Cloudflare (workers/scheduler calls it every
 * minute), authenticated by `Authorization: Bearer {CRON_SECRET}` compared in constant time. A call
 * without a bearer token is 401; one with a token while CRON_SECRET is unset is 503 saying so (the
 * Worker's log then names the missing setting). The Node server runs the same service on its timer.
 */
export function cronRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/publish-due', async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (given === undefined) throw new UnauthorizedError(SCHEDULE_MESSAGES.cronRefused);
    const secret = deps.config.cronSecret;
    if (!secret) throw new ServiceUnavailableError(SCHEDULE_MESSAGES.cronNotConfigured);
    if (!sameSecret(given, secret)) throw new UnauthorizedError(SCHEDULE_MESSAGES.cronRefused);
    return c.json(await publishDueItems(deps));
  });
}
