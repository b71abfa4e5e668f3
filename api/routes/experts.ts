import { Hono } from 'hono';
import { z } from 'zod';
import { etag } from 'hono/etag';
import { getPublicExpertById, getPublicExpertBySlug, listPublicExperts, listPublicFeaturedExperts } from '../../db/queries/experts.ts';
import { listPublishedArticlesByExpert } from '../../db/queries/articles.ts';
import { EXPERT_MESSAGES } from '../../domain/messages.ts';
import { publishAtFields } from '../../domain/schedule.ts';
import { expertEditorSchema, featuredListSchema } from '../../domain/schemas/expert.ts';
import { featuredSwitchSchema, idParams, slugParams } from '../../domain/schemas/params.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { requirePermission } from '../middleware/guards.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { addExpert, deleteExpert, markExpertReviewed, updateExpert } from '../services/experts.ts';
import { saveFeaturedExperts, setExpertFeatured } from '../services/featured-experts.ts';
import { validate } from '../validate.ts';

/**
 * The 'Publish at' an admin may give a new expert (POST /api/experts), besides the profile and its
 * provenance; read as `unknown` first for the same reason as the editor schema (domain/schemas/expert.ts).
 */
const newExpertSchema = z.intersection(expertEditorSchema, publishAtFields);

/**
 * Public reads of the directory (only what the public may see: db/queries/visibility.ts; the admin
 * area reads every expert at /api/admin/experts), and the writes to it: creating and editing for
 * editors and, for their own drafts, contributors (the service checks whose draft it is);
 * publishing-side changes (feature, delete) need experts.publish.
 */
export function expertsRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', publicCache(), etag())
      // Every write here needs an expert-editing permission: one guard for all of them, so a new one
      // cannot be left open; routes that publish ask for more below.
      .on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', requirePermission('experts.edit', 'experts.edit.own'))
      .get('/', async (c) => c.json(await listPublicExperts(db, currentTime(deps))))
      .get('/featured', async (c) => c.json(await listPublicFeaturedExperts(db, currentTime(deps))))
      .get('/id/:id', validate('param', idParams), async (c) => {
        const expert = await getPublicExpertById(db, c.req.valid('param').id, currentTime(deps));
        if (!expert) throw new NotFoundError(EXPERT_MESSAGES.notFound);
        return c.json(expert);
      })
      .get('/:id/articles', validate('param', idParams), async (c) => {
        const { id } = c.req.valid('param');
        if (!(await getPublicExpertById(db, id, currentTime(deps)))) throw new NotFoundError(EXPERT_MESSAGES.notFound);
        return c.json(await listPublishedArticlesByExpert(db, id, currentTime(deps)));
      })
      .get('/:slug', validate('param', slugParams), async (c) => {
        const expert = await getPublicExpertBySlug(db, c.req.valid('param').slug, currentTime(deps));
        if (!expert) throw new NotFoundError(EXPERT_MESSAGES.notFound);
        return c.json(expert);
      })
      // Registered before /:id so 'featured' is never read as an id.
      .put('/featured', requirePermission('experts.publish'), validate('json', featuredListSchema), async (c) => {
        const experts = await saveFeaturedExperts(deps, { expertIds: c.req.valid('json').expertIds, actor: c.var.user });
        return c.json({ message: EXPERT_MESSAGES.featuredUpdated, experts });
      })
      .patch('/:id/featured', requirePermission('experts.publish'), validate('param', idParams), validate('json', featuredSwitchSchema), async (c) =>
        c.json(await setExpertFeatured(deps, { id: c.req.valid('param').id, featured: c.req.valid('json').featured, actor: c.var.user })),
      )
      .post('/', validate('json', newExpertSchema), async (c) => {
        const { publishAt, ...profile } = c.req.valid('json');
        return c.json(await addExpert(deps, { profile, publishAt, actor: c.var.user }), 201);
      })
      .put('/:id', validate('param', idParams), validate('json', expertEditorSchema), async (c) =>
        c.json(await updateExpert(deps, { id: c.req.valid('param').id, profile: c.req.valid('json'), actor: c.var.user })),
      )
      // The editor's 'Reviewed' tick on its own: the review date becomes now.
      .post('/:id/reviewed', requirePermission('experts.edit'), validate('param', idParams), async (c) =>
        c.json(await markExpertReviewed(deps, { id: c.req.valid('param').id, reviewer: c.var.user })),
      )
      .delete('/:id', requirePermission('experts.publish'), validate('param', idParams), async (c) => {
        const undo = await deleteExpert(deps, { id: c.req.valid('param').id, actor: c.var.user });
        return c.json({ message: EXPERT_MESSAGES.deleted, undo });
      })
  );
}
