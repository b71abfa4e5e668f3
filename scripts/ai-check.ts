/**
 * `npm run ai:check [-- --image]`: checks the AI setup against the real providers with the keys in
 * the environment. One line per finding ('ok', 'WARN', 'FAIL', or '--' for a provider without a
 * key): which providers are configured, whether each key is accepted (one catalogue call), whether
 * the default models are listed and not shutting down within SHUTDOWN_WARNING_DAYS (60), one tiny
 * structured call per configured text provider with its cost, and which image models are available
 * (one image is made only with --image). Exits 1 when anything would fail, 2 when there are only warnings, else 0.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createCatalogueReader, CatalogueError } from '../api/adapters/ai/catalogues.ts';
import { createImageAi } from '../api/adapters/ai/images.ts';
import { createOpenAiTextAi } from '../api/adapters/ai/openai-text.ts';
import { parseConfig } from '../api/config.ts';
import { HttpError } from '../api/errors.ts';
import { imageCallCost } from '../api/services/ai/images.ts';
import { defaultImageModelOf, defaultTextModelOf, imageModelsOf, pricingOf, textModelsOf, tokenPriceOf, warningFor } from '../api/services/ai/model-choice.ts';
import { CATALOGUE_PROVIDER_LABELS, CATALOGUE_PROVIDERS, daysUntil, type CatalogueModel, type CatalogueProvider } from '../domain/ai/catalogue.ts';
import { IMAGE_PROVIDER_ENV, IMAGE_PROVIDERS, nearestShape, type ImageProvider } from '../domain/ai/images.ts';
import { IMAGE_MODEL_PREFERENCES, TEXT_MODEL_PREFERENCES } from '../domain/ai/model-facts.ts';
import { TEXT_PROVIDER_ENV, TEXT_PROVIDERS, type TextProvider } from '../domain/ai/models.ts';
import { tokenCost } from '../domain/ai/pricing.ts';

const { values } = parseArgs({ options: { image: { type: 'boolean', default: false } } });

let failures = 0;
let warnings = 0;
const line = (mark: 'ok' | 'WARN' | 'FAIL' | '--', label: string, text: string) => {
  if (mark === 'FAIL') failures++;
  if (mark === 'WARN') warnings++;
  console.log(`${mark.padEnd(4)} ${label}: ${text}`);
};
const usd = (value: number) => `$${value < 0.01 ? value.toFixed(6) : value.toFixed(4)}`;
const reason = (error: unknown) =>
  error instanceof CatalogueError || error instanceof HttpError ? error.message : error instanceof Error ? error.message : String(error);

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  line('FAIL', 'configuration', reason(error).replace(/\s*\n\s*/g, ' '));
  process.exit(1);
}
const now = new Date();
const catalogues = createCatalogueReader(config.ai);
const textAi = createOpenAiTextAi(config.ai, { timeoutMs: config.aiTimeoutMs });
const imageAi = createImageAi(config.ai, { timeoutMs: config.aiImageTimeoutMs });
const envVar: Record<CatalogueProvider, string> = {
  openrouter: TEXT_PROVIDER_ENV.openrouter.apiKey,
  openai: TEXT_PROVIDER_ENV.openai.apiKey,
  replicate: IMAGE_PROVIDER_ENV.replicate,
  stability: IMAGE_PROVIDER_ENV.stability,
};

/** Each configured provider's key checked and its catalogue read. */
const read = new Map<CatalogueProvider, CatalogueModel[]>();
for (const provider of CATALOGUE_PROVIDERS) {
  const label = CATALOGUE_PROVIDER_LABELS[provider];
  if (!catalogues.configured(provider)) {
    line('--', label, `not configured (set ${envVar[provider]})`);
    continue;
  }
  try {
    await catalogues.checkKey(provider);
    line('ok', label, 'key accepted');
  } catch (error) {
    line('FAIL', label, `key check failed: the provider ${reason(error)}`);
    continue;
  }
  try {
    const models = await catalogues.read(provider);
    read.set(provider, models);
    const text = models.filter((model) => model.kind === 'text' && model.structuredOutput).length;
    const images = models.filter((model) => model.kind === 'image').length;
    line('ok', label, `catalogue lists ${models.length} models (${text} text with structured output, ${images} image)`);
  } catch (error) {
    line('FAIL', label, `catalogue could not be read: the provider ${reason(error)}`);
  }
}
if (!TEXT_PROVIDERS.some((provider) => catalogues.configured(provider))) {
  line('FAIL', 'text AI', `no provider configured (set ${TEXT_PROVIDER_ENV.openrouter.apiKey} or ${TEXT_PROVIDER_ENV.openai.apiKey})`);
}

