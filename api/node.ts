import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { contentFingerprint, getGeneration } from '../db/queries/build-status.ts';
import { lastLinkCheckAt } from '../db/queries/link-checks.ts';
import { getRetiredPath } from '../db/queries/retired-paths.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { createCatalogueReader } from './adapters/ai/catalogues.ts';
import { createImageAi } from './adapters/ai/images.ts';
import { sharpResizer } from './adapters/ai/node-image-resize.ts';
import { createSharpVariantMaker } from './adapters/images/node-variants.ts';
import { createOpenAiTextAi } from './adapters/ai/openai-text.ts';
import { createResearchSources } from './adapters/research/index.ts';
import { createGuardedFetcher } from './adapters/http/node-guarded-fetch.ts';
import { createNodeMailer } from './adapters/mail/node-select.ts';
import { boundedHasher, type HashingBounds } from './adapters/passwords/bounded.ts';
import { createScryptPool } from './adapters/passwords/node-scrypt-pool.ts';
import type { PasswordHasher } from './adapters/passwords/types.ts';
import { createContentGeneration } from '../publishing/rebuild/generation.ts';
import { createNodeRebuilder, type NodeRebuilder } from '../publishing/rebuild/node-build.ts';
import { serveSite, serveUploads } from '../publishing/serve/node-static.ts';
import { codeFingerprint } from '../publishing/build/node-code-fingerprint.ts';
import { createMemoryPageCache, renderOnDemand } from '../publishing/serve/on-demand.ts';
import { createVisitCounter } from '../publishing/serve/visit-counter.ts';
import { selectNodeStorage } from './adapters/storage/node-select.ts';
import { createApp } from './app.ts';
import { startScheduleRunner, type ScheduleRunner } from './schedule-runner.ts';
import { createBackground } from './background.ts';
import { ensureAdminAccount, type AdminAccount } from './services/admin-account.ts';
import { scheduleLinkChecks } from './services/link-monitor.ts';
import { previewReader } from './services/previews.ts';
import { publishDueItems } from './services/schedule.ts';
import { parseConfig, securityHeaderSettings, type Config, type Env } from './config.ts';
import type { AppDeps } from './deps.ts';

/**
 * The Node entry: one process that migrates and seeds the database, keeps the static site
 * built, and serves the site, uploads and /api/* on one port.
 */

