/**
 * Cloudflare Pages Functions entry for the public pages (every path but /api/* and the files
 * `_routes.json` sends straight to the static server): the deployment's static page while it is
 * current, else the page rendered on demand from Turso by the deployment's own renderer (the
 * `#site-render` import: site-render/entry.mjs, which `npm run build` links next to dist/), kept in
 * the edge cache; and the private previews at /preview/{token}, rendered by the same renderer and
 * never cached. See api/adapters/site/edge-pages.ts.
 */
import { renderPage } from '#site-render';
import { createEdgePages, type AssetFetcher } from '../api/adapters/site/edge-pages.ts';
import { securityHeaderSettings, type Env } from '../api/config.ts';
import { edgeRuntime } from '../api/edge-runtime.ts';

interface PagesContext {
  request: Request;
  env: Env & { ASSETS: AssetFetcher };
  next(): Promise<Response>;
  waitUntil(promise: Promise<unknown>): void;
}

let cached: { env: PagesContext['env']; handle: ReturnType<typeof createEdgePages> } | undefined;

export const onRequest = (context: PagesContext): Promise<Response> => {
  if (cached?.env !== context.env) {
    const { config, db, generation } = edgeRuntime(context.env);
    const cache = (globalThis.caches as unknown as { default: Cache }).default;
    cached = {
      env: context.env,
      handle: createEdgePages({
        db,
        generation,
        settings: securityHeaderSettings(config),
        render: renderPage,
        assets: context.env.ASSETS,
        cache,
        // Links are signed with SECRET_KEY (functions/api/[[route]].ts refuses to run without it).
        preview: config.secretKey ? { db, secretKey: config.secretKey } : undefined,
      }),
    };
  }
  return cached.handle(context);
};
