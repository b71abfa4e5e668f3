import { Hono } from 'hono';
import { previewTokenParams } from '../../domain/previews.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { readPreview } from '../services/previews.ts';

/**
 * GET /api/previews/{token}: what a private preview link opens, for whoever holds the token (no
 * sign-in). Never cached or indexed; every refused token, malformed ones included, is the same 404.
 */
export function previewsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Cache-Control', 'private, no-store');
    })
    .get('/:token', async (c) => {
      const parsed = previewTokenParams.safeParse(c.req.param());
      if (!parsed.success) throw new NotFoundError('Preview not found');
      return c.json(await readPreview(deps, parsed.data.token));
    });
}
