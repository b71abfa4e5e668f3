import { Hono } from 'hono';
import { userIdsWithSecondFactor } from '../../../db/queries/second-factor.ts';
import { countUsers, listUsers } from '../../../db/queries/users.ts';
import { roleUpdatedMessage, USER_MESSAGES } from '../../../domain/messages.ts';
import { SECOND_FACTOR_MESSAGES } from '../../../domain/second-factor.ts';
import { roleSchema, userIdParams } from '../../../domain/schemas/users.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';
import { endAllSessionsOf } from '../../services/account-sessions.ts';
import { changeUserRole, deleteUser } from '../../services/users.ts';
import { validate } from '../../validate.ts';

/** User Management at /api/admin/users. Guarded here too, so handlers know the acting admin. */
export function adminUsersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => {
      const [users, withSecondFactor] = await Promise.all([listUsers(deps.db), userIdsWithSecondFactor(deps.db)]);
      return c.json(users.map((user) => ({ ...user, twoFactorEnabled: withSecondFactor.has(user.id) })));
    })
    .get('/stats', async (c) => c.json(await countUsers(deps.db)))
    .patch('/:userId/role', validate('param', userIdParams), validate('json', roleSchema), async (c) => {
      const user = await changeUserRole(deps, { id: c.req.valid('param').userId, role: c.req.valid('json').role, actor: c.var.user });
      return c.json({ message: roleUpdatedMessage(user.role), user });
    })
    .delete('/:userId/sessions', validate('param', userIdParams), async (c) => {
      const ended = await endAllSessionsOf(deps, { actor: c.var.user, userId: c.req.valid('param').userId });
      return c.json({ message: SECOND_FACTOR_MESSAGES.userSessionsEnded, ended });
    })
    .delete('/:userId', validate('param', userIdParams), async (c) => {
      await deleteUser(deps, { id: c.req.valid('param').userId, actor: c.var.user });
      return c.json({ message: USER_MESSAGES.deleted });
    });
}
