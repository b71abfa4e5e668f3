import { Hono } from 'hono';
import { listAllArticles } from '../../../db/queries/articles.ts';
import { listFeatured } from '../../services/featured-order.ts';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { articleCreateSchema, articleUpdateSchema, featuredReorderSchema } from '../../../domain/schemas/article.ts';
import { featuredSwitchSchema, idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';
import { changedFields } from '../../../domain/activity.ts';
import { recordActivity } from '../../services/activity.ts';
import { createArticle, editArticle, findArticle, removeArticle } from '../../services/articles.ts';
import { FEATURED_ARTICLES, reorderFeaturedArticles, setArticleFeatured } from '../../services/featured-articles.ts';
import { validate } from '../../validate.ts';

/** The article repository at /api/admin/articles (admins only: the admin router guards it). */
export function adminArticlesRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Guarded here too (the admin router already is), so handlers know the acting admin.
      .use(requireAdmin)
      .get('/', async (c) => c.json(await listAllArticles(deps.db)))
      .post('/', validate('json', articleCreateSchema), async (c) => {
        const article = await createArticle(deps, c.req.valid('json'), c.var.user);
        await recordActivity(deps, c.var.user, { action: 'article.created', entityType: 'article', entityId: article.id, summary: `Created "${article.title}"`, after: { title: article.title, slug: article.slug, status: article.status } });
        return c.json(article, 201);
      })
      // Registered before /:id routes so 'featured' is never read as an id.
      .patch('/featured/reorder', validate('json', featuredReorderSchema), async (c) => {
        const before = (await listFeatured(deps.db, FEATURED_ARTICLES)).map((article) => article.id);
        const articles = await reorderFeaturedArticles(deps, c.req.valid('json').articleIds);
        await recordActivity(deps, c.var.user, { action: 'article.reordered', entityType: 'article', summary: `Reordered the featured articles (${articles.length})`, before: { articleIds: before }, after: { articleIds: articles.map((article) => article.id) } });
        return c.json(articles);
      })
      .patch('/:id/featured', validate('param', idParams), validate('json', featuredSwitchSchema), async (c) => {
        const article = await setArticleFeatured(deps, { id: c.req.valid('param').id, featured: c.req.valid('json').featured });
        await recordActivity(deps, c.var.user, { action: article.featured ? 'article.featured' : 'article.unfeatured', entityType: 'article', entityId: article.id, summary: `${article.featured ? 'Featured' : 'Unfeatured'} "${article.title}"`, after: { featured: article.featured, featuredOrder: article.featuredOrder } });
        return c.json(article);
      })
      .patch('/:id', validate('param', idParams), validate('json', articleUpdateSchema), async (c) => {
        const before = await findArticle(deps, c.req.valid('param').id);
        const article = await editArticle(deps, { id: c.req.valid('param').id, changes: c.req.valid('json'), actor: c.var.user });
        const published = before.status !== 'published' && article.status === 'published';
        await recordActivity(deps, c.var.user, { action: published ? 'article.published' : 'article.edited', entityType: 'article', entityId: article.id, summary: `${published ? 'Published' : 'Edited'} "${article.title}"`, ...changedFields(before, article) });
        return c.json(article);
      })
      .delete('/:id', validate('param', idParams), async (c) => {
        const before = await findArticle(deps, c.req.valid('param').id);
        await removeArticle(deps, before.id);
        await recordActivity(deps, c.var.user, { action: 'article.deleted', entityType: 'article', entityId: before.id, summary: `Deleted "${before.title}"`, before: { title: before.title, slug: before.slug, status: before.status } });
        return c.json({ message: ARTICLE_MESSAGES.deleted });
      })
  );
}
