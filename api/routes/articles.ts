import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { getPublishedArticleBySlug, listFeaturedArticles, listPublishedArticles } from '../../db/queries/articles.ts';
import { slugParams, tagQuery } from '../../domain/schemas/params.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { validate } from '../validate.ts';

/** Public reads of published articles; drafts, archived and scheduled articles are never answered here. */
export function articlesRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('*', publicCache(), etag())
    .get('/', validate('query', tagQuery), async (c) => c.json(await listPublishedArticles(db, currentTime(deps), c.req.valid('query'))))
    .get('/featured', async (c) => c.json(await listFeaturedArticles(db, currentTime(deps))))
    .get('/:slug', validate('param', slugParams), async (c) => {
      const article = await getPublishedArticleBySlug(db, c.req.valid('param').slug, currentTime(deps));
      if (!article) throw new NotFoundError('Article not found');
      return c.json(article);
    });
}
