import { createMiddleware } from 'hono/factory';
import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser always names the page's origin on a
 * state-changing request, so one from any origin but this site's is refused. Requests without
 * Origin and Sec-Fetch-Site come from non-browser clients, which carry no ambient cookies to abuse.
 */
export function originCheck(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('Origin');
      const fetchSite = c.req.header('Sec-Fetch-Site');
      const ownOrigin = new URL(c.req.url).origin;
      const allowed = origin
        ? origin === siteOrigin || origin === ownOrigin
        : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!allowed) throw new ForbiddenError('Cross-site request refused');
    }
    await next();
  });
}
