import type { Context } from 'hono';
import type { CatalogueReader } from './adapters/ai/catalogues.ts';
import type { Background } from './background.ts';
import type { ImageAi, ImageResizer } from './adapters/ai/image-types.ts';
import type { ImageVariantMaker } from './adapters/images/types.ts';
import type { TextAi } from './adapters/ai/types.ts';
import type { ResearchSources } from './adapters/research/index.ts';
import type { Db } from '../db/client.ts';
import type { ImageFetcher } from './adapters/http/types.ts';
import type { Mailer } from './adapters/mail/types.ts';
import type { Rebuilder } from '../publishing/rebuild/types.ts';
import type { PasswordHasher } from './adapters/passwords/types.ts';
import type { Storage } from './adapters/storage/types.ts';
import type { Config } from './config.ts';
import type { PublicUser } from '../domain/entities.ts';
import type { SecondFactorMethod } from '../domain/second-factor.ts';
import type { RateLimitRules } from '../domain/limits.ts';

/** Everything the API talks to, handed in by the entry (Node or Cloudflare). */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  /** One guarded HTTP GET for image downloads (SSRF checks per hop); the download service follows redirects. */
  imageFetcher: ImageFetcher;
  mail: Mailer;
  rebuild: Rebuilder;
  passwords: PasswordHasher;
  /** Structured text generation (OpenRouter, OpenAI); answers 503 for a provider without a key. */
  textAi: TextAi;
  /** Wikipedia, Wikidata and OpenAlex, for grounded expert research. */
  research: ResearchSources;
  /** Image generation (OpenAI, Replicate, Stability); 503 for a provider without a key. */
  imageAi: ImageAi;
  /** The providers' model lists (OpenRouter, OpenAI, Replicate; Stability's dated list), read into the database at most daily. */
  catalogues: CatalogueReader;
  /** Exact-size crops on Node (sharp); the edge keeps the provider's size. */
  imageResizer: ImageResizer;
  /** Work that outlives a response (mail, AI runs): every such task runs through it, and closing waits for it. */
  background: Background;
  /** Makes every stored image's sizes as it is stored (sharp, on Node); absent on the edge, where the site build makes them. */
  imageVariants?: ImageVariantMaker;
  /** The client's address as the runtime sees it, for rate limits. */
  clientAddress: (c: Context) => string;
  /** HMAC key for captcha tokens; the entry supplies SECRET_KEY or a generated, persisted one. */
  secretKey: string;
  /** The clock of sessions, captcha tokens, reset links and rate limits; tests move it instead of sleeping. */
  now?: () => Date;
  /** Replaces RATE_LIMITS (the benchmark raises them); the product always uses the defaults. */
  rateLimits?: RateLimitRules;
}

export interface AppEnv {
  Variables: {
    user: PublicUser | null;
    sessionId: string | null;
    /** How the session's sign-in gave its second factor; null with the password alone (or signed out). */
    sessionSecondFactor: SecondFactorMethod | null;
  };
}
