import { createMiddleware } from 'hono/factory';

/**
 * Public JSON may be stored by browsers and CDNs but is revalidated on every use (cheap with the
 * ETag), so an editor's change is visible at once instead of after a max-age.
 */
export function publicCache() {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200) c.header('Cache-Control', 'public, no-cache');
  });
}
