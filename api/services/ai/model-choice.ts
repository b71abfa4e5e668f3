import { CATALOGUE_PROVIDER_LABELS, nearestModelIds, shutsDownSoon, type CatalogueModel, type CatalogueProvider } from '../../../domain/ai/catalogue.ts';
import { IMAGE_MESSAGES_AI, IMAGE_PROVIDERS, type ImageProvider } from '../../../domain/ai/images.ts';
import { AI_MESSAGES, noModelMessage, unknownModelMessage } from '../../../domain/ai/messages.ts';
import {
  FALLBACK_PRICES,
  IMAGE_MODEL_PREFERENCES,
  IMAGE_OUTPUT_TOKENS_CEILING,
  LEGACY_MODEL_IDS,
  TEXT_MODEL_PREFERENCES,
} from '../../../domain/ai/model-facts.ts';
import {
  DEFAULT_TEXT_PROVIDER,
  TEXT_PROVIDERS,
  type ModelOffer,
  type ModelWarning,
  type TextModelChoice,
  type TextProvider,
} from '../../../domain/ai/models.ts';
import { dearestRates, type TokenPrice } from '../../../domain/ai/pricing.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { BadRequestError, ServiceUnavailableError } from '../../errors.ts';
import { getCatalogue, storedModels, type Catalogue } from './catalogue.ts';

type TextDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'catalogues' | 'textAi'>;
type ImageDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'catalogues' | 'imageAi'>;

export type { TokenPrice };

/** The provider and model a text run uses, with what a token costs on it. */
export interface TextChoice {
  provider: TextProvider;
  model: string;
  /** The catalogue's (or the fallback table's) price with its long-context tiers; null when neither knows it. */
  price: TokenPrice | null;
  /** The dearest text price of any catalogue: what an unknown price counts as. */
  ceiling: TokenPrice;
}

/** The provider and model an image run uses, with its price per image or per token. */
export interface ImageChoice {
  provider: ImageProvider;
  model: string;
  version: string | null;
  perImageUsd: number | null;
  tokenPrice: TokenPrice | null;
  /** The dearest image price of any catalogue: what an unknown price counts as. */
  ceilingPerImageUsd: number;
}

export function textModelsOf(catalogue: Pick<Catalogue, 'models'> | undefined): CatalogueModel[] {
  return catalogue?.models.filter((model) => model.kind === 'text' && model.structuredOutput) ?? [];
}

export function imageModelsOf(catalogue: Pick<Catalogue, 'models'> | undefined): CatalogueModel[] {
  return catalogue?.models.filter((model) => model.kind === 'image') ?? [];
}

/** The model's prices: its catalogue's, else the dated fallback table's (per price, so a half-known one is completed). */
export function pricingOf(model: Pick<CatalogueModel, 'id' | 'pricing'>): ModelOffer['pricing'] {
  const table = FALLBACK_PRICES[model.id] ?? {};
  const keys = ['inputPerMTokUsd', 'outputPerMTokUsd', 'perImageUsd'] as const;
  const pick = (key: (typeof keys)[number]) => model.pricing[key] ?? table[key] ?? null;
  const fromCatalogue = keys.some((key) => model.pricing[key] !== null);
  const fromTable = Object.keys(table).length > 0;
  return {
    inputPerMTokUsd: pick('inputPerMTokUsd'),
    outputPerMTokUsd: pick('outputPerMTokUsd'),
    perImageUsd: pick('perImageUsd'),
    source: fromCatalogue ? 'catalogue' : fromTable ? 'table' : null,
  };
}

/**
 * What a token of the model costs, with its long-context tiers, from the same source as its base
 * price (the catalogue's, else the fallback table's); null when neither knows both rates.
 */
export function tokenPriceOf(model: Pick<CatalogueModel, 'id' | 'pricing'>): TokenPrice | null {
  const pricing = pricingOf(model);
  if (pricing.inputPerMTokUsd === null || pricing.outputPerMTokUsd === null) return null;
  const tiers = model.pricing.inputPerMTokUsd !== null ? model.pricing.tiers : (FALLBACK_PRICES[model.id]?.tiers ?? []);
  return { inputPerMTokUsd: pricing.inputPerMTokUsd, outputPerMTokUsd: pricing.outputPerMTokUsd, ...(tiers.length ? { tiers } : {}) };
}

