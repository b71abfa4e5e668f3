import { CATALOGUE_PROVIDER_LABELS, CATALOGUE_TIMEOUT_MS, type CatalogueModel, type CatalogueProvider } from '../../../domain/ai/catalogue.ts';
import { openAiModelKind, REPLICATE_MODELS, stabilityCatalogue } from '../../../domain/ai/model-facts.ts';
import { MAX_PRICE_TIERS, type PriceTier } from '../../../domain/ai/pricing.ts';

interface ProviderSettings {
  apiKey: string;
  baseURL?: string | undefined;
}

export type CatalogueSettings = Partial<Record<CatalogueProvider, ProviderSettings | undefined>>;

/** A catalogue read that failed: `status` is the provider's HTTP status when it answered (401/403: the key was refused). */
export class CatalogueError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'CatalogueError';
    this.status = status;
  }
}

/**
 * Reads each provider's model list with plain fetch (Node and workerd alike): OpenRouter
 * `GET /models` followed page by page through `links.next` to the last page, OpenAI `GET /models`
 * (one unpaged list), Replicate `GET /v1/models/{owner}/{name}` for the models in use; Stability
 * has no list call, so its dated list is answered. One read of one provider, however many pages
 * or calls it takes, has CATALOGUE_TIMEOUT_MS and MAX_CATALOGUE_BYTES in all. `checkKey` makes
 * the one call that proves a key is accepted (OpenRouter's model list is public, so it asks
 * `GET /key`).
 */
export interface CatalogueReader {
  configured(provider: CatalogueProvider): boolean;
  read(provider: CatalogueProvider): Promise<CatalogueModel[]>;
  checkKey(provider: CatalogueProvider): Promise<void>;
}

const DEFAULT_BASES: Record<CatalogueProvider, string> = {
  openrouter: 'https://openrouter.ai/api/v1',
  openai: 'https://api.openai.com/v1',
  replicate: 'https://api.replicate.com',
  stability: 'https://api.stability.ai',
};

/** USD per token (OpenRouter's strings; '-1' means variable, as for its auto router) to USD per million tokens. */
function perMillion(value: unknown): number | null {
  const number = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? Math.round(number * 1e6 * 1e6) / 1e6 : null;
}

function dateOnly(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

interface OpenRouterModel {
  id?: unknown;
  name?: unknown;
  context_length?: unknown;
  pricing?: Record<string, unknown>;
  architecture?: { output_modalities?: unknown };
  supported_parameters?: unknown;
  expiration_date?: unknown;
}

/**
 * OpenRouter's `pricing.overrides` that depend on the prompt's length alone, as tiers. An entry
 * with another condition (a daily UTC time window) or no price of its own is left out: the base
 * price is what applies outside such a window, and the reported cost settles the call anyway.
 */
function promptTiers(overrides: unknown): PriceTier[] {
  if (!Array.isArray(overrides)) return [];
  return overrides
    .flatMap((entry: Record<string, unknown> | null): PriceTier[] => {
      const threshold = entry?.min_prompt_tokens;
      if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 0) return [];
      if (Object.keys(entry ?? {}).some((key) => key.startsWith('utc_'))) return [];
      const tier = { abovePromptTokens: threshold, inputPerMTokUsd: perMillion(entry?.prompt), outputPerMTokUsd: perMillion(entry?.completion) };
      return tier.inputPerMTokUsd === null && tier.outputPerMTokUsd === null ? [] : [tier];
    })
    .slice(0, MAX_PRICE_TIERS);
}

export function parseOpenRouterModels(body: unknown): CatalogueModel[] {
  const data = (body as { data?: unknown })?.data;
  if (!Array.isArray(data)) throw new CatalogueError('the model list was not in the expected shape');
  return (data as OpenRouterModel[]).flatMap((model) => {
    if (typeof model?.id !== 'string' || !model.id) return [];
    const outputs = strings(model.architecture?.output_modalities);
    const kind = outputs.includes('image') ? 'image' : outputs.includes('text') || outputs.length === 0 ? 'text' : 'other';
    return [
      {
        id: model.id,
        name: typeof model.name === 'string' ? model.name : model.id,
        kind,
        structuredOutput: strings(model.supported_parameters).includes('structured_outputs'),
        outputModalities: outputs,
        contextLength: typeof model.context_length === 'number' && model.context_length > 0 ? Math.floor(model.context_length) : null,
        pricing: {
          inputPerMTokUsd: perMillion(model.pricing?.prompt),
          outputPerMTokUsd: perMillion(model.pricing?.completion),
          perImageUsd: null,
          tiers: promptTiers(model.pricing?.overrides),
        },
        shutdownDate: dateOnly(model.expiration_date),
        version: null,
      } satisfies CatalogueModel,
    ];
  });
}

