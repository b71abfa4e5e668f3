import { Hono } from 'hono';
import { undoParams } from '../../../domain/undo.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { undoDelete } from '../../services/undo.ts';
import { validate } from '../../validate.ts';

/**
 * POST /api/admin/undo/{token}: undoes the delete that answered the token (the person who deleted
 * only, within its window, once: that delete already passed its own permission).
 */
export function adminUndoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('admin.open'))
    .post('/:token', validate('param', undoParams), async (c) => c.json(await undoDelete(deps, { token: c.req.valid('param').token, actor: c.var.user })));
}
