import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { getExpertById, getExpertBySlug, listExperts, listFeaturedExperts } from '../../db/queries/experts.ts';
import { listPublishedArticlesByExpert } from '../../db/queries/articles.ts';
import { idParams, slugParams } from '../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { validate } from '../validate.ts';

const EXPERT_NOT_FOUND = 'Expert not found';

/** Public reads of the directory. */
export function expertsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', publicCache(), etag())
    .get('/', async (c) => c.json(await listExperts(db)))
    .get('/featured', async (c) => c.json(await listFeaturedExperts(db)))
    .get('/id/:id', validate('param', idParams), async (c) => {
      const expert = await getExpertById(db, c.req.valid('param').id);
      if (!expert) throw new NotFoundError(EXPERT_NOT_FOUND);
      return c.json(expert);
    })
    .get('/:id/articles', validate('param', idParams), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await getExpertById(db, id))) throw new NotFoundError(EXPERT_NOT_FOUND);
      return c.json(await listPublishedArticlesByExpert(db, id));
    })
    .get('/:slug', validate('param', slugParams), async (c) => {
      const expert = await getExpertBySlug(db, c.req.valid('param').slug);
      if (!expert) throw new NotFoundError(EXPERT_NOT_FOUND);
      return c.json(expert);
    });
}
