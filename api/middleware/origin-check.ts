import { createMiddleware } from 'hono/factory';
import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always names the page's origin on a
 * state-changing request, so one from any origin but the configured ones (SITE_URL's and
 * ALLOWED_ORIGINS) is refused. The request's own Host is never trusted: whoever sends the request
 * chooses it. Requests without Origin and Sec-Fetch-Site come from non-browser clients, which
 * carry no ambient cookies to abuse.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowedSet = new Set(allowedOrigins);
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('Origin');
      const fetchSite = c.req.header('Sec-Fetch-Site');
      const allowed = origin ? allowedSet.has(origin) : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!allowed) throw new ForbiddenError('Cross-site request refused');
    }
    await next();
  });
}