/** What one image costs at most on a model priced by the token (GPT Image), for reservations and ceilings. */
function tokenImageCost(price: TokenPrice): number {
  return (1_000 * price.inputPerMTokUsd + IMAGE_OUTPUT_TOKENS_CEILING * price.outputPerMTokUsd) / 1_000_000;
}

/** Every model the ceilings are taken over: the stored catalogues, plus the fallback table. */
async function pricedModels(deps: Pick<AppDeps, 'db'>): Promise<Array<Pick<CatalogueModel, 'id' | 'kind' | 'structuredOutput' | 'pricing'>>> {
  const table = Object.entries(FALLBACK_PRICES).map(([id, price]) => ({
    id,
    kind: price.perImageUsd !== undefined || id.includes('image') ? ('image' as const) : ('text' as const),
    structuredOutput: true,
    pricing: { inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: null, tiers: [], ...price },
  }));
  return [...(await storedModels(deps)), ...table];
}

/** The dearest input and output rate (long-context tiers included) of any structured-output text model known: what a call of unknown price is counted at. */
export async function textPriceCeiling(deps: Pick<AppDeps, 'db'>): Promise<TokenPrice> {
  const models = (await pricedModels(deps)).filter((model) => model.kind === 'text' && model.structuredOutput);
  const rates = models.flatMap((model) => {
    const price = tokenPriceOf(model);
    return price ? [dearestRates(price)] : [];
  });
  return {
    inputPerMTokUsd: Math.max(0, ...rates.map((rate) => rate.inputPerMTokUsd)),
    outputPerMTokUsd: Math.max(0, ...rates.map((rate) => rate.outputPerMTokUsd)),
  };
}

/** The dearest price of one image on any image model known. */
export async function imagePriceCeiling(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const models = (await pricedModels(deps)).filter((model) => model.kind === 'image');
  return Math.max(
    0,
    ...models.map((model) => {
      const tokens = tokenPriceOf(model);
      return pricingOf(model).perImageUsd ?? (tokens ? tokenImageCost(tokens) : 0);
    }),
  );
}

/** The first preferred id the list offers, skipping those shutting down within SHUTDOWN_WARNING_DAYS while a later one does not. */
function preferred(preferences: readonly string[], offered: readonly CatalogueModel[], now: Date): CatalogueModel | undefined {
  const listed = preferences.map((id) => offered.find((model) => model.id === id)).filter((model): model is CatalogueModel => model !== undefined);
  return listed.find((model) => !shutsDownSoon(model, now)) ?? listed[0];
}

/** The default among `offered`: the configured model when listed, else the first preference listed, else the first offered. */
function defaultAmong(
  configured: string | undefined,
  preferences: readonly string[],
  offered: readonly CatalogueModel[],
  now: Date,
): CatalogueModel | undefined {
  return (
    offered.find((model) => model.id === configured) ??
    preferred(preferences, offered, now) ??
    offered.find((model) => !shutsDownSoon(model, now)) ??
    offered[0]
  );
}

function configuredTextProviders(deps: Pick<AppDeps, 'textAi'>): TextProvider[] {
  return deps.textAi
    .providers()
    .filter((provider) => provider.configured)
    .map((provider) => provider.id);
}

/** AI_TEXT_MODEL's provider when it has a key, else OpenRouter when configured (the spec's default), else the first configured one. */
export function defaultTextProvider(deps: Pick<AppDeps, 'textAi' | 'config'>): TextProvider | null {
  const configured = configuredTextProviders(deps);
  const wanted = deps.config.aiTextModel?.provider;
  if (wanted && configured.includes(wanted)) return wanted;
  return configured.includes(DEFAULT_TEXT_PROVIDER) ? DEFAULT_TEXT_PROVIDER : (configured[0] ?? null);
}

export function defaultTextModelOf(
  deps: Pick<AppDeps, 'config' | 'now'>,
  provider: TextProvider,
  offered: readonly CatalogueModel[],
): CatalogueModel | undefined {
  const configured = deps.config.aiTextModel?.provider === provider ? deps.config.aiTextModel.model : undefined;
  return defaultAmong(configured, TEXT_MODEL_PREFERENCES[provider], offered, currentTime(deps));
}

export function defaultImageModelOf(
  deps: Pick<AppDeps, 'config' | 'now'>,
  provider: ImageProvider,
  offered: readonly CatalogueModel[],
): CatalogueModel | undefined {
  const configured = deps.config.aiImageModel?.provider === provider ? deps.config.aiImageModel.model : undefined;
  return defaultAmong(configured, IMAGE_MODEL_PREFERENCES[provider], offered, currentTime(deps));
}

