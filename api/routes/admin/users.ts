import { Hono } from 'hono';
import { countUsers, listUsers } from '../../../db/queries/users.ts';
import { roleUpdatedMessage, USER_MESSAGES } from '../../../domain/messages.ts';
import { roleSchema, userIdParams } from '../../../domain/schemas/users.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';
import { changeUserRole, deleteUser } from '../../services/users.ts';
import { validate } from '../../validate.ts';

/** User Management at /api/admin/users. Guarded here too, so handlers know the acting admin. */
export function adminUsersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await listUsers(deps.db)))
    .get('/stats', async (c) => c.json(await countUsers(deps.db)))
    .patch('/:userId/role', validate('param', userIdParams), validate('json', roleSchema), async (c) => {
      const user = await changeUserRole(deps, { id: c.req.valid('param').userId, role: c.req.valid('json').role, actor: c.var.user });
      return c.json({ message: roleUpdatedMessage(user.role), user });
    })
    .delete('/:userId', validate('param', userIdParams), async (c) => {
      await deleteUser(deps, { id: c.req.valid('param').userId, actor: c.var.user });
      return c.json({ message: USER_MESSAGES.deleted });
    });
}