export function parseOpenAiModels(body: unknown): CatalogueModel[] {
  const data = (body as { data?: unknown })?.data;
  if (!Array.isArray(data)) throw new CatalogueError('the model list was not in the expected shape');
  return (data as Array<{ id?: unknown; shutdown_date?: unknown }>).flatMap((model) => {
    if (typeof model?.id !== 'string' || !model.id) return [];
    const { kind, structuredOutput } = openAiModelKind(model.id);
    return [
      {
        id: model.id,
        name: model.id,
        kind,
        structuredOutput,
        outputModalities: kind === 'image' ? ['image'] : kind === 'text' ? ['text'] : [],
        contextLength: null,
        pricing: { inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: null, tiers: [] },
        shutdownDate: dateOnly(model.shutdown_date),
        version: null,
      } satisfies CatalogueModel,
    ];
  });
}

export function parseReplicateModel(id: string, body: unknown): CatalogueModel | undefined {
  const model = body as { owner?: unknown; name?: unknown; latest_version?: { id?: unknown } | null };
  const spec = REPLICATE_MODELS[id];
  const version = typeof model?.latest_version?.id === 'string' ? model.latest_version.id : null;
  // A community model runs by version: without one it cannot run at all.
  if (!spec || (spec.runBy === 'version' && !version)) return undefined;
  return {
    id,
    name: `${typeof model.owner === 'string' ? model.owner : spec.owner}/${typeof model.name === 'string' ? model.name : spec.name}`,
    kind: 'image',
    structuredOutput: false,
    outputModalities: ['image'],
    contextLength: null,
    pricing: { inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: null, tiers: [] },
    shutdownDate: null,
    version,
  };
}

/** OpenRouter's whole list is well under 2 MB; anything far larger, over all its pages, is not a model list. */
const MAX_CATALOGUE_BYTES = 16 * 1024 * 1024;
/** OpenRouter pages hold up to 1,000 models; a list that needs this many pages is not a model list. */
const MAX_CATALOGUE_PAGES = 50;

/** What one read may still spend: one deadline and one byte allowance shared by all its calls. */
interface ReadBudget {
  signal: AbortSignal;
  bytesLeft: number;
}

