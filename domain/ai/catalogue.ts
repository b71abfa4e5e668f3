import { z } from 'zod';
import { MAX_PRICE_TIERS, priceTierSchema, type PriceTier } from './pricing.ts';

/**
 * Model catalogues: what each provider offers today, read from its own list (OpenRouter, OpenAI,
 * Replicate) or, for Stability (which has no list call), from dated data in model-facts.ts. The
 * API stores each list with the time it was read; pickers, defaults, prices and the shutdown guard
 * all read from it, so no model name written in the code is ever sent without the provider
 * listing it.
 */

export const CATALOGUE_PROVIDERS = ['openrouter', 'openai', 'replicate', 'stability'] as const;
export type CatalogueProvider = (typeof CATALOGUE_PROVIDERS)[number];

export const CATALOGUE_PROVIDER_LABELS: Record<CatalogueProvider, string> = {
  openrouter: 'OpenRouter',
  openai: 'OpenAI',
  replicate: 'Replicate',
  stability: 'Stability AI',
};

/** What a model makes: the pickers offer text models with structured output, and image models. */
export type ModelKind = 'text' | 'image' | 'other';

/** USD prices; null where the provider's list says nothing (OpenAI and Replicate publish no prices in theirs). */
export interface ModelPricing {
  inputPerMTokUsd: number | null;
  outputPerMTokUsd: number | null;
  perImageUsd: number | null;
  /** Long-context rates (pricing.ts), in the provider's order; empty for a flat price. */
  tiers: PriceTier[];
}

export interface CatalogueModel {
  id: string;
  name: string;
  kind: ModelKind;
  /** Accepts a strict JSON schema as its response format (every text generation here needs it). */
  structuredOutput: boolean;
  outputModalities: string[];
  contextLength: number | null;
  pricing: ModelPricing;
  /** YYYY-MM-DD when the provider has announced one. */
  shutdownDate: string | null;
  /** The version a model runs by (Replicate's latest version id). */
  version: string | null;
}

const price = z.number().finite().nonnegative().nullable().catch(null);

/** A stored list is read back through this: a hand-edited or truncated row yields fewer models, never a crash. */
export const catalogueModelSchema = z.object({
  id: z.string().min(1).max(300),
  name: z.string().max(300).catch(''),
  kind: z.enum(['text', 'image', 'other']).catch('other'),
  structuredOutput: z.boolean().catch(false),
  outputModalities: z.array(z.string().max(40)).max(20).catch([]),
  contextLength: z.number().int().positive().nullable().catch(null),
  pricing: z
    .object({ inputPerMTokUsd: price, outputPerMTokUsd: price, perImageUsd: price, tiers: z.array(priceTierSchema).max(MAX_PRICE_TIERS).catch([]) })
    .catch({ inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: null, tiers: [] }),
  shutdownDate: z.iso.date().nullable().catch(null),
  version: z.string().max(200).nullable().catch(null),
});

export function parseStoredModels(value: unknown): CatalogueModel[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = catalogueModelSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A list older than this is read again the next time it is needed ("at most daily"). */
export const CATALOGUE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** After a failed read, the stored list serves this long before the provider is asked again. */
export const CATALOGUE_RETRY_MS = 60 * 60 * 1000;
/** How long one catalogue call may take. */
export const CATALOGUE_TIMEOUT_MS = 10_000;
/**
 * A model whose shutdown is this close (or past) is warned about, everywhere alike: npm run
 * ai:check, the AI screens and the start-up log; and a default moves past such a model when a
 * lasting one is listed. Providers announce shutdowns months ahead; two months leave an operator
 * time to test and switch.
 */
export const SHUTDOWN_WARNING_DAYS = 60;

/** Where a list came from and how old it is, as every AI screen shows it. */
export interface CatalogueStatus {
  provider: CatalogueProvider;
  label: string;
  /** 'provider': read from the provider's list; 'built-in': the dated data in model-facts.ts (Stability, or nothing read yet). */
  source: 'provider' | 'built-in';
  fetchedAt: string | null;
  /** Whole hours since it was read; null for built-in data. */
  ageHours: number | null;
  /** Older than a day (a refresh is due or failed). */
  stale: boolean;
  /** Why the last read failed, when it did: the stored list is being used meanwhile. */
  lastError: string | null;
  /** The date the built-in data was checked. */
  checkedOn: string | null;
  modelCount: number;
}

/** Days from `now` until a YYYY-MM-DD shutdown date (negative once past). */
export function daysUntil(date: string, now: Date): number {
  return Math.floor((Date.parse(`${date}T00:00:00Z`) - now.getTime()) / (24 * 60 * 60 * 1000));
}

export function shutsDownSoon(model: Pick<CatalogueModel, 'shutdownDate'>, now: Date): boolean {
  return model.shutdownDate !== null && daysUntil(model.shutdownDate, now) <= SHUTDOWN_WARNING_DAYS;
}

/** Edits (insert, delete, replace) between two ids. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Ids ordered by how close they are to `wanted`: the longest shared beginning first, then the fewest edits. */
export function nearestModelIds(wanted: string, ids: readonly string[], count = 3): string[] {
  const want = wanted.toLowerCase();
  const shared = (id: string) => {
    const other = id.toLowerCase();
    let n = 0;
    while (n < want.length && n < other.length && want[n] === other[n]) n++;
    return n;
  };
  const distance = (id: string) => editDistance(want, id.toLowerCase());
  return [...ids].sort((a, b) => shared(b) - shared(a) || distance(a) - distance(b) || a.localeCompare(b)).slice(0, count);
}
