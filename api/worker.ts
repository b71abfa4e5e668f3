/**
 * The Cloudflare entry: one Worker (wrangler.toml) whose static assets are the site build (dist/),
 * answering what the assets do not: the API (/api/*, the same Hono app as the Node server), the
 * pages outside the static set and the previews (publishing/serve/edge-pages.ts, rendered by the
 * build's own renderer: the `#site-render` import, site-render/ of `npm run build`), and the Cron
 * Triggers (api/scheduled-jobs.ts). Only the default export: workerd takes every named export of
 * the entry module for an entrypoint of its own.
 */
import { renderPage } from '#site-render';
import type { ExecutionContext } from 'hono';
import { edgeRuntime, type WorkerEnv } from './edge-runtime.ts';
import { runScheduledJob } from './scheduled-jobs.ts';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export default {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> | Response {
    const runtime = edgeRuntime(env, renderPage);
    if (isApiPath(new URL(request.url).pathname)) return runtime.app.fetch(request, env, ctx);
    return runtime.pages(request, (promise) => ctx.waitUntil(promise));
  },

  async scheduled(controller: { cron: string }, env: WorkerEnv): Promise<void> {
    console.log(await runScheduledJob(edgeRuntime(env, renderPage).deps, controller.cron));
  },
};