/** The default (or configured) model: listed and lasting, going, or gone. */
function checkDefault(
  provider: CatalogueProvider,
  kind: 'text' | 'image',
  offered: CatalogueModel[],
  chosen: CatalogueModel | undefined,
  configured: string | undefined,
  preferences: readonly string[],
): void {
  const label = CATALOGUE_PROVIDER_LABELS[provider];
  const warning = warningFor({ provider, kind, configured, preferences, offered }, now);
  if (warning?.problem === 'gone') line('FAIL', label, warning.message);
  else if (!chosen) line('FAIL', label, `the catalogue offers no ${kind === 'text' ? 'text model with structured output' : 'image model'}`);
  else if (warning) line('WARN', label, `${warning.message} (in ${daysUntil(warning.shutdownDate ?? '', now)} days)`);
  else line('ok', label, `default ${kind} model ${chosen.id}${configured ? ' (configured)' : ''} is listed`);
}

for (const provider of TEXT_PROVIDERS) {
  const models = read.get(provider);
  if (!models) continue;
  const label = CATALOGUE_PROVIDER_LABELS[provider];
  const offered = textModelsOf({ models });
  const chosen = defaultTextModelOf({ config, now: () => now }, provider, offered);
  const configured = config.aiTextModel?.provider === provider ? config.aiTextModel.model : undefined;
  checkDefault(provider, 'text', offered, chosen, configured, TEXT_MODEL_PREFERENCES[provider]);
  if (!chosen) continue;
  const price = tokenPriceOf(chosen);
  const started = performance.now();
  let cost: number | null = null;
  try {
    const { data } = await textAi.generate(
      {
        provider: provider as TextProvider,
        model: chosen.id,
        system: 'You answer only with the requested JSON.',
        prompt: 'Answer with {"ok": true}.',
        schema: z.object({ ok: z.boolean() }),
        schemaName: 'ai_check',
        maxOutputTokens: 1_000,
        price,
      },
      (usage) => (cost = usage.costUsd ?? (price ? tokenCost(usage.inputTokens, usage.outputTokens, price) : null)),
    );
    const spent: number | null = cost;
    line(
      data.ok ? 'ok' : 'WARN',
      label,
      `structured call to ${chosen.id} answered in ${Math.round(performance.now() - started)} ms, cost ${spent === null ? 'unknown' : usd(spent)}`,
    );
  } catch (error) {
    line('FAIL', label, `structured call to ${chosen.id} failed: ${reason(error)}`);
  }
}

for (const provider of IMAGE_PROVIDERS) {
  const models = read.get(provider);
  if (!models) continue;
  const label = CATALOGUE_PROVIDER_LABELS[provider];
  const offered = imageModelsOf({ models });
  const chosen = defaultImageModelOf({ config, now: () => now }, provider, offered);
  line(
    offered.length ? 'ok' : 'WARN',
    label,
    offered.length ? `image models: ${offered.map((model) => (model === chosen ? `${model.id} (default)` : model.id)).join(', ')}` : 'no image model listed',
  );
  if (!offered.length) continue;
  const configured = config.aiImageModel?.provider === provider ? config.aiImageModel.model : undefined;
  checkDefault(provider, 'image', offered, chosen, configured, IMAGE_MODEL_PREFERENCES[provider]);
  if (!values.image || !chosen) continue;
  try {
    const result = await imageAi.generate({
      provider: provider as ImageProvider,
      model: chosen.id,
      prompt: 'A plain light-blue square, no text.',
      shape: nearestShape(provider as ImageProvider, chosen.id, '1080x1080'),
      version: chosen.version,
    });
    const cost = imageCallCost(result, {
      provider: provider as ImageProvider,
      model: chosen.id,
      version: chosen.version,
      perImageUsd: pricingOf(chosen).perImageUsd,
      tokenPrice: tokenPriceOf(chosen),
      ceilingPerImageUsd: 0,
    });
    line('ok', label, `made an image with ${chosen.id}, cost ${cost.costUnknown ? 'unknown' : usd(cost.costUsd)}`);
  } catch (error) {
    line('FAIL', label, `image with ${chosen.id} failed: ${reason(error)}`);
  }
}

console.log(failures ? `${failures} problem(s) found.` : warnings ? `${warnings} warning(s); nothing fails today.` : 'All checks passed.');
process.exit(failures ? 1 : warnings ? 2 : 0);
