import { Hono } from 'hono';
import { SCHEDULE_MESSAGES, scheduleBodySchema, scheduleParams } from '../../../domain/schedule.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { ENTITY_PERMISSIONS } from '../../../domain/permissions.ts';
import { requirePermission, requirePermissionFor } from '../../middleware/guards.ts';
import { cancelScheduledChange, listSchedule, runScheduledChangeNow, scheduleChange } from '../../services/schedule.ts';
import { validate } from '../../validate.ts';

/**
 * The schedule at /api/admin/schedule: what is due and when (the dashboard's list), and one slot
 * per entity and action (/{article|expert}/{id}/{publish|unpublish}) to set or move its time (PUT),
 * cancel it (DELETE) or make the change at once (POST …/now).
 */
export function adminScheduleRoutes(deps: AppDeps) {
  // Scheduling an expert needs experts.publish, an article articles.publish.
  const publishes = requirePermissionFor('entityType', { expert: ENTITY_PERMISSIONS.expert.publish, article: ENTITY_PERMISSIONS.article.publish });
  return new Hono<AppEnv>()
    .get('/', requirePermission('experts.publish', 'articles.publish'), async (c) => c.json(await listSchedule(deps)))
    .put('/:entityType/:id/:action', publishes, validate('param', scheduleParams), validate('json', scheduleBodySchema), async (c) => {
      const item = await scheduleChange(deps, { target: c.req.valid('param'), at: c.req.valid('json').at, actor: c.var.user });
      return c.json({ message: SCHEDULE_MESSAGES.scheduled, item });
    })
    .delete('/:entityType/:id/:action', publishes, validate('param', scheduleParams), async (c) => {
      await cancelScheduledChange(deps, { target: c.req.valid('param'), actor: c.var.user });
      return c.json({ message: SCHEDULE_MESSAGES.cancelled });
    })
    .post('/:entityType/:id/:action/now', publishes, validate('param', scheduleParams), async (c) => {
      await runScheduledChangeNow(deps, { target: c.req.valid('param'), actor: c.var.user });
      return c.json({ message: SCHEDULE_MESSAGES.done });
    });
}
