import { z } from 'zod';

/**
 * Text AI providers and models (spec section 9), written once. OpenRouter is the default; the
 * OpenAI provider offers the OpenAI ids of the spec's one OpenAI model.
 */
export const TEXT_PROVIDERS = ['openrouter', 'openai'] as const;
export type TextProvider = (typeof TEXT_PROVIDERS)[number];
export const DEFAULT_TEXT_PROVIDER: TextProvider = 'openrouter';

export const TEXT_MODELS: Record<TextProvider, readonly string[]> = {
  openrouter: ['anthropic/claude-sonnet-4', 'anthropic/claude-opus-4', 'anthropic/claude-3.7-sonnet', 'openai/gpt-4o'],
  openai: ['gpt-4o', 'gpt-4o-mini'],
};

/** The first model of each list is its default. */
export function defaultTextModel(provider: TextProvider): string {
  return TEXT_MODELS[provider][0] as string;
}

export const TEXT_PROVIDER_LABELS: Record<TextProvider, string> = { openrouter: 'OpenRouter', openai: 'OpenAI' };

/** What an administrator sets to turn a provider on; the screens name it when nothing is configured. */
export const TEXT_PROVIDER_ENV: Record<TextProvider, { apiKey: string; baseUrl: string }> = {
  openrouter: { apiKey: 'OPENROUTER_API_KEY', baseUrl: 'OPENROUTER_BASE_URL' },
  openai: { apiKey: 'OPENAI_API_KEY', baseUrl: 'OPENAI_BASE_URL' },
};

/** USD per million tokens, used when the provider does not report the cost itself (OpenAI does not; OpenRouter does). */
export const MODEL_PRICES: Record<string, { input: number; output: number }> = {
  'anthropic/claude-sonnet-4': { input: 3, output: 15 },
  'anthropic/claude-opus-4': { input: 15, output: 75 },
  'anthropic/claude-3.7-sonnet': { input: 3, output: 15 },
  'openai/gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
};

export function priceOf(model: string, inputTokens: number, outputTokens: number): number {
  const price = MODEL_PRICES[model];
  if (!price) return 0;
  return (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
}

/** The optional provider and model a request may name, as fields to add to a request's object schema. */
export const textModelChoiceFields = {
  provider: z.enum(TEXT_PROVIDERS, { error: `must be one of ${TEXT_PROVIDERS.join(', ')}` }).optional(),
  model: z.string().trim().max(200, { error: 'must be at most 200 characters long' }).optional(),
};

/** A named model must belong to the named provider (or to some provider when none is named). */
export function checkModelChoice(value: { provider?: TextProvider | undefined; model?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!value.model) return;
  const providers = value.provider ? [value.provider] : TEXT_PROVIDERS;
  if (!providers.some((provider) => TEXT_MODELS[provider].includes(value.model as string))) {
    ctx.addIssue({ code: 'custom', path: ['model'], message: `is not a model of ${value.provider ?? 'any provider'}` });
  }
}

export const textModelChoiceSchema = z.object(textModelChoiceFields).superRefine(checkModelChoice);

export type TextModelChoice = z.output<typeof textModelChoiceSchema>;

/** What GET /api/admin/ai/providers answers: every provider, whether it is configured, its models. */
export interface TextProviderInfo {
  id: TextProvider;
  label: string;
  configured: boolean;
  models: readonly string[];
  defaultModel: string;
  envVar: string;
}

export interface AiProvidersReply {
  providers: TextProviderInfo[];
  /** The provider used when a request names none: OpenRouter when configured, else the first configured one. */
  defaultProvider: TextProvider | null;
  budget: { monthlyUsd: number | null; spentUsd: number };
}