/** Whether an error is the read's deadline (fetch and body reads throw it as TimeoutError or AbortError). */
function timedOut(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The body as text, or undefined (and the rest left unread) once it passes what the budget has left. */
async function readLimited(response: Response, budget: ReadBudget): Promise<string | undefined> {
  if (Number(response.headers.get('Content-Length') ?? 0) > budget.bytesLeft) {
    await response.body?.cancel();
    return undefined;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    budget.bytesLeft -= next.value.byteLength;
    if (budget.bytesLeft < 0) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(next.value, { stream: true });
  }
  return text + decoder.decode();
}

/** OpenRouter's `links.next` (a path such as `/api/v1/models?offset=500&limit=500`, or null on the last page). */
function openRouterNext(body: unknown): string | null {
  const next = (body as { links?: { next?: unknown } } | null)?.links?.next;
  return typeof next === 'string' && next ? next : null;
}

export function createCatalogueReader(settings: CatalogueSettings, options: { timeoutMs?: number } = {}): CatalogueReader {
  const timeoutMs = options.timeoutMs ?? CATALOGUE_TIMEOUT_MS;

  function base(provider: CatalogueProvider): string {
    return (settings[provider]?.baseURL ?? DEFAULT_BASES[provider]).replace(/\/+$/, '');
  }

  const newBudget = (): ReadBudget => ({ signal: AbortSignal.timeout(timeoutMs), bytesLeft: MAX_CATALOGUE_BYTES });
  const lateError = () => new CatalogueError(`did not answer within ${Math.round(timeoutMs / 1000)} seconds`);

  async function getJson(provider: CatalogueProvider, url: string, budget: ReadBudget, allowMissing = false): Promise<unknown> {
    const configured = settings[provider];
    if (!configured) throw new CatalogueError(`${CATALOGUE_PROVIDER_LABELS[provider]} is not configured`);
    let response: Response;
    try {
      response = await fetch(url, { headers: { Authorization: `Bearer ${configured.apiKey}`, Accept: 'application/json' }, signal: budget.signal });
    } catch (error) {
      throw timedOut(error) ? lateError() : new CatalogueError('could not be reached');
    }
    if (allowMissing && response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CatalogueError(
        response.status === 401 || response.status === 403 ? `refused the key (status ${response.status})` : `answered with status ${response.status}`,
        response.status,
      );
    }
    let text: string | undefined;
    try {
      text = await readLimited(response, budget);
    } catch (error) {
      throw timedOut(error) ? lateError() : new CatalogueError('could not be read to the end');
    }
    if (text === undefined) throw new CatalogueError(`answered more than ${MAX_CATALOGUE_BYTES / (1024 * 1024)} MB`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new CatalogueError('answered something that is not JSON');
    }
  }

  /**
   * Every page of a paged list, first to last, within one budget. A next page is only followed on
   * the list's own origin (the key goes with each request), never twice (a list that leads back to
   * a page it has shown would never end), and at most MAX_CATALOGUE_PAGES deep.
   */
  async function getPages(provider: CatalogueProvider, first: string, nextOf: (body: unknown) => string | null): Promise<unknown[]> {
    const budget = newBudget();
    const origin = new URL(first).origin;
    const seen = new Set<string>();
    const pages: unknown[] = [];
    for (let url: string | null = first; url !== null;) {
      if (seen.has(url)) throw new CatalogueError('gave a next page it had already given');
      if (pages.length === MAX_CATALOGUE_PAGES) throw new CatalogueError(`gave more than ${MAX_CATALOGUE_PAGES} pages`);
      seen.add(url);
      const body = await getJson(provider, url, budget);
      pages.push(body);
      const next = nextOf(body);
      if (next === null) break;
      let target: URL;
      try {
        target = new URL(next, url);
      } catch {
        throw new CatalogueError('gave a next page that is not an address');
      }
      if (target.origin !== origin) throw new CatalogueError(`gave a next page on another host (${target.host})`);
      url = target.href;
    }
    return pages;
  }

  /** Models of all pages, each id once (a list that shifts between pages may repeat one). */
  function allModels(pages: unknown[], parse: (body: unknown) => CatalogueModel[]): CatalogueModel[] {
    const byId = new Map<string, CatalogueModel>();
    for (const model of pages.flatMap(parse)) if (!byId.has(model.id)) byId.set(model.id, model);
    return [...byId.values()];
  }

  return {
    configured: (provider) => Boolean(settings[provider]),

    async read(provider) {
      if (provider === 'stability') {
        if (!settings.stability) throw new CatalogueError('Stability AI is not configured');
        return stabilityCatalogue();
      }
      if (provider === 'openrouter') return allModels(await getPages(provider, `${base(provider)}/models`, openRouterNext), parseOpenRouterModels);
      if (provider === 'openai') return parseOpenAiModels(await getJson(provider, `${base(provider)}/models`, newBudget()));
      const budget = newBudget();
      const found = await Promise.all(
        Object.entries(REPLICATE_MODELS).map(async ([id, spec]) => {
          const body = await getJson(provider, `${base(provider)}/v1/models/${spec.owner}/${spec.name}`, budget, true);
          return body === undefined ? undefined : parseReplicateModel(id, body);
        }),
      );
      return found.filter((model): model is CatalogueModel => model !== undefined);
    },

    async checkKey(provider) {
      const budget = newBudget();
      if (provider === 'openrouter') await getJson(provider, `${base(provider)}/key`, budget);
      else if (provider === 'openai') await getJson(provider, `${base(provider)}/models`, budget);
      else if (provider === 'replicate') await getJson(provider, `${base(provider)}/v1/account`, budget);
      else if (provider === 'stability') await getJson(provider, `${base(provider)}/v1/user/balance`, budget);
    },
  };
}
