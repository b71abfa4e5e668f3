import { getPersonAiLimit, listRecentAiRuns } from '../../../db/queries/ai-runs.ts';
import { CATALOGUE_PROVIDERS, type CatalogueStatus } from '../../../domain/ai/catalogue.ts';
import {
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  IMAGE_PROVIDERS,
  IMAGE_SIZE_LABELS,
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImageProviderInfo,
  type ImageSize,
  type ImageStyle,
} from '../../../domain/ai/images.ts';
import { IMAGE_MODEL_PREFERENCES, TEXT_MODEL_PREFERENCES } from '../../../domain/ai/model-facts.ts';
import type { AiBudget, AiProvidersReply, ModelWarning, TextProviderInfo } from '../../../domain/ai/models.ts';
import { budgetExhausted, nextMonthStart, type AiRunSummary } from '../../../domain/ai/runs.ts';
import type { PublicUser } from '../../../domain/entities.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { recordActivity } from '../activity.ts';
import { inTransaction } from '../transaction.ts';
import { getCatalogue } from './catalogue.ts';
import { getMonthSpend, runsOwnerFor, toAiRunSummary } from './ledger.ts';
import { defaultImageModelOf, defaultTextModelOf, defaultTextProvider, imageModelsOf, modelWarnings, offersOf, textModelsOf } from './model-choice.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'imageAi' | 'catalogues'>;

/** A month's budget as the screens show it: the site's (no `userId`), or one person's. */
async function budgetOf(deps: Deps, monthlyUsd: number | null, userId?: number): Promise<AiBudget> {
  const { spentUsd, reservedUsd } = await getMonthSpend(deps, userId);
  const committed = spentUsd + reservedUsd;
  return {
    monthlyUsd,
    spentUsd,
    reservedUsd,
    leftUsd: monthlyUsd === null ? null : Math.max(0, monthlyUsd - committed),
    exhausted: monthlyUsd !== null && budgetExhausted(monthlyUsd, committed),
    resetsAt: nextMonthStart(currentTime(deps)).toISOString(),
  };
}

/** The text providers as the pickers offer them: models from each catalogue (structured output only, the default first, with prices). */
async function textProviders(deps: Deps): Promise<TextProviderInfo[]> {
  const now = currentTime(deps);
  return Promise.all(
    deps.textAi.providers().map(async (provider) => {
      const catalogue = await getCatalogue(deps, provider.id);
      const offered = textModelsOf(catalogue);
      const defaultModel = defaultTextModelOf(deps, provider.id, offered);
      const modelDetails = offersOf(offered, TEXT_MODEL_PREFERENCES[provider.id], defaultModel, now);
      return {
        ...provider,
        models: modelDetails.map((model) => model.id),
        modelDetails,
        defaultModel: defaultModel?.id ?? null,
        catalogue: catalogue?.status ?? null,
      };
    }),
  );
}

/** The person's own monthly budget (theirs, else their role's), or null when neither is set. */
async function ownBudgetOf(deps: Deps, user: PublicUser): Promise<AiBudget | null> {
  const limit = await getPersonAiLimit(deps.db, user.id);
  return limit === undefined ? null : budgetOf(deps, limit, user.id);
}

/** What the admin screens need to offer text AI: providers with their models, prices and keys, the site's and the person's budgets, and model warnings. */
export async function describeAiPlatform(deps: Deps, user: PublicUser): Promise<AiProvidersReply> {
  const [providers, budget, ownBudget, warnings] = await Promise.all([
    textProviders(deps),
    budgetOf(deps, deps.config.aiMonthlyBudgetUsd ?? null),
    ownBudgetOf(deps, user),
    modelWarnings(deps),
  ]);
  return { providers, defaultProvider: defaultTextProvider(deps), budget, ownBudget, warnings };
}

export interface ImagePlatformReply {
  providers: ImageProviderInfo[];
  sizes: Array<{ value: ImageSize; label: string }>;
  defaultSize: ImageSize;
  styles: readonly ImageStyle[];
  defaultStyle: ImageStyle;
  warnings: ModelWarning[];
}

