import { Hono } from 'hono';
import { listAllArticles } from '../../../db/queries/articles.ts';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { articleCreateSchema, articleUpdateSchema, featuredReorderSchema } from '../../../domain/schemas/article.ts';
import { featuredSwitchSchema, idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requireAdmin } from '../../middleware/guards.ts';
import { createArticle, editArticle, removeArticle } from '../../services/articles.ts';
import { reorderFeaturedArticles, setArticleFeatured } from '../../services/featured-articles.ts';
import { validate } from '../../validate.ts';

/** The article repository at /api/admin/articles (admins only: the admin router guards it). */
export function adminArticlesRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Guarded here too (the admin router already is), so handlers know the acting admin.
      .use(requireAdmin)
      .get('/', async (c) => c.json(await listAllArticles(deps.db)))
      .post('/', validate('json', articleCreateSchema), async (c) => c.json(await createArticle(deps, { article: c.req.valid('json'), actor: c.var.user }), 201))
      // Registered before /:id routes so 'featured' is never read as an id.
      .patch('/featured/reorder', validate('json', featuredReorderSchema), async (c) =>
        c.json(await reorderFeaturedArticles(deps, { articleIds: c.req.valid('json').articleIds, actor: c.var.user })),
      )
      .patch('/:id/featured', validate('param', idParams), validate('json', featuredSwitchSchema), async (c) =>
        c.json(await setArticleFeatured(deps, { id: c.req.valid('param').id, featured: c.req.valid('json').featured, actor: c.var.user })),
      )
      .patch('/:id', validate('param', idParams), validate('json', articleUpdateSchema), async (c) =>
        c.json(await editArticle(deps, { id: c.req.valid('param').id, changes: c.req.valid('json'), actor: c.var.user })),
      )
      .delete('/:id', validate('param', idParams), async (c) => {
        const undo = await removeArticle(deps, { id: c.req.valid('param').id, actor: c.var.user });
        return c.json({ message: ARTICLE_MESSAGES.deleted, undo });
      })
  );
}