export interface RunningServer {
  url: string;
  /** Who can sign in as admin (and a generated password, the one time one is made). */
  adminAccount: AdminAccount;
  config: Config;
  deps: AppDeps;
  rebuild: NodeRebuilder;
  /** Publishes due scheduled items every SCHEDULER_INTERVAL_SECONDS. */
  scheduler: ScheduleRunner;
  /** Adds the page views counted so far to page_visits (the server does every minute and when it stops). */
  flushVisits(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Env;
  log?: (line: string) => void;
  /** Replaces the site build command (tests use it to make a build fail on purpose). */
  buildCommand?: (outDir: string) => { file: string; args: string[] };
  /** Where the site build keeps code builds (default: the build cache); tests share one. */
  codeCacheDir?: string;
  /**
   * The password hasher behind the bounded queue (default: scrypt at OWASP cost in niced child
   * processes). Tests pass the cheap in-process one the API tests use: a browser test checks
   * screens, not the hashing cost (tests/passwords.test.ts does), and forking a pool per server
   * plus a full-cost hash per sign-in was a twentieth of the suite's CPU.
   */
  passwords?: PasswordHasher;
}

const UPLOADS_PREFIX = '/uploads/images/';
/**
 * Rendered pages kept in memory: enough for the pages a change makes stale and the busiest of the
 * rest. A page takes two entries (its copy, and the small pointer to it: on-demand.ts).
 */
const PAGE_CACHE = { entries: 4000, chars: 64 * 1024 * 1024 };
/** How long the content generation is trusted before it is read again (changes made by other processes). */
const GENERATION_MAX_AGE_MS = 1000;
const VISITS_FLUSH_MS = 60_000;
/**
 * How long an idle keep-alive connection stays open: longer than clients and proxies keep one
 * (Node's default is 5 s), so none sends a request on a connection the server is closing at that
 * moment, which fails with ECONNRESET and is not retried for a POST.
 */
const KEEP_ALIVE_MS = 65_000;
/** How long a stop waits for answers still being sent before it closes their connections. */
const CLOSE_GRACE_MS = 1000;

/** SECRET_KEY, else a random key generated once and kept in data/secret.key. */
async function loadSecretKey(config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const file = join(config.dataDir, 'secret.key');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const key = randomBytes(32).toString('hex');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

/** The build runs in another folder, so a relative file: database URL is made absolute for it. */
function absoluteFileUrl(url: string): string {
  return url.startsWith('file:') && !url.startsWith('file:/') ? `file:${resolve(url.slice('file:'.length))}` : url;
}

/**
 * The client's address. Behind our own proxies (TRUST_PROXY) it is the X-Forwarded-For entry
 * TRUSTED_PROXY_HOPS from the right: each trusted proxy appends the address it saw, so entries to
 * the left of that one were written by the client and prove nothing.
 */
function clientAddress(config: Config) {
  return (c: Context): string => {
    if (config.trustProxy) {
      const forwarded = c.req
        .header('X-Forwarded-For')
        ?.split(',')
        .map((entry) => entry.trim());
      const seen = forwarded?.[forwarded.length - config.trustedProxyHops];
      if (seen) return seen;
    }
    return getConnInfo(c).remote.address ?? 'unknown';
  };
}

/**
 * One hash at a time per core but one (at least one), so a core stays free for serving. A queue
 * of 16 is a few seconds of sign-ins; beyond it, 503 with Retry-After.
 */
function hashingBounds(): HashingBounds {
  return { concurrency: Math.max(1, availableParallelism() - 1), queueLimit: 16, retryAfterSeconds: 2 };
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const config = parseConfig(env);
  const dataDir = resolve(config.dataDir);
  await mkdir(dataDir, { recursive: true });

  const db = createDb(config.database);
  await migrateDb(db, config.database.url);
  if (await seedIfEmpty(db)) log('[start] database seeded with the curated experts and articles');
  // Hashing runs in niced processes, bounded below the core count, so a sign-in flood cannot starve
  // page serving; a caller's own hasher (tests) replaces the processes, not the bound.
  const bounds = hashingBounds();
  const scryptPool = options.passwords ? undefined : createScryptPool(bounds.concurrency);
  const passwords = boundedHasher(options.passwords ?? scryptPool!, bounds);
  const adminAccount = await ensureAdminAccount({ db, passwords }, config.admin);

  const generation = createContentGeneration(db, { maxAgeMs: GENERATION_MAX_AGE_MS });
  const buildEnv = { ...env, DATA_DIR: dataDir, DATABASE_URL: absoluteFileUrl(config.database.url), SITE_URL: config.siteUrl, SITE_NAME: config.siteName };
  const rebuild = await createNodeRebuilder({
    db,
    buildsDir: join(dataDir, 'builds'),
    env: buildEnv,
    // The code and settings, the file budget, the data, and the changes counted: a build that matches them all is current.
    fingerprint: async () => `${await codeFingerprint(buildEnv)}#${config.siteFileBudget}#${await contentFingerprint(db)}#${await getGeneration(db)}`,
    generation,
    log,
    ...(options.buildCommand ? { command: options.buildCommand } : {}),
    ...(options.codeCacheDir ? { codeCacheDir: options.codeCacheDir } : {}),
  });
  const pageCache = createMemoryPageCache(PAGE_CACHE);
  const visits = createVisitCounter(db);
  const flushVisits = setInterval(() => void visits.flush(), VISITS_FLUSH_MS);
  flushVisits.unref();

  const deps: AppDeps = {
    config,
    db,
    storage: selectNodeStorage(config, join(dataDir, 'uploads', 'images')),
    imageFetcher: createGuardedFetcher({ allowPrivate: config.allowPrivateImageUrls }),
    mail: createNodeMailer(config, join(dataDir, 'outbox')),
    rebuild,
    textAi: createOpenAiTextAi(config.ai, { timeoutMs: config.aiTimeoutMs }),
    research: createResearchSources(config.research, config.siteUrl),
    imageAi: createImageAi(config.ai, { timeoutMs: config.aiImageTimeoutMs }),
    catalogues: createCatalogueReader(config.ai),
    imageResizer: sharpResizer,
    imageVariants: createSharpVariantMaker(),
    passwords,
    background: createBackground(),
    clientAddress: clientAddress(config),
    secretKey: await loadSecretKey(config),
  };

  const server = new Hono();
  server.use('*', compress());
  server.route('/', createApp(deps));
  const headerSettings = securityHeaderSettings(config);
  server.get(`${UPLOADS_PREFIX}*`, serveUploads(join(dataDir, 'uploads', 'images'), UPLOADS_PREFIX, headerSettings));
  server.on(
    ['GET', 'HEAD'],
    '*',
    serveSite(rebuild.currentBuild, headerSettings, {
      retiredPath: (path) => getRetiredPath(db, path),
      preview: previewReader(deps),
      onDemand: {
        generation: () => generation.current(),
        render: (site, current, ref) => renderOnDemand({ db, cache: pageCache }, site, current, ref),
        visited: (path) => visits.count(path),
      },
    }),
  );
  server.all('*', (c) => c.text('Method not allowed', 405));

  const listening = await new Promise<ServerType>((ready) => {
    const options = { fetch: server.fetch, port: config.port, hostname: config.host, serverOptions: { keepAliveTimeout: KEEP_ALIVE_MS } };
    const instance = serve(options, () => ready(instance));
  });
  const { port } = listening.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  // Catch up on what came due while the server was down, before the start-up build (which then
  // includes it, so the catch-up asks for no build of its own). It still counts the change: until
  // that build is live, the last build's pages are stale and the data pages are rendered on demand.
  const caughtUp = await publishDueItems({
    ...deps,
    rebuild: {
      request: async () => {
        await generation.bump();
      },
      status: () => rebuild.status(),
    },
  });
  if (caughtUp.published.length + caughtUp.unpublished.length > 0) {
    log(`[schedule] caught up at start-up: ${caughtUp.published.length} published, ${caughtUp.unpublished.length} unpublished`);
  }
  await rebuild.ensureCurrent('start-up');
  const refusal = rebuild.refusal();
  if (refusal) {
    // Every build would fail and the site would answer 503: refuse to start, saying why.
    await new Promise<void>((done) => listening.close(() => done()));
    scryptPool?.close();
    rebuild.close();
    db.$client.close();
    throw new Error(refusal);
  }
  const scheduler = startScheduleRunner(deps, { intervalMs: config.schedulerIntervalSeconds * 1000, log });

  // The link monitor's daily run (LINK_CHECK_INTERVAL_HOURS=0 turns it off).
  const stopLinkChecks =
    config.linkCheck.intervalMs > 0
      ? scheduleLinkChecks(deps, { intervalMs: config.linkCheck.intervalMs, lastCheckedAt: await lastLinkCheckAt(db), log })
      : () => {};

  return {
    url,
    adminAccount,
    config,
    deps,
    rebuild,
    scheduler,
    flushVisits: () => visits.flush(),
    async close() {
      clearInterval(flushVisits);
      await scheduler.stop();
      stopLinkChecks();
      // Mail and AI runs started by requests finish first: they still write to the database.
      await deps.background.settled();
      await rebuild.whenIdle();
      await visits.flush();
      await new Promise<void>((done) => {
        listening.close(() => done());
        // What is still open after a grace is a client that stopped reading its answer: a long
        // keep-alive must not hold the stop up.
        if ('closeAllConnections' in listening) setTimeout(() => listening.closeAllConnections(), CLOSE_GRACE_MS).unref();
      });
      scryptPool?.close();
      rebuild.close();
      db.$client.close();
    },
  };
}