/**
 * The model a request names, read against the catalogue: listed, it is used; an id this project
 * used to offer and the catalogue has dropped stands for the default; anything else is a 400
 * naming the nearest ids the catalogue does list.
 */
function resolveNamed(label: string, named: string, offered: readonly CatalogueModel[], fallback: CatalogueModel | undefined): CatalogueModel {
  const listed = offered.find((model) => model.id === named);
  if (listed) return listed;
  if (LEGACY_MODEL_IDS.has(named) && fallback) return fallback;
  throw new BadRequestError(
    unknownModelMessage(
      label,
      named,
      nearestModelIds(
        named,
        offered.map((model) => model.id),
      ),
    ),
  );
}

/** For a model named without a provider: the configured provider whose catalogue lists it (the default provider first). */
async function providerListing(deps: TextDeps, model: string): Promise<TextProvider | undefined> {
  const first = defaultTextProvider(deps);
  const order = configuredTextProviders(deps).sort((a, b) => Number(b === first) - Number(a === first));
  for (const provider of order) {
    if (textModelsOf(await getCatalogue(deps, provider)).some((offered) => offered.id === model)) return provider;
  }
  return undefined;
}

/**
 * The provider and model a text request runs on: what it names, else the defaults. 503 'AI
 * provider not configured' when the provider has no key; 400 when its catalogue lacks the model.
 */
export async function chooseTextModel(deps: TextDeps, choice: TextModelChoice = {}): Promise<TextChoice> {
  const configured = configuredTextProviders(deps);
  const provider = choice.provider ?? (choice.model ? await providerListing(deps, choice.model) : undefined) ?? defaultTextProvider(deps);
  if (!provider || !configured.includes(provider)) throw new ServiceUnavailableError(AI_MESSAGES.notConfigured);
  const label = CATALOGUE_PROVIDER_LABELS[provider];
  const offered = textModelsOf(await getCatalogue(deps, provider));
  const fallback = defaultTextModelOf(deps, provider, offered);
  const model = choice.model ? resolveNamed(label, choice.model, offered, fallback) : fallback;
  if (!model) throw new ServiceUnavailableError(noModelMessage(label, 'text'));
  return { provider, model: model.id, price: tokenPriceOf(model), ceiling: await textPriceCeiling(deps) };
}

/** AI_IMAGE_MODEL's provider, else OpenAI when configured, else the first configured one (OpenAI when none is: its 503 names the key). */
export function defaultImageProvider(deps: Pick<AppDeps, 'imageAi' | 'config'>): ImageProvider {
  const configured = deps.imageAi
    .providers()
    .filter((provider) => provider.configured)
    .map((provider) => provider.id);
  const wanted = deps.config.aiImageModel?.provider;
  if (wanted && configured.includes(wanted)) return wanted;
  return configured.includes('openai') ? 'openai' : (configured[0] ?? 'openai');
}

/** The provider and model an image request runs on; 503 for a provider without a key, 400 for a model its catalogue lacks. */
export async function chooseImageModel(deps: ImageDeps, choice: { provider?: ImageProvider | undefined; model?: string | undefined }): Promise<ImageChoice> {
  const provider = choice.provider ?? defaultImageProvider(deps);
  const catalogue = await getCatalogue(deps, provider);
  if (!catalogue) throw new ServiceUnavailableError(IMAGE_MESSAGES_AI.notConfigured(provider));
  const label = CATALOGUE_PROVIDER_LABELS[provider];
  const offered = imageModelsOf(catalogue);
  const fallback = defaultImageModelOf(deps, provider, offered);
  const model = choice.model ? resolveNamed(label, choice.model, offered, fallback) : fallback;
  if (!model) throw new ServiceUnavailableError(noModelMessage(label, 'image'));
  return {
    provider,
    model: model.id,
    version: model.version,
    perImageUsd: pricingOf(model).perImageUsd,
    tokenPrice: tokenPriceOf(model),
    ceilingPerImageUsd: await imagePriceCeiling(deps),
  };
}

/** The most one image of this choice may cost: its price, its token price at the ceiling of tokens, or the dearest image price. */
export function imageReservation(choice: ImageChoice): number {
  return choice.perImageUsd ?? (choice.tokenPrice ? tokenImageCost(choice.tokenPrice) : choice.ceilingPerImageUsd);
}

function shutdownNote(model: CatalogueModel, replacement: CatalogueModel | undefined): string {
  return `Shuts down on ${model.shutdownDate}${replacement ? `; the replacement offered is ${replacement.id}` : ''}`;
}

