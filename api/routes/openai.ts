import { Hono } from 'hono';
import { biographyRequestSchema, contributionRequestSchema } from '../../domain/ai/research.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requirePermission } from '../middleware/guards.ts';
import { generateBiography, generateContribution, generateScienceHighlights } from '../services/ai/research/editor-helpers.ts';
import { validate } from '../validate.ts';

/** The expert editor's AI helpers at /api/openai (the spec's paths), grounded in the research sources. */
export function openaiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requirePermission('ai.use'))
    .post('/generate-contribution', validate('json', contributionRequestSchema), async (c) =>
      c.json(await generateContribution(deps, c.req.valid('json'), c.var.user.id)),
    )
    .post('/generate-biography', validate('json', biographyRequestSchema), async (c) =>
      c.json(await generateBiography(deps, c.req.valid('json'), c.var.user.id)),
    )
    .post('/generate-science-highlights', validate('json', biographyRequestSchema), async (c) =>
      c.json(await generateScienceHighlights(deps, c.req.valid('json'), c.var.user.id)),
    );
}
