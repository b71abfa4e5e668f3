import { Hono } from 'hono';
import { z } from 'zod';
import { etag } from 'hono/etag';
import { getExpertById, getPublicExpertById, getPublicExpertBySlug, listPublicExperts, listPublicFeaturedExperts } from '../../db/queries/experts.ts';
import { listPublishedArticlesByExpert } from '../../db/queries/articles.ts';
import { EXPERT_MESSAGES } from '../../domain/messages.ts';
import { publishAtFields } from '../../domain/schedule.ts';
import { expertEditorSchema, featuredListSchema } from '../../domain/schemas/expert.ts';
import { featuredSwitchSchema, idParams, slugParams } from '../../domain/schemas/params.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { requireAdmin } from '../middleware/guards.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { addExpert, deleteExpert, markExpertReviewed, updateExpert } from '../services/experts.ts';
import { FEATURED_EXPERTS, saveFeaturedExperts, setExpertFeatured } from '../services/featured-experts.ts';
import { listFeatured } from '../services/featured-order.ts';
import { recordActivity } from '../services/activity.ts';
import { changedFields } from '../../domain/activity.ts';
import { validate } from '../validate.ts';

/** The 'Publish at' an admin may give a new expert (POST /api/experts), besides the profile and its provenance. */
const newExpertSchema = z.intersection(expertEditorSchema, publishAtFields);

/**
 * Public reads of the directory (only what the public may see: db/queries/visibility.ts; admins
 * read every expert at /api/admin/experts), and the admins' writes to it.
 */
export function expertsRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', publicCache(), etag())
      // Every write here is an admin's: one guard for all of them, so a new one cannot be left open.
      .on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', requireAdmin)
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
      .put('/featured', validate('json', featuredListSchema), async (c) => {
        const before = (await listFeatured(db, FEATURED_EXPERTS)).map((expert) => expert.id);
        const experts = await saveFeaturedExperts(deps, c.req.valid('json').expertIds);
        await recordActivity(deps, c.var.user, { action: 'expert.reordered', entityType: 'expert', summary: `Saved the featured experts (${experts.length})`, before: { expertIds: before }, after: { expertIds: experts.map((expert) => expert.id) } });
        return c.json({ message: EXPERT_MESSAGES.featuredUpdated, experts });
      })
      .patch('/:id/featured', validate('param', idParams), validate('json', featuredSwitchSchema), async (c) => {
        const expert = await setExpertFeatured(deps, { id: c.req.valid('param').id, featured: c.req.valid('json').featured });
        await recordActivity(deps, c.var.user, { action: expert.featured ? 'expert.featured' : 'expert.unfeatured', entityType: 'expert', entityId: expert.id, summary: `${expert.featured ? 'Featured' : 'Unfeatured'} ${expert.name}`, after: { featured: expert.featured, featuredOrder: expert.featuredOrder } });
        return c.json(expert);
      })
      .post('/', validate('json', newExpertSchema), async (c) => {
        const { publishAt, ...profile } = c.req.valid('json');
        const expert = await addExpert(deps, { profile, publishAt, actor: c.var.user });
        const scheduled = expert.publishAt ? { publishAt: expert.publishAt } : {};
        await recordActivity(deps, c.var.user, { action: 'expert.created', entityType: 'expert', entityId: expert.id, summary: `Created ${expert.name}${expert.publishAt ? `, to be published at ${expert.publishAt}` : ''}`, after: { name: expert.name, slug: expert.slug, ...scheduled } });
        return c.json(expert, 201);
      })
      .put('/:id', validate('param', idParams), validate('json', expertEditorSchema), async (c) => {
        const before = await getExpertById(db, c.req.valid('param').id);
        const expert = await updateExpert(deps, { id: c.req.valid('param').id, profile: c.req.valid('json'), actor: c.var.user });
        await recordActivity(deps, c.var.user, { action: 'expert.edited', entityType: 'expert', entityId: expert.id, summary: `Edited ${expert.name}`, ...changedFields(before ?? {}, expert) });
        return c.json(expert);
      })
      // The editor's 'Reviewed' tick on its own: the review date becomes now.
      .post('/:id/reviewed', validate('param', idParams), async (c) =>
        c.json(await markExpertReviewed(deps, { id: c.req.valid('param').id, reviewer: c.var.user })),
      )
      .delete('/:id', validate('param', idParams), async (c) => {
        const before = await getExpertById(db, c.req.valid('param').id);
        await deleteExpert(deps, c.req.valid('param').id);
        await recordActivity(deps, c.var.user, { action: 'expert.deleted', entityType: 'expert', entityId: c.req.valid('param').id, summary: `Deleted ${before?.name ?? 'an expert'}`, before: { name: before?.name, slug: before?.slug } });
        return c.json({ message: EXPERT_MESSAGES.deleted });
      })
  );
}
