import { Hono } from 'hono';
import { findReferencesSchema } from '../../domain/ai/research.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requirePermission } from '../middleware/guards.ts';
import { findReferences } from '../services/ai/research/editor-helpers.ts';
import { validate } from '../validate.ts';

/** POST /api/ai/find-references: verified reference links from the research sources (the AI tools' permission). */
export function aiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('ai.use'))
    .post('/find-references', validate('json', findReferencesSchema), async (c) => c.json(await findReferences(deps, c.req.valid('json'), c.var.user.id)));
}
