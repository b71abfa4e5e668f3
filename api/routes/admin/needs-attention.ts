import { Hono } from 'hono';
import { LINK_MONITOR_MESSAGES, linkCheckQuery } from '../../../domain/link-monitor.ts';
import { idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { checkLinksNow } from '../../services/link-monitor.ts';
import { acknowledgeDeath, listNeedsAttention } from '../../services/needs-attention.ts';
import { validate } from '../../validate.ts';

/**
 * 'Needs attention' at /api/admin: broken or moved links, profiles not reviewed for a year,
 * reported deaths; and a link check started by hand (one batch, as the scheduled job runs).
 */
export function adminNeedsAttentionRoutes(deps: AppDeps) {
  // Mounted at /api/admin itself, so each route carries its guard (a `use` here would reach every admin route).
  const attention = requirePermission('experts.edit');
  return (
    new Hono<AppEnv>()
      .get('/needs-attention', attention, async (c) => c.json(await listNeedsAttention(deps)))
      .post('/needs-attention/deaths/:id/acknowledge', attention, validate('param', idParams), async (c) =>
        c.json(await acknowledgeDeath(deps, { expertId: c.req.valid('param').id, reviewer: c.var.user })),
      )
      // 202 at once (the run goes on in the background); ?wait=true answers with the run's counts.
      .post('/link-checks', attention, validate('query', linkCheckQuery), async (c) => {
        const run = checkLinksNow(deps, { actor: c.var.user });
        if (c.req.valid('query').wait) return c.json(await run, 200);
        deps.background.run(c, run);
        return c.json({ message: LINK_MONITOR_MESSAGES.checkStarted }, 202);
      })
  );
}