/** The wizard's image step: every provider (configured or not) with the image models its catalogue offers, sizes, styles, warnings. */
export async function describeImagePlatform(deps: Deps): Promise<ImagePlatformReply> {
  const now = currentTime(deps);
  const providers = await Promise.all(
    deps.imageAi.providers().map(async (provider): Promise<ImageProviderInfo> => {
      const catalogue = await getCatalogue(deps, provider.id);
      const offered = imageModelsOf(catalogue);
      const defaultModel = defaultImageModelOf(deps, provider.id, offered);
      const modelDetails = offersOf(offered, IMAGE_MODEL_PREFERENCES[provider.id], defaultModel, now);
      return {
        ...provider,
        models: modelDetails.map((model) => model.id),
        modelDetails,
        defaultModel: defaultModel?.id ?? null,
        catalogue: catalogue?.status ?? null,
      };
    }),
  );
  return {
    providers: IMAGE_PROVIDERS.map((id) => providers.find((provider) => provider.id === id) as ImageProviderInfo),
    sizes: IMAGE_SIZES.map((value) => ({ value, label: IMAGE_SIZE_LABELS[value] })),
    defaultSize: DEFAULT_IMAGE_SIZE,
    styles: IMAGE_STYLES,
    defaultStyle: DEFAULT_IMAGE_STYLE,
    warnings: await modelWarnings(deps),
  };
}

export interface ModelStatusReply {
  /** One entry per configured provider: where its list came from, how old it is, the last failure. */
  catalogues: CatalogueStatus[];
  warnings: ModelWarning[];
}

async function catalogueStatuses(deps: Deps, refresh: boolean): Promise<CatalogueStatus[]> {
  const catalogues = await Promise.all(CATALOGUE_PROVIDERS.map((provider) => getCatalogue(deps, provider, { refresh })));
  return catalogues.flatMap((catalogue) => (catalogue ? [catalogue.status] : []));
}

/** The dashboard's view: each configured provider's catalogue status and the model warnings (stale lists are read first). */
export async function describeModelStatus(deps: Deps): Promise<ModelStatusReply> {
  return { catalogues: await catalogueStatuses(deps, false), warnings: await modelWarnings(deps) };
}

/** 'Refresh models': every configured provider's list read now; a provider that fails keeps its stored list, with the failure shown. */
export async function refreshModels(deps: Deps, actor: PublicUser): Promise<ModelStatusReply> {
  const catalogues = await catalogueStatuses(deps, true);
  const warnings = await modelWarnings(deps);
  const failed = catalogues.filter((status) => status.lastError !== null);
  // Each list is saved as its provider answers (network in between, so no one transaction); the entry sums them up.
  await inTransaction(deps, (deps) =>
    recordActivity(deps, actor, {
      action: 'ai.models_refreshed',
      entityType: 'ai_catalogue',
      entityId: null,
      summary: `Model lists refreshed: ${catalogues.map((status) => `${status.label} ${status.modelCount}`).join(', ') || 'no provider configured'}${failed.length ? `; failed: ${failed.map((status) => status.label).join(', ')}` : ''}`,
      after: { catalogues: catalogues.map(({ provider, modelCount, lastError }) => ({ provider, modelCount, lastError })) },
    }),
  );
  return { catalogues, warnings };
}

/** `npm start`: each model warning once, as the server comes up (catalogues are read in the background, never delaying the start). */
export async function logModelWarnings(deps: Deps, log: (line: string) => void): Promise<void> {
  for (const warning of await modelWarnings(deps)) log(`[ai] ${warning.message}`);
}

/**
 * The newest runs (optionally of one kind) and this month's spend, as the viewer may read them:
 * everyone's, or only their own runs and their own spend (runsOwnerFor).
 */
export async function listAiRuns(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  options: { kind?: string | undefined; limit: number; viewer: PublicUser },
): Promise<{ runs: AiRunSummary[]; monthSpentUsd: number; monthReservedUsd: number }> {
  const userId = runsOwnerFor(options.viewer);
  const [rows, spend] = await Promise.all([listRecentAiRuns(deps.db, { kind: options.kind, userId, limit: options.limit }), getMonthSpend(deps, userId)]);
  return { runs: rows.map(toAiRunSummary), monthSpentUsd: spend.spentUsd, monthReservedUsd: spend.reservedUsd };
}