/** A model as the pickers show it: name, prices (null: unknown), context, and a note when it shuts down within SHUTDOWN_WARNING_DAYS. */
export function offerOf(model: CatalogueModel, replacement: CatalogueModel | undefined, now: Date): ModelOffer {
  return {
    id: model.id,
    name: model.name,
    pricing: pricingOf(model),
    contextLength: model.contextLength,
    shutdownDate: model.shutdownDate,
    warning: shutsDownSoon(model, now) ? shutdownNote(model, replacement) : null,
  };
}

/** Offers with the default first, each near-shutdown one naming the default (or the first lasting model) as its replacement. */
export function offersOf(
  offered: readonly CatalogueModel[],
  preferences: readonly string[],
  defaultModel: CatalogueModel | undefined,
  now: Date,
): ModelOffer[] {
  const lasting =
    preferred(
      preferences,
      offered.filter((model) => !shutsDownSoon(model, now)),
      now,
    ) ?? offered.find((model) => !shutsDownSoon(model, now));
  const ordered = defaultModel ? [defaultModel, ...offered.filter((model) => model !== defaultModel)] : [...offered];
  return ordered.map((model) => offerOf(model, model === lasting ? undefined : lasting, now));
}

export interface DefaultCheck {
  provider: CatalogueProvider;
  kind: 'text' | 'image';
  /** The model the operator configured (AI_TEXT_MODEL / AI_IMAGE_MODEL), if any, for this provider. */
  configured: string | undefined;
  preferences: readonly string[];
  offered: readonly CatalogueModel[];
}

/** Whether the configured or default model is going (within SHUTDOWN_WARNING_DAYS) or gone, and what the catalogue offers instead. */
export function warningFor(check: DefaultCheck, now: Date): ModelWarning | undefined {
  const label = CATALOGUE_PROVIDER_LABELS[check.provider];
  const lasting = check.offered.filter((model) => !shutsDownSoon(model, now));
  const replacement = preferred(check.preferences, lasting, now) ?? lasting[0];
  const base = { provider: check.provider, kind: check.kind, replacement: replacement?.id ?? null };
  if (check.configured && !check.offered.some((model) => model.id === check.configured)) {
    const setting = check.kind === 'text' ? 'AI_TEXT_MODEL' : 'AI_IMAGE_MODEL';
    return {
      ...base,
      model: check.configured,
      problem: 'gone',
      shutdownDate: null,
      message: `${setting} names ${check.configured}, which ${label}'s catalogue no longer lists${replacement ? `; ${replacement.id} is used instead` : ''}.`,
    };
  }
  const current = defaultAmong(check.configured, check.preferences, check.offered, now);
  if (!current || !shutsDownSoon(current, now)) return undefined;
  const other = replacement && replacement.id !== current.id ? replacement : undefined;
  return {
    ...base,
    replacement: other?.id ?? null,
    model: current.id,
    problem: 'shutdown-soon',
    shutdownDate: current.shutdownDate,
    message: `${current.id} (${label}, a default) shuts down on ${current.shutdownDate}${other ? `; the replacement ${label} offers is ${other.id}` : '; its catalogue offers no replacement yet'}.`,
  };
}

/** Warnings for every configured provider's default text and image model (reads the catalogues, refreshing stale ones). */
export async function modelWarnings(deps: TextDeps & ImageDeps): Promise<ModelWarning[]> {
  const now = currentTime(deps);
  const checks: DefaultCheck[] = [];
  for (const provider of TEXT_PROVIDERS) {
    const catalogue = await getCatalogue(deps, provider);
    if (!catalogue) continue;
    const configured = deps.config.aiTextModel?.provider === provider ? deps.config.aiTextModel.model : undefined;
    checks.push({ provider, kind: 'text', configured, preferences: TEXT_MODEL_PREFERENCES[provider], offered: textModelsOf(catalogue) });
  }
  for (const provider of IMAGE_PROVIDERS) {
    const catalogue = await getCatalogue(deps, provider);
    if (!catalogue) continue;
    const configured = deps.config.aiImageModel?.provider === provider ? deps.config.aiImageModel.model : undefined;
    checks.push({ provider, kind: 'image', configured, preferences: IMAGE_MODEL_PREFERENCES[provider], offered: imageModelsOf(catalogue) });
  }
  return checks.flatMap((check) => warningFor(check, now) ?? []);
}
