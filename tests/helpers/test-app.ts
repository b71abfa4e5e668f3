import { join } from 'node:path';
import { createCatalogueReader } from '../../api/adapters/ai/catalogues.ts';
import { afterAll } from 'vitest';
import { createImageAi } from '../../api/adapters/ai/images.ts';
import { sharpResizer } from '../../api/adapters/ai/node-image-resize.ts';
import { createSharpVariantMaker } from '../../api/adapters/images/node-variants.ts';
import { createOpenAiTextAi } from '../../api/adapters/ai/openai-text.ts';
import { createResearchSources } from '../../api/adapters/research/index.ts';
import { createGuardedFetcher } from '../../api/adapters/http/node-guarded-fetch.ts';
import { createScryptHasher } from '../../api/adapters/passwords/node-scrypt.ts';
import { createFolderStorage } from '../../api/adapters/storage/node-folder.ts';
import { createOutboxMailer } from '../../api/adapters/mail/node-outbox.ts';
import { createApp } from '../../api/app.ts';
import { createBackground } from '../../api/background.ts';
import { parseConfig, type Env } from '../../api/config.ts';
import type { AppDeps } from '../../api/deps.ts';
import { recordingRebuilder } from './recording-rebuilder.ts';
import { createTestDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:4321';

/** Cheap scrypt parameters: tests exercise the real hasher without paying production cost per call. */
export const fastPasswords = createScryptHasher({ logN: 10, r: 8, p: 1, keyLength: 32 });

/**
 * The real app over a real migrated libSQL file, with folder storage and an outbox in a temp dir.
 * Work the app runs past a response (mail, AI runs) settles before the file's cleanup removes the
 * database and the folder; `settled()` waits for it mid-test (e.g. for the mail a request sent).
 */
export async function createTestApp(env: Env = {}, overrides: Partial<AppDeps> = {}) {
  const { db, dir } = await createTestDb();
  const config = parseConfig({ DATA_DIR: dir, SITE_URL: TEST_ORIGIN, ...env });
  const rebuild = recordingRebuilder();
  const deps: AppDeps = {
    config,
    db,
    storage: createFolderStorage(join(dir, 'uploads', 'images')),
    imageFetcher: createGuardedFetcher({ allowPrivate: config.allowPrivateImageUrls }),
    mail: createOutboxMailer(join(dir, 'outbox'), () => {}),
    rebuild,
    textAi: createOpenAiTextAi(config.ai, { timeoutMs: config.aiTimeoutMs }),
    research: createResearchSources(config.research, config.siteUrl),
    imageAi: createImageAi(config.ai, { timeoutMs: config.aiImageTimeoutMs, pollIntervalMs: 20 }),
    catalogues: createCatalogueReader(config.ai),
    imageResizer: sharpResizer,
    imageVariants: createSharpVariantMaker(),
    passwords: fastPasswords,
    clientAddress: (c) => c.req.header('X-Test-Client') ?? '127.0.0.1',
    secretKey: 'test-secret-key-0123456789abcdef',
    background: createBackground(),
    ...overrides,
  };
  const app = createApp(deps);
  const settled = () => deps.background.settled();
  // Registered after createTestDb's cleanup, so it runs before it (vitest runs afterAll hooks as a stack).
  afterAll(settled);

  /** A JSON request as a browser on the site would send it. */
  function request(method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...options.headers };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  return { app, deps, db, dir, rebuild, request, settled };
}
