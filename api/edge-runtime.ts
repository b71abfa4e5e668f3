import { createCatalogueReader } from './adapters/ai/catalogues.ts';
import { keepSizeResizer } from './adapters/ai/image-types.ts';
import { createImageAi } from './adapters/ai/images.ts';
import { createOpenAiTextAi } from './adapters/ai/openai-text.ts';
import { createEdgeFetcher } from './adapters/http/edge-fetch.ts';
import { createConsoleMailer } from './adapters/mail/console.ts';
import { createHttpApiMailer } from './adapters/mail/http-api.ts';
import { createNobleScryptHasher } from './adapters/passwords/noble-scrypt.ts';
import { createDeployHookRebuilder } from '../publishing/rebuild/deploy-hook.ts';
import { createContentGeneration } from '../publishing/rebuild/generation.ts';
import { createResearchSources } from './adapters/research/index.ts';
import { createEdgePages, type AssetFetcher, type EdgePages } from '../publishing/serve/edge-pages.ts';
import { createS3Storage } from './adapters/storage/s3.ts';
import { createUnconfiguredStorage } from './adapters/storage/unconfigured.ts';
import { createApp } from './app.ts';
import { createBackground } from './background.ts';
import { parseConfig, securityHeaderSettings, type Env } from './config.ts';
import type { AppDeps } from './deps.ts';
import { previewReader } from './services/previews.ts';
import { createDb } from '../db/client.ts';
import type { RenderPage } from '../domain/site-pages.ts';

/**
 * What one isolate of the Cloudflare Worker (api/worker.ts) shares between its requests and its
 * scheduled runs: the configuration, one database client (Turso over HTTP), the content
 * generation (so a change made through the API is seen at once by the pages of the same isolate),
 * the app's adapters for the edge (pure-JS scrypt, R2 through its S3 API, an HTTP mail API, the
 * Workers Builds deploy hook), the Hono app and the page handler.
 */

/** The Worker's bindings: the variables and secrets, and its static assets. */
export type WorkerEnv = Env & { ASSETS: AssetFetcher };

export interface EdgeRuntime {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  pages: EdgePages;
}

/**
 * How long an isolate trusts the content generation it read: a change made at another location
 * is served from here within this time. One small query per isolate per second at most.
 */
export const EDGE_GENERATION_MAX_AGE_MS = 1000;

let shared: { env: WorkerEnv; runtime: EdgeRuntime } | undefined;

/** One runtime per isolate, made again only if the bindings change. */
export function edgeRuntime(env: WorkerEnv, render: RenderPage): EdgeRuntime {
  if (shared?.env === env) return shared.runtime;
  const config = parseConfig(env);
  if (!config.secretKey) throw new Error('SECRET_KEY must be set on Cloudflare');
  const db = createDb(config.database);
  const generation = createContentGeneration(db, { maxAgeMs: EDGE_GENERATION_MAX_AGE_MS });
  const deps: AppDeps = {
    config,
    db,
    storage: config.s3 ? createS3Storage(config.s3) : createUnconfiguredStorage(),
    imageFetcher: createEdgeFetcher({ allowPrivate: config.allowPrivateImageUrls }),
    mail: config.mail.apiUrl ? createHttpApiMailer({ url: config.mail.apiUrl, apiKey: config.mail.apiKey, from: config.mail.from }) : createConsoleMailer(),
    rebuild: createDeployHookRebuilder(db, config.deployHookUrl, { generation }),
    textAi: createOpenAiTextAi(config.ai, { timeoutMs: config.aiTimeoutMs }),
    research: createResearchSources(config.research, config.siteUrl),
    imageAi: createImageAi(config.ai, { timeoutMs: config.aiImageTimeoutMs }),
    catalogues: createCatalogueReader(config.ai),
    imageResizer: keepSizeResizer,
    passwords: createNobleScryptHasher(),
    background: createBackground(),
    clientAddress: (c) => c.req.header('CF-Connecting-IP') ?? 'unknown',
    secretKey: config.secretKey,
  };
  const pages = createEdgePages({
    db,
    generation,
    settings: securityHeaderSettings(config),
    render,
    assets: env.ASSETS,
    cache: (globalThis.caches as unknown as { default: Cache }).default,
    preview: previewReader({ db, secretKey: config.secretKey }),
  });
  const runtime = { deps, app: createApp(deps), pages };
  shared = { env, runtime };
  return runtime;
}
