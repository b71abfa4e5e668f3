import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { apiSecurityHeaders } from '../domain/security-headers.ts';
import { securityHeaderSettings } from './config.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { HttpError, PayloadTooLargeError, ServiceUnavailableError, TooManyRequestsError } from './errors.ts';
import { originCheck } from './middleware/origin-check.ts';
import { secondFactorGate } from './middleware/second-factor-gate.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { aiRoutes } from './routes/ai.ts';
import { articlesRoutes } from './routes/articles.ts';
import { authRoutes } from './routes/auth.ts';
import { orcidRoutes } from './routes/auth-orcid.ts';
import { claimsRoutes } from './routes/claims.ts';
import { myProfileRoutes } from './routes/my-profile.ts';
import { readsRoutes } from './routes/reads.ts';
import { correctionsRoutes } from './routes/corrections.ts';
import { expertsRoutes } from './routes/experts.ts';
import { invitationsRoutes } from './routes/invitations.ts';
import { openaiRoutes } from './routes/openai.ts';
import { libraryRoutes } from './routes/library.ts';
import { permanentImagesRoutes } from './routes/permanent-images.ts';
import { previewsRoutes } from './routes/previews.ts';
import { researchRoutes } from './routes/research.ts';
import { submissionsRoutes } from './routes/submissions.ts';
import { uploadRoutes } from './routes/upload.ts';

/** JSON bodies are small; image uploads have their own, larger limit in their route. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** The whole API, written once against Web standards and served by the Node and Cloudflare entries. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  const securityHeaders = Object.entries(apiSecurityHeaders(securityHeaderSettings(deps.config)));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
    for (const [name, value] of securityHeaders) c.header(name, value);
  });
  app.use('*', originCheck(deps.config.allowedOrigins));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new PayloadTooLargeError('Request body is too large');
    },
  });
  /** Routes that read a larger body and set their own limit: image uploads (an owner's proposed photo too), directory imports. */
  const ownBodyLimit = (path: string) => path.startsWith('/api/upload/') || path === '/api/admin/import' || /^\/api\/my-profile\/[^/]+\/photo$/.test(path);
  app.use('*', (c, next) => (ownBodyLimit(c.req.path) ? next() : jsonBodyLimit(c, next)));
  app.use('*', sessionMiddleware(deps));
  app.use('*', secondFactorGate(deps));

  // Chained, so the type of every route (input and reply) flows into AppType for the typed client.
  const routes = app
    .route('/auth', authRoutes(deps))
    .route('/auth/orcid', orcidRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/experts', expertsRoutes(deps))
    .route('/articles', articlesRoutes(deps))
    .route('/submissions', submissionsRoutes(deps))
    .route('/corrections', correctionsRoutes(deps))
    .route('/claims', claimsRoutes(deps))
    .route('/my-profile', myProfileRoutes(deps))
    .route('/reads', readsRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/permanent-images', permanentImagesRoutes(deps))
    .route('/upload', uploadRoutes(deps))
    .route('/research', researchRoutes(deps))
    .route('/openai', openaiRoutes(deps))
    .route('/ai', aiRoutes(deps))
    .route('/library', libraryRoutes(deps))
    .route('/previews', previewsRoutes(deps))
    .route('/invitations', invitationsRoutes(deps));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof ServiceUnavailableError && error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    // A refused body may be unread: the connection ends with this answer, so the client sends its
    // next request on a new one instead of on a socket the server is about to close.
    if (error instanceof PayloadTooLargeError) c.header('Connection', 'close');
    if (error instanceof HttpError) return c.json({ ...error.details, message: error.message }, error.status);
    if (error instanceof HTTPException) return c.json({ message: error.message || 'Bad request' }, error.status);
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: 'Internal server error' }, 500);
  });

  return routes;
}

/** The API's whole contract (every route's input and reply), for Hono's typed client in site/lib/api.ts. */
export type AppType = ReturnType<typeof createApp>;
