import { z } from 'zod';
import { IMAGE_PROVIDERS } from '../domain/ai/images.ts';
import { TEXT_PROVIDERS } from '../domain/ai/models.ts';
import { ROLES, type Role } from '../domain/entities.ts';
import { ORCID_DEFAULT_BASE_URL, ORCID_PATHS } from '../domain/orcid.ts';
import { SCHEDULE_LIMITS } from '../domain/schedule.ts';

/**
 * The one place the environment is read into settings. Entries call `parseConfig` with their
 * environment (process.env on Node, the bindings on Cloudflare); nothing else reads variables.
 */

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().trim().default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optional,
  DATABASE_AUTH_TOKEN: optional,
  SITE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SITE_NAME: z.string().trim().min(1).default('Longevity Experts'),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional,
  SECRET_KEY: optional,
  TRUST_PROXY: flag,
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  ALLOWED_ORIGINS: optional,
  REQUIRE_2FA_ROLES: optional,
  GA_MEASUREMENT_ID: optional,
  SMTP_URL: optional,
  MAIL_FROM: optional,
  MAIL_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  MAIL_API_KEY: optional,
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  ALLOW_PRIVATE_IMAGE_URLS: flag,
  DEPLOY_HOOK_URL: optional,
  SITE_FILE_BUDGET: z.coerce.number().int().min(100).max(1_000_000).default(20_000),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENROUTER_API_KEY: optional,
  OPENROUTER_BASE_URL: optional,
  REPLICATE_API_TOKEN: optional,
  REPLICATE_BASE_URL: optional,
  STABILITY_API_KEY: optional,
  STABILITY_BASE_URL: optional,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  AI_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  AI_MONTHLY_BUDGET_USD: optional.pipe(z.coerce.number<string | undefined>().positive().optional()),
  AI_TEXT_MODEL: optional,
  AI_IMAGE_MODEL: optional,
  WIKIPEDIA_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WIKIDATA_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENALEX_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENALEX_API_KEY: optional,
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(SCHEDULE_LIMITS.defaultIntervalSeconds),
  LINK_CHECK_BATCH: z.coerce.number().int().min(1).max(1000).default(40),
  LINK_CHECK_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  COMMONS_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ORCID_BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ORCID_CLIENT_ID: optional,
  ORCID_CLIENT_SECRET: optional,
});

export type Env = Record<string, string | undefined>;

/**
 * AI_TEXT_MODEL / AI_IMAGE_MODEL: 'provider/model', the provider being the first segment
 * ('openrouter/anthropic/claude-sonnet-5.5', 'openai/gpt-6.1-sol', 'replicate/flux-dev').
 */
function parseModelSetting<P extends string>(name: string, value: string | undefined, providers: readonly P[]): { provider: P; model: string } | undefined {
  if (!value) return undefined;
  const slash = value.indexOf('/');
  const provider = value.slice(0, Math.max(0, slash)) as P;
  const model = value.slice(slash + 1).trim();
  if (slash < 1 || !providers.includes(provider) || !/^[A-Za-z0-9][A-Za-z0-9._:/@+-]*$/.test(model)) {
    throw new Error(`Invalid configuration:\n  ${name}: '${value}' is not provider/model with a provider of ${providers.join(', ')}`);
  }
  return { provider, model };
}

/** The entries of a comma-separated setting, trimmed, empty ones dropped. */
function parseList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A comma-separated list of roles; a name that is no role fails at start-up (a typo must not turn a requirement off silently). */
function parseRoles(name: string, list: string | undefined): Role[] {
  return parseList(list).map((entry) => {
    const role = ROLES.find((known) => known === entry.toLowerCase());
    if (!role) throw new Error(`Invalid configuration:\n  ${name}: '${entry}' is not a role (${ROLES.join(', ')})`);
    return role;
  });
}

/** A comma-separated list of http(s) origins (ALLOWED_ORIGINS), each reduced to its origin. */
function parseOrigins(list: string | undefined): string[] {
  return parseList(list).map((entry) => {
    const parsed = z.url({ protocol: /^https?$/ }).safeParse(entry);
    if (!parsed.success) throw new Error(`Invalid configuration:\n  ALLOWED_ORIGINS: '${entry}' is not an http(s) origin`);
    return new URL(parsed.data).origin;
  });
}

