import type { CatalogueModel, ModelPricing } from './catalogue.ts';

/**
 * The few model facts written in the code, all checked on MODEL_FACTS_CHECKED against the
 * providers' public pages (sources in docs/DECISIONS.md, 'AI against the real providers' and
 * 'Model catalogues read to the last page; today's models'). They are preferences and fallbacks
 * only: a preferred id is used when the provider's live catalogue lists it, a price here only when
 * neither the provider's reported cost nor its catalogue gives one. They will age; the catalogue
 * is what decides.
 */
export const MODEL_FACTS_CHECKED = '2026-11-28';

/**
 * Default text models in order of preference, per provider (first one the catalogue offers wins):
 * the current generation first, then the legacy models still served, so an older catalogue still
 * finds a default.
 */
export const TEXT_MODEL_PREFERENCES = {
  openrouter: [
    'anthropic/claude-sonnet-5.5',
    'anthropic/claude-haiku-5.5',
    'anthropic/claude-sonnet-5',
    'anthropic/claude-sonnet-4.6',
    'anthropic/claude-haiku-4.5',
  ],
  openai: ['gpt-6.1-sol', 'gpt-6.1-terra'],
} as const satisfies Record<string, readonly string[]>;

/** Default image models in order of preference, per provider. */
export const IMAGE_MODEL_PREFERENCES = {
  openai: ['gpt-image-2.6-sunburst', 'gpt-image-2.6-flare'],
  replicate: ['flux-dev', 'sdxl'],
  stability: ['sd3.5-large', 'core'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Ids this project offered before the catalogues (and old records and clients still carry). When
 * the catalogue no longer lists one, it stands for the provider's current default instead of
 * failing; while it is still listed, it is used as asked.
 */
export const LEGACY_MODEL_IDS: ReadonlySet<string> = new Set([
  'anthropic/claude-sonnet-5',
  'anthropic/claude-sonnet-4.6',
  'anthropic/claude-haiku-4.5',
  'anthropic/claude-sonnet-4',
  'anthropic/claude-opus-4',
  'anthropic/claude-3.7-sonnet',
  'openai/gpt-4o',
  'gpt-4o',
  'gpt-4o-mini',
  'dall-e-3',
  'gpt-image-1',
  'gpt-image-1.5',
  'gpt-image-1-mini',
  'sd3-large',
]);

/** Replicate models in use, by our short id: read with GET /v1/models/{owner}/{name}. SDXL is a community model and runs by version. */
export const REPLICATE_MODELS: Record<string, { owner: string; name: string; runBy: 'model' | 'version' }> = {
  'flux-dev': { owner: 'black-forest-labs', name: 'flux-dev', runBy: 'model' },
  sdxl: { owner: 'stability-ai', name: 'sdxl', runBy: 'version' },
};

/** Stability has no list call: its v2beta stable-image models as of MODEL_FACTS_CHECKED, with the endpoint each is generated at. */
export const STABILITY_MODELS: ReadonlyArray<{ id: string; name: string; path: string; model?: string; perImageUsd: number | null }> = [
  { id: 'sd3.5-large', name: 'Stable Diffusion 3.5 Large', path: '/v2beta/stable-image/generate/sd3', model: 'sd3.5-large', perImageUsd: 0.065 },
  { id: 'core', name: 'Stable Image Core', path: '/v2beta/stable-image/generate/core', perImageUsd: 0.03 },
];

/** Stability's list as a catalogue (it is the same every day until this file changes). */
export function stabilityCatalogue(): CatalogueModel[] {
  return STABILITY_MODELS.map((model) => ({
    id: model.id,
    name: model.name,
    kind: 'image',
    structuredOutput: false,
    outputModalities: ['image'],
    contextLength: null,
    pricing: { inputPerMTokUsd: null, outputPerMTokUsd: null, perImageUsd: model.perImageUsd, tiers: [] },
    shutdownDate: null,
    version: null,
  }));
}

/**
 * Last-resort prices (USD), for models whose provider reports no cost and whose catalogue lists
 * no price (OpenAI's and Replicate's lists have none): every preferred model has one. GPT Image
 * models bill image output by the token; long-context tiers as the provider publishes them.
 */
export const FALLBACK_PRICES: Record<string, Partial<ModelPricing>> = {
  'anthropic/claude-sonnet-5.5': { inputPerMTokUsd: 2, outputPerMTokUsd: 10 },
  'anthropic/claude-haiku-5.5': {
    inputPerMTokUsd: 0.1,
    outputPerMTokUsd: 0.5,
    tiers: [{ abovePromptTokens: 100_000, inputPerMTokUsd: 0.5, outputPerMTokUsd: 2.5 }],
  },
  'anthropic/claude-sonnet-5': { inputPerMTokUsd: 2, outputPerMTokUsd: 10 },
  'anthropic/claude-sonnet-4.6': { inputPerMTokUsd: 3, outputPerMTokUsd: 15 },
  'anthropic/claude-haiku-4.5': { inputPerMTokUsd: 1, outputPerMTokUsd: 5 },
  'gpt-6.1-sol': { inputPerMTokUsd: 2, outputPerMTokUsd: 10, tiers: [{ abovePromptTokens: 272_000, inputPerMTokUsd: 4, outputPerMTokUsd: 15 }] },
  'gpt-6.1-terra': { inputPerMTokUsd: 1, outputPerMTokUsd: 5, tiers: [{ abovePromptTokens: 272_000, inputPerMTokUsd: 2, outputPerMTokUsd: 7.5 }] },
  'gpt-image-2.6-sunburst': { inputPerMTokUsd: 5, outputPerMTokUsd: 30 },
  'gpt-image-2.6-flare': { inputPerMTokUsd: 5, outputPerMTokUsd: 30 },
  'flux-dev': { perImageUsd: 0.025 },
  // Replicate bills SDXL (a community model) by GPU time: this is the usual cost of one run, an estimate.
  sdxl: { perImageUsd: 0.004 },
  'sd3.5-large': { perImageUsd: 0.065 },
  core: { perImageUsd: 0.03 },
};

/**
 * OpenAI's list names models without capabilities, so the kind is read from the id (as of
 * MODEL_FACTS_CHECKED): GPT Image and DALL·E ids make images; GPT-4o and later chat models and the
 * o-series reasoning models take strict JSON schemas; audio, realtime, speech, transcription,
 * search, embedding and moderation variants are neither.
 */
export function openAiModelKind(id: string): { kind: CatalogueModel['kind']; structuredOutput: boolean } {
  const name = id.toLowerCase();
  if (/^(gpt-image-|chatgpt-image-|dall-e-)/.test(name)) return { kind: 'image', structuredOutput: false };
  if (/(audio|realtime|tts|transcribe|whisper|search|embedding|moderation|instruct|codex|computer-use|deep-research)/.test(name))
    return { kind: 'other', structuredOutput: false };
  if (/^(gpt-4o|gpt-4\.1|gpt-[5-9]|gpt-\d{2,}|o[1-9])/.test(name) && !/^o1-(mini|preview)/.test(name)) return { kind: 'text', structuredOutput: true };
  return { kind: 'other', structuredOutput: false };
}

/** Output tokens one image may cost at most, for GPT Image models billed by the token (reservations only). */
export const IMAGE_OUTPUT_TOKENS_CEILING = 6_240;
