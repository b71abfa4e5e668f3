import { Hono } from 'hono';
import { generateExpertSchema } from '../../domain/ai/research.ts';
import { idParams } from '../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { BudgetRefusedError } from '../errors.ts';
import { requirePermission } from '../middleware/guards.ts';
import { refuses } from '../middleware/refuses.ts';
import { getExpertRun, startExpertGeneration } from '../services/ai/research/generate-expert.ts';
import { validate } from '../validate.ts';

/**
 * The AI Generator (the AI tools' permission). POST starts a research run and answers 202 with the run at
 * once; the screen polls GET /runs/{id} for its steps and result. `?wait=true` answers when the
 * run has finished, with the spec's fields at the top level (for scripts and tests).
 */
export function researchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('ai.use'))
    .post('/generate-expert', refuses(BudgetRefusedError), validate('json', generateExpertSchema), async (c) => {
      const { runId, work } = await startExpertGeneration(deps, c.req.valid('json'), c.var.user);
      if (c.req.query('wait') === 'true') {
        await work;
        return c.json(await getExpertRun(deps, runId, c.var.user));
      }
      deps.background.run(c, work);
      return c.json(await getExpertRun(deps, runId, c.var.user), 202);
    })
    .get('/runs/:id', validate('param', idParams), async (c) => c.json(await getExpertRun(deps, c.req.valid('param').id, c.var.user)));
}