export function parseConfig(env: Env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR.replace(/\/+$/, '');
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) throw new Error('Invalid configuration: ADMIN_EMAIL is set without ADMIN_PASSWORD');
  if (Boolean(e.ORCID_CLIENT_ID) !== Boolean(e.ORCID_CLIENT_SECRET)) {
    // Half the pair would switch ORCID off without a word: say which one is missing.
    throw new Error(
      `Invalid configuration: ${e.ORCID_CLIENT_ID ? 'ORCID_CLIENT_ID is set without ORCID_CLIENT_SECRET' : 'ORCID_CLIENT_SECRET is set without ORCID_CLIENT_ID'}`,
    );
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    throw new Error('Invalid configuration: ADMIN_PASSWORD must be at least 8 characters long');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: { url: e.DATABASE_URL ?? `file:${dataDir}/app.db`, authToken: e.DATABASE_AUTH_TOKEN },
    siteUrl,
    siteName: e.SITE_NAME,
    secureCookies: siteUrl.startsWith('https://'),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    secretKey: e.SECRET_KEY,
    trustProxy: e.TRUST_PROXY,
    /** Proxies of ours that each append to X-Forwarded-For: the client is the entry this many from the right. */
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    /** Roles that must give a second factor before any other call (REQUIRE_2FA_ROLES); none by default. */
    require2faRoles: parseRoles('REQUIRE_2FA_ROLES', e.REQUIRE_2FA_ROLES),
    /** Origins whose pages may send state-changing requests: the site's own, plus ALLOWED_ORIGINS. */
    allowedOrigins: [...new Set([new URL(siteUrl).origin, ...parseOrigins(e.ALLOWED_ORIGINS)])],
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    mail: {
      smtpUrl: e.SMTP_URL,
      apiUrl: e.MAIL_API_URL,
      apiKey: e.MAIL_API_KEY,
      from: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'auto',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    allowPrivateImageUrls: e.ALLOW_PRIVATE_IMAGE_URLS,
    deployHookUrl: e.DEPLOY_HOOK_URL,
    /**
     * The most files a site build may hold (pages, assets, indexes...): the static set fills what
     * is left and every other page is rendered on demand. 20,000 is the Workers Free plan's static assets.
     */
    siteFileBudget: e.SITE_FILE_BUDGET,
    ai: {
      openai: e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL } : undefined,
      openrouter: e.OPENROUTER_API_KEY ? { apiKey: e.OPENROUTER_API_KEY, baseURL: e.OPENROUTER_BASE_URL ?? 'https://openrouter.ai/api/v1' } : undefined,
      replicate: e.REPLICATE_API_TOKEN ? { apiKey: e.REPLICATE_API_TOKEN, baseURL: e.REPLICATE_BASE_URL } : undefined,
      stability: e.STABILITY_API_KEY ? { apiKey: e.STABILITY_API_KEY, baseURL: e.STABILITY_BASE_URL } : undefined,
    },
    /** A run whose estimated maximum would take this month's AI spend (USD) past it is refused; unset means no limit. */
    aiMonthlyBudgetUsd: e.AI_MONTHLY_BUDGET_USD,
    /** The operator's default text and image models (else the dated preferences the catalogue offers). */
    aiTextModel: parseModelSetting('AI_TEXT_MODEL', e.AI_TEXT_MODEL, TEXT_PROVIDERS),
    aiImageModel: parseModelSetting('AI_IMAGE_MODEL', e.AI_IMAGE_MODEL, IMAGE_PROVIDERS),
    /** How long one AI provider call may take before it fails with 504. */
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    /** How long one image generation (polling included) may take before it fails with 504; images are slow. */
    aiImageTimeoutMs: e.AI_IMAGE_TIMEOUT_MS,
    /** How often the Node server publishes due scheduled items. */
    schedulerIntervalSeconds: e.SCHEDULER_INTERVAL_SECONDS,
    research: {
      wikipediaBaseUrl: (e.WIKIPEDIA_BASE_URL ?? 'https://en.wikipedia.org').replace(/\/+$/, ''),
      wikidataBaseUrl: (e.WIKIDATA_BASE_URL ?? 'https://www.wikidata.org').replace(/\/+$/, ''),
      openAlexBaseUrl: (e.OPENALEX_BASE_URL ?? 'https://api.openalex.org').replace(/\/+$/, ''),
      openAlexApiKey: e.OPENALEX_API_KEY,
      commonsBaseUrl: (e.COMMONS_BASE_URL ?? 'https://commons.wikimedia.org').replace(/\/+$/, ''),
    },
    linkCheck: {
      /** Links checked by the Cloudflare Worker's daily run (or by the admin's 'check now'): Workers limit the subrequests of one invocation. */
      batch: e.LINK_CHECK_BATCH,
      /** How often the Node server runs the monitor; 0 turns the schedule off. */
      intervalMs: e.LINK_CHECK_INTERVAL_HOURS * 60 * 60 * 1000,
    },
    /**
     * Signing in with ORCID and claiming profiles with it (issue 36): off (buttons hidden, routes
     * 503) until both the client id and secret are set. ORCID_BASE_URL is https://sandbox.orcid.org
     * while testing against ORCID's sandbox.
     */
    orcid:
      e.ORCID_CLIENT_ID && e.ORCID_CLIENT_SECRET
        ? {
            baseUrl: (e.ORCID_BASE_URL ?? ORCID_DEFAULT_BASE_URL).replace(/\/+$/, ''),
            clientId: e.ORCID_CLIENT_ID,
            clientSecret: e.ORCID_CLIENT_SECRET,
            redirectUri: `${siteUrl}${ORCID_PATHS.callback}`,
          }
        : undefined,
  };
}

export type Config = ReturnType<typeof parseConfig>;

/** What the security headers depend on (domain/security-headers.ts), read from the settings. */
export function securityHeaderSettings(config: Config) {
  return { siteUrl: config.siteUrl, storagePublicUrl: config.s3?.publicUrl, gaMeasurementId: config.gaMeasurementId };
}
