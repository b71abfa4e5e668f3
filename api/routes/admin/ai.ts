import { Hono } from 'hono';
import { aiRunsQuerySchema, RECENT_RUNS } from '../../../domain/ai/runs.ts';
import { articleAiSchema } from '../../../domain/schemas/article.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { describeAiPlatform, describeModelStatus, listAiRuns, refreshModels } from '../../services/ai/platform.ts';
import { generateExcerpt, generateSeoTags, generateSeoTitle } from '../../services/ai/article-generators.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { roleBudgetSchema, roleParams } from '../../../domain/people.ts';
import { listMonthSpendByPerson, listRoleAiBudgets, setRoleAiBudget } from '../../services/ai/budgets.ts';
import { validate } from '../../validate.ts';

/**
 * The AI platform's admin calls: which providers and models are available (read from each
 * provider's catalogue, with prices, the month's spend and model warnings), the catalogues' status
 * and 'Refresh models', recent runs, and the article editor's SEO title, excerpt and tag generators;
 * the monthly AI budget of each role and the month's spend per person (people.manage).
 */
export function adminAiRoutes(deps: AppDeps) {
  // Mounted at /api/admin itself, so each route carries its guard (a `use` here would reach every admin route).
  const aiTools = requirePermission('ai.use');
  return new Hono<AppEnv>()
    .get('/ai/providers', aiTools, async (c) => c.json(await describeAiPlatform(deps, c.var.user)))
    .get('/ai/models', aiTools, async (c) => c.json(await describeModelStatus(deps)))
    .post('/ai/models/refresh', requirePermission('settings.manage'), async (c) => c.json(await refreshModels(deps, c.var.user)))
    .get('/ai/budgets', requirePermission('people.manage'), async (c) => c.json({ roles: await listRoleAiBudgets(deps) }))
    .put('/ai/budgets/:role', requirePermission('people.manage'), validate('param', roleParams), validate('json', roleBudgetSchema), async (c) =>
      c.json({ roles: await setRoleAiBudget(deps, { role: c.req.valid('param').role, monthlyUsd: c.req.valid('json').monthlyUsd, actor: c.var.user }) }),
    )
    .get('/ai/spend', requirePermission('people.manage'), async (c) => c.json(await listMonthSpendByPerson(deps)))
    .get('/ai/runs', aiTools, validate('query', aiRunsQuerySchema), async (c) =>
      c.json(await listAiRuns(deps, { ...c.req.valid('query'), limit: RECENT_RUNS, viewer: c.var.user })),
    )
    .post('/generate-seo-title', aiTools, validate('json', articleAiSchema), async (c) =>
      c.json(await generateSeoTitle(deps, c.req.valid('json'), c.var.user.id)),
    )
    .post('/generate-seo-tags', aiTools, validate('json', articleAiSchema), async (c) =>
      c.json(await generateSeoTags(deps, c.req.valid('json'), c.var.user.id)),
    )
    .post('/generate-excerpt', aiTools, validate('json', articleAiSchema), async (c) =>
      c.json(await generateExcerpt(deps, c.req.valid('json'), c.var.user.id)),
    );
}
