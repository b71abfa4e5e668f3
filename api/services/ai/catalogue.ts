import { getAiCatalogue, listAiCatalogues, recordAiCatalogueFailure, saveAiCatalogue } from '../../../db/queries/ai-catalogues.ts';
import {
  CATALOGUE_MAX_AGE_MS,
  CATALOGUE_PROVIDER_LABELS,
  CATALOGUE_RETRY_MS,
  parseStoredModels,
  type CatalogueModel,
  type CatalogueProvider,
  type CatalogueStatus,
} from '../../../domain/ai/catalogue.ts';
import { IMAGE_MODEL_PREFERENCES, MODEL_FACTS_CHECKED, REPLICATE_MODELS, TEXT_MODEL_PREFERENCES, stabilityCatalogue } from '../../../domain/ai/model-facts.ts';
import { CatalogueError, type CatalogueReader } from '../../adapters/ai/catalogues.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'catalogues'>;

/** A provider's models as the services use them, and where they came from. */
export interface Catalogue {
  provider: CatalogueProvider;
  models: CatalogueModel[];
  status: CatalogueStatus;
}

const HOUR_MS = 60 * 60 * 1000;

/** One read per provider at a time (per app): concurrent requests that find the list stale share it. */
const reading = new WeakMap<CatalogueReader, Map<CatalogueProvider, Promise<void>>>();

function reasonOf(error: unknown): string {
  return error instanceof CatalogueError ? error.message : 'answered unexpectedly';
}

/** Reads the provider's list and stores it; a failure is stored as the last attempt, the old list kept. */
async function readIntoDatabase(deps: Deps, provider: CatalogueProvider): Promise<void> {
  let pending = reading.get(deps.catalogues);
  if (!pending) reading.set(deps.catalogues, (pending = new Map()));
  const running = pending.get(provider);
  if (running) return running;
  const work = (async () => {
    try {
      const models = await deps.catalogues.read(provider);
      await saveAiCatalogue(deps.db, provider, models, currentTime(deps));
    } catch (error) {
      if (!(error instanceof CatalogueError)) console.error(`[ai] ${provider} catalogue read failed:`, error);
      await recordAiCatalogueFailure(deps.db, provider, reasonOf(error), currentTime(deps));
    }
  })().finally(() => pending.delete(provider));
  pending.set(provider, work);
  return work;
}

/**
 * What a provider offers before its list was ever read (or while it cannot be): the dated
 * preferences of model-facts.ts (priced from the fallback table where it knows them). Replicate's SDXL runs by a version
 * only its catalogue can tell, so only Flux is offered then.
 */
function builtInModels(provider: CatalogueProvider): CatalogueModel[] {
  if (provider === 'stability') return stabilityCatalogue();
  const text = provider === 'openrouter' || provider === 'openai' ? TEXT_MODEL_PREFERENCES[provider] : [];
  const image = provider === 'openai' || provider === 'replicate' ? IMAGE_MODEL_PREFERENCES[provider] : [];
  const entry = (id: string, kind: 'text' | 'image'): CatalogueModel => ({
    id,
    name: id,
    kind,
    structuredOutput: kind === 'text',
    outputModalities: [kind],
    contextLength: null,
    // No price of its own: the pickers show the fallback table's, marked as such (model-choice.ts pricingOf).
    pricing: { inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: null, tiers: [] },
    shutdownDate: null,
    version: null,
  });
  return [...text.map((id) => entry(id, 'text')), ...image.filter((id) => REPLICATE_MODELS[id]?.runBy !== 'version').map((id) => entry(id, 'image'))];
}

function statusOf(
  provider: CatalogueProvider,
  now: Date,
  row: { fetchedAt: Date | null; error: string | null } | undefined,
  modelCount: number,
): CatalogueStatus {
  const base = { provider, label: CATALOGUE_PROVIDER_LABELS[provider], lastError: row?.error ?? null, modelCount };
  if (!row?.fetchedAt) return { ...base, source: 'built-in', fetchedAt: null, ageHours: null, stale: provider !== 'stability', checkedOn: MODEL_FACTS_CHECKED };
  const age = now.getTime() - row.fetchedAt.getTime();
  return {
    ...base,
    source: 'provider',
    fetchedAt: row.fetchedAt.toISOString(),
    ageHours: Math.max(0, Math.floor(age / HOUR_MS)),
    stale: age > CATALOGUE_MAX_AGE_MS,
    checkedOn: null,
  };
}

/**
 * A provider's catalogue: the stored list, read again from the provider first when it is older
 * than a day (or `refresh` asks), unless a read failed within the hour. When the provider cannot
 * be reached the stored list serves, its age and the failure reported; with nothing stored, the
 * dated built-in list. Undefined for a provider without a key.
 */
export async function getCatalogue(deps: Deps, provider: CatalogueProvider, options: { refresh?: boolean } = {}): Promise<Catalogue | undefined> {
  if (!deps.catalogues.configured(provider)) return undefined;
  const now = currentTime(deps);
  if (provider === 'stability') {
    const models = stabilityCatalogue();
    return { provider, models, status: statusOf(provider, now, undefined, models.length) };
  }
  let row = await getAiCatalogue(deps.db, provider);
  const age = row?.fetchedAt ? now.getTime() - row.fetchedAt.getTime() : Infinity;
  const failedRecently = Boolean(row?.error && row.attemptedAt && now.getTime() - row.attemptedAt.getTime() < CATALOGUE_RETRY_MS);
  if (options.refresh || (age > CATALOGUE_MAX_AGE_MS && !failedRecently)) {
    await readIntoDatabase(deps, provider);
    row = await getAiCatalogue(deps.db, provider);
  }
  const stored = row?.fetchedAt ? parseStoredModels(row.models) : [];
  const models = row?.fetchedAt ? stored : builtInModels(provider);
  return { provider, models, status: statusOf(provider, currentTime(deps), row, models.length) };
}

/** Every stored list (not refreshed): the ceilings of unknown prices are taken over all of them. */
export async function storedModels(deps: Pick<AppDeps, 'db'>): Promise<CatalogueModel[]> {
  const rows = await listAiCatalogues(deps.db);
  return rows.flatMap((row) => (row.fetchedAt ? parseStoredModels(row.models) : []));
}
