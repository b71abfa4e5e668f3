import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { getExpertById, getExpertBySlug, listExperts } from '../../db/queries/experts.ts';
import { listPublishedArticlesByExpert } from '../../db/queries/articles.ts';
import { EXPERT_MESSAGES } from '../../domain/messages.ts';
import { expertProfileSchema, featuredListSchema } from '../../domain/schemas/expert.ts';
import { featuredSwitchSchema, idParams, slugParams } from '../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { requireAdmin } from '../middleware/guards.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { addExpert, deleteExpert, updateExpert } from '../services/experts.ts';
import { FEATURED_EXPERTS, saveFeaturedExperts, setExpertFeatured } from '../services/featured-experts.ts';
import { listFeatured } from '../services/featured-order.ts';
import { validate } from '../validate.ts';

/** Public reads of the directory, and the admins' writes to it. */
export function expertsRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', publicCache(), etag())
      // Every write here is an admin's: one guard for all of them, so a new one cannot be left open.
      .on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', requireAdmin)
      .get('/', async (c) => c.json(await listExperts(db)))
      .get('/featured', async (c) => c.json(await listFeatured(db, FEATURED_EXPERTS)))
      .get('/id/:id', validate('param', idParams), async (c) => {
        const expert = await getExpertById(db, c.req.valid('param').id);
        if (!expert) throw new NotFoundError(EXPERT_MESSAGES.notFound);
        return c.json(expert);
      })
      .get('/:id/articles', validate('param', idParams), async (c) => {
        const { id } = c.req.valid('param');
        if (!(await getExpertById(db, id))) throw new NotFoundError(EXPERT_MESSAGES.notFound);
        return c.json(await listPublishedArticlesByExpert(db, id));
      })
      .get('/:slug', validate('param', slugParams), async (c) => {
        const expert = await getExpertBySlug(db, c.req.valid('param').slug);
        if (!expert) throw new NotFoundError(EXPERT_MESSAGES.notFound);
        return c.json(expert);
      })
      // Registered before /:id so 'featured' is never read as an id.
      .put('/featured', validate('json', featuredListSchema), async (c) => {
        const experts = await saveFeaturedExperts(deps, { expertIds: c.req.valid('json').expertIds, actor: c.var.user });
        return c.json({ message: EXPERT_MESSAGES.featuredUpdated, experts });
      })
      .patch('/:id/featured', validate('param', idParams), validate('json', featuredSwitchSchema), async (c) =>
        c.json(await setExpertFeatured(deps, { id: c.req.valid('param').id, featured: c.req.valid('json').featured, actor: c.var.user })),
      )
      .post('/', validate('json', expertProfileSchema), async (c) => c.json(await addExpert(deps, { profile: c.req.valid('json'), actor: c.var.user }), 201))
      .put('/:id', validate('param', idParams), validate('json', expertProfileSchema), async (c) =>
        c.json(await updateExpert(deps, { id: c.req.valid('param').id, profile: c.req.valid('json'), actor: c.var.user })),
      )
      .delete('/:id', validate('param', idParams), async (c) => {
        await deleteExpert(deps, { id: c.req.valid('param').id, actor: c.var.user });
        return c.json({ message: EXPERT_MESSAGES.deleted });
      })
  );
}
