/**
 * Cloudflare Pages Functions entry: the same Hono app as the Node server, wired to edge
 * adapters (Turso over HTTP, pure-JS scrypt, HTTP mail API, deploy hook). Pages are served by
 * functions/[[path]].ts, which shares this isolate's database client and content generation.
 */
import { handle } from 'hono/cloudflare-pages';
import { createCatalogueReader } from '../../api/adapters/ai/catalogues.ts';
import { keepSizeResizer } from '../../api/adapters/ai/image-types.ts';
import { createImageAi } from '../../api/adapters/ai/images.ts';
import { createOpenAiTextAi } from '../../api/adapters/ai/openai-text.ts';
import { createResearchSources } from '../../api/adapters/research/index.ts';
import { createEdgeFetcher } from '../../api/adapters/http/edge-fetch.ts';
import { createConsoleMailer } from '../../api/adapters/mail/console.ts';
import { createHttpApiMailer } from '../../api/adapters/mail/http-api.ts';
import { createNobleScryptHasher } from '../../api/adapters/passwords/noble-scrypt.ts';
import { createDeployHookRebuilder } from '../../api/adapters/rebuild/deploy-hook.ts';
import { createS3Storage } from '../../api/adapters/storage/s3.ts';
import { createUnconfiguredStorage } from '../../api/adapters/storage/unconfigured.ts';
import { createApp } from '../../api/app.ts';
import { createBackground } from '../../api/background.ts';
import type { Env } from '../../api/config.ts';
import { edgeRuntime } from '../../api/edge-runtime.ts';

type Handler = ReturnType<typeof handle>;

let cached: { env: Env; handler: Handler } | undefined;

/** One app per isolate, rebuilt only if the bindings change. */
function handlerFor(env: Env): Handler {
  if (cached?.env === env) return cached.handler;
  const { config, db, generation } = edgeRuntime(env);
  if (!config.secretKey) throw new Error('SECRET_KEY must be set on Cloudflare');
  const app = createApp({
    config,
    db,
    storage: config.s3 ? createS3Storage(config.s3) : createUnconfiguredStorage(),
    imageFetcher: createEdgeFetcher({ allowPrivate: config.allowPrivateImageUrls }),
    mail: config.mail.apiUrl
      ? createHttpApiMailer({ url: config.mail.apiUrl, apiKey: config.mail.apiKey, from: config.mail.from })
      : createConsoleMailer(),
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
  });
  const handler = handle(app);
  cached = { env, handler };
  return handler;
}

export const onRequest: Handler = (context) => handlerFor(context.env as Env)(context);
