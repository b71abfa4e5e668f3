import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { Hono } from 'hono';
import { LINK_MONITOR_MESSAGES } from '../../domain/link-monitor.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { NotFoundError, UnauthorizedError } from '../errors.ts';
import { runLinkCheck } from '../services/link-monitor.ts';

const encoder = new TextEncoder();

/** Whether the request carries `Authorization: Bearer <secret>`, compared in constant time. */
function carriesSecret(header: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const a = encoder.encode(given);
  const b = encoder.encode(secret);
  return a.length === b.length && constantTimeEqual(a, b);
}

/**
 * Work a scheduled job asks for (Cloudflare has no timer in Pages Functions): a batch of the link
 * monitor, authenticated by LINK_CHECK_SECRET (see docs/DEPLOY.md). Without the secret the endpoint
 * does not exist (404, saying which variable turns it on).
 */
export function cronRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/check-links', async (c) => {
    const secret = deps.config.linkCheck.secret;
    if (!secret) throw new NotFoundError(LINK_MONITOR_MESSAGES.notConfigured);
    if (!carriesSecret(c.req.header('Authorization'), secret)) throw new UnauthorizedError(LINK_MONITOR_MESSAGES.wrongSecret);
    return c.json(await runLinkCheck(deps, { limit: deps.config.linkCheck.batch }));
  });
}
