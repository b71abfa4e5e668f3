import { Hono } from 'hono';
import { ARTICLE_MESSAGES } from '../../../domain/messages.ts';
import { articleCreateSchema, articleUpdateSchema, featuredReorderSchema } from '../../../domain/schemas/article.ts';
import { featuredSwitchSchema, idParams } from '../../../domain/schemas/params.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { requirePermission } from '../../middleware/guards.ts';
import { createArticle, editArticle, listArticlesFor, removeArticle } from '../../services/articles.ts';
import { reorderFeaturedArticles, setArticleFeatured } from '../../services/featured-articles.ts';
import { validate } from '../../validate.ts';

/**
 * The article repository at /api/admin/articles: listing, creating and editing for editors and, for
 * their own drafts, contributors (the service checks whose draft it is and keeps it a draft);
 * featuring and deleting need articles.publish.
 */
export function adminArticlesRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Guarded here too (the admin router already is), so handlers know the acting person.
      .use(requirePermission('articles.edit', 'articles.edit.own'))
      .get('/', async (c) => c.json(await listArticlesFor(deps, c.var.user)))
      .post('/', validate('json', articleCreateSchema), async (c) =>
        c.json(await createArticle(deps, { article: c.req.valid('json'), actor: c.var.user }), 201),
      )
      // Registered before /:id routes so 'featured' is never read as an id.
      .patch('/featured/reorder', requirePermission('articles.publish'), validate('json', featuredReorderSchema), async (c) =>
        c.json(await reorderFeaturedArticles(deps, { articleIds: c.req.valid('json').articleIds, actor: c.var.user })),
      )
      .patch('/:id/featured', requirePermission('articles.publish'), validate('param', idParams), validate('json', featuredSwitchSchema), async (c) =>
        c.json(await setArticleFeatured(deps, { id: c.req.valid('param').id, featured: c.req.valid('json').featured, actor: c.var.user })),
      )
      .patch('/:id', validate('param', idParams), validate('json', articleUpdateSchema), async (c) =>
        c.json(await editArticle(deps, { id: c.req.valid('param').id, changes: c.req.valid('json'), actor: c.var.user })),
      )
      .delete('/:id', requirePermission('articles.publish'), validate('param', idParams), async (c) => {
        const undo = await removeArticle(deps, { id: c.req.valid('param').id, actor: c.var.user });
        return c.json({ message: ARTICLE_MESSAGES.deleted, undo });
      })
  );
}
