import { Hono } from 'hono';
import { countUsers, listUsers } from '../../../db/queries/users.ts';
import { roleUpdatedMessage, USER_MESSAGES } from '../../../domain/messages.ts';
import { SECOND_FACTOR_MESSAGES } from '../../../domain/second-factor.ts';
import { invitationIdParams, invitationSchema, PEOPLE_MESSAGES, personBudgetSchema } from '../../../domain/people.ts';
import { roleSchema, userIdParams } from '../../../domain/schemas/users.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { endAllSessionsOf } from '../../services/account-sessions.ts';
import { inviteToTeam, listInvitations, revokeInvitation } from '../../services/invitations.ts';
import { changeUserRole, deactivateUser, deleteUser, reactivateAccount, setPersonAiBudget } from '../../services/users.ts';
import { validate } from '../../validate.ts';

/**
 * The People screen at /api/admin/users: the list and counts, invitations and role changes
 * (people.invite: never above one's own role), and deactivation, deletion and a person's AI budget
 * (people.manage).
 */
export function adminUsersRoutes(deps: AppDeps) {
  const manages = requirePermission('people.manage');
  return (
    new Hono<AppEnv>()
      .use(requirePermission('people.invite'))
      .get('/', async (c) => c.json(await listUsers(deps.db)))
      .get('/stats', async (c) => c.json(await countUsers(deps.db)))
      // Registered before /:userId so 'invitations' is never read as an id.
      .get('/invitations', async (c) => c.json({ invitations: await listInvitations(deps) }))
      .post('/invitations', validate('json', invitationSchema), async (c) => {
        const { email, role } = c.req.valid('json');
        const invitation = await inviteToTeam(deps, { email, role, actor: c.var.user }, (task) => deps.background.run(c, task));
        return c.json({ message: PEOPLE_MESSAGES.invited(email), invitation }, 201);
      })
      .delete('/invitations/:id', validate('param', invitationIdParams), async (c) => {
        await revokeInvitation(deps, { id: c.req.valid('param').id, actor: c.var.user });
        return c.json({ message: PEOPLE_MESSAGES.invitationRevoked });
      })
      .patch('/:userId/role', validate('param', userIdParams), validate('json', roleSchema), async (c) => {
        const user = await changeUserRole(deps, { id: c.req.valid('param').userId, role: c.req.valid('json').role, actor: c.var.user });
        return c.json({ message: roleUpdatedMessage(user.role), user });
      })
      .post('/:userId/deactivate', manages, validate('param', userIdParams), async (c) =>
        c.json({ message: PEOPLE_MESSAGES.deactivated, user: await deactivateUser(deps, { id: c.req.valid('param').userId, actor: c.var.user }) }),
      )
      .post('/:userId/reactivate', manages, validate('param', userIdParams), async (c) =>
        c.json({ message: PEOPLE_MESSAGES.reactivated, user: await reactivateAccount(deps, { id: c.req.valid('param').userId, actor: c.var.user }) }),
      )
      .put('/:userId/ai-budget', manages, validate('param', userIdParams), validate('json', personBudgetSchema), async (c) => {
        const user = await setPersonAiBudget(deps, { id: c.req.valid('param').userId, monthlyUsd: c.req.valid('json').monthlyUsd, actor: c.var.user });
        return c.json({ message: PEOPLE_MESSAGES.budgetSaved, user });
      })
      .delete('/:userId/sessions', manages, validate('param', userIdParams), async (c) => {
        const ended = await endAllSessionsOf(deps, { actor: c.var.user, userId: c.req.valid('param').userId });
        return c.json({ message: SECOND_FACTOR_MESSAGES.userSessionsEnded, ended });
      })
      .delete('/:userId', manages, validate('param', userIdParams), async (c) => {
        await deleteUser(deps, { id: c.req.valid('param').userId, actor: c.var.user });
        return c.json({ message: USER_MESSAGES.deleted });
      })
  );
}
