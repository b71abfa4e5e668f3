import { Hono } from 'hono';
import { countUsers, getUserById, listUsers } from '../../../db/queries/users.ts';
import { roleUpdatedMessage, USER_MESSAGES } from '../../../domain/messages.ts';
import { roleSchema, userIdParams } from '../../../domain/schemas/users.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';
import { recordActivity } from '../../services/activity.ts';
import { changeUserRole, deleteUser } from '../../services/users.ts';
import { validate } from '../../validate.ts';

/** User Management at /api/admin/users. Guarded here too, so handlers know the acting admin. */
export function adminUsersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await listUsers(deps.db)))
    .get('/stats', async (c) => c.json(await countUsers(deps.db)))
    .patch('/:userId/role', validate('param', userIdParams), validate('json', roleSchema), async (c) => {
      const before = await getUserById(deps.db, c.req.valid('param').userId);
      const user = await changeUserRole(deps, { id: c.req.valid('param').userId, role: c.req.valid('json').role });
      await recordActivity(deps, c.var.user, { action: 'user.role_changed', entityType: 'user', entityId: user.id, summary: `Set the role of ${user.email} to ${user.role}`, before: { role: before?.role }, after: { role: user.role } });
      return c.json({ message: roleUpdatedMessage(user.role), user });
    })
    .delete('/:userId', validate('param', userIdParams), async (c) => {
      const before = await getUserById(deps.db, c.req.valid('param').userId);
      await deleteUser(deps, { id: c.req.valid('param').userId, actor: c.var.user });
      await recordActivity(deps, c.var.user, { action: 'user.deleted', entityType: 'user', entityId: c.req.valid('param').userId, summary: `Deleted the account ${before?.email ?? ''}`.trim(), before: { email: before?.email, role: before?.role } });
      return c.json({ message: USER_MESSAGES.deleted });
    });
}
