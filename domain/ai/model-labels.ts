import { CATALOGUE_PROVIDER_LABELS, type CatalogueProvider, type CatalogueStatus } from './catalogue.ts';
import type { ModelOffer, ModelWarning } from './models.ts';

/**
 * How the admin screens word a model's price, a catalogue's age and a model warning. A price the
 * catalogue does not give reads 'price unknown', never $0.00; a real zero (a free model) reads 'free'.
 */

export const MODEL_TEXTS = {
  priceUnknown: 'price unknown',
  free: 'free',
  refresh: 'Refresh models',
  refreshing: 'Refreshing models...',
  refreshFailed: 'Failed to refresh the model lists',
  warningsTitle: 'AI model warning',
  builtIn: 'Built-in list',
  fromProvider: "Provider's list",
} as const;

/** A USD amount with two decimals, or as many as a small price needs ('$0.065', '$0.00002'). */
export function formatPriceUsd(usd: number): string {
  if (usd >= 1) return `$${usd.toFixed(2)}`;
  const significant = Number(usd.toPrecision(3)).toFixed(10).replace(/0+$/, '');
  const decimals = significant.split('.')[1]?.length ?? 0;
  return `$${usd.toFixed(Math.min(10, Math.max(2, decimals)))}`;
}

function amount(usd: number | null): string | null {
  if (usd === null) return null;
  return usd === 0 ? MODEL_TEXTS.free : formatPriceUsd(usd);
}

/**
 * A model's price as a picker shows it: per million tokens in and out, or per image. An image
 * model billed by the token (GPT Image) shows its token prices; nothing known reads 'price unknown'.
 */
export function modelPriceLabel(pricing: ModelOffer['pricing'], kind: 'text' | 'image'): string {
  const perImage = amount(pricing.perImageUsd);
  if (kind === 'image' && perImage) return `${perImage} per image`;
  const input = amount(pricing.inputPerMTokUsd);
  const output = amount(pricing.outputPerMTokUsd);
  if (input || output) return `${input ?? MODEL_TEXTS.priceUnknown} in / ${output ?? MODEL_TEXTS.priceUnknown} out per million tokens`;
  if (perImage) return `${perImage} per image`;
  return MODEL_TEXTS.priceUnknown;
}

/** One option of a model picker: its name (id when it has none), price, and shutdown date when near. */
export function modelOptionLabel(offer: ModelOffer, kind: 'text' | 'image'): string {
  const name = offer.name && offer.name !== offer.id ? `${offer.name} (${offer.id})` : offer.id;
  return `${name} · ${modelPriceLabel(offer.pricing, kind)}${offer.warning ? ` · shuts down ${offer.shutdownDate}` : ''}`;
}

/** How old a catalogue is: 'less than an hour old', '5 hours old', '3 days old'. */
export function catalogueAgeLabel(status: Pick<CatalogueStatus, 'ageHours'>): string {
  const hours = status.ageHours;
  if (hours === null) return '';
  if (hours < 1) return 'less than an hour old';
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'} old`;
  return `${Math.floor(hours / 24)} days old`;
}

/** A warning's one line: the model, what happens to it and when, and what replaces it. */
export function modelWarningLine(warning: ModelWarning): string {
  const model = `${warning.model} (${CATALOGUE_PROVIDER_LABELS[warning.provider as CatalogueProvider] ?? warning.provider})`;
  const what = warning.problem === 'gone' ? `${model} is no longer offered` : `${model} shuts down on ${warning.shutdownDate ?? 'an announced date'}`;
  return `${what}. ${warning.replacement ? `Replacement: ${warning.replacement}.` : 'No replacement is offered yet.'}`;
}

/** What 'Refresh models' says when it is done. */
export function refreshedSummary(catalogues: ReadonlyArray<Pick<CatalogueStatus, 'label' | 'modelCount' | 'lastError'>>): string {
  if (catalogues.length === 0) return 'No AI provider is configured.';
  const parts = catalogues.map(
    (status) => `${status.label}: ${status.lastError ? `failed (${status.lastError}); kept ${status.modelCount} stored` : `${status.modelCount}`} models`,
  );
  return `Model lists refreshed. ${parts.join('; ')}.`;
}
