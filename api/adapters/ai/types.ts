import type { z } from 'zod';
import type { TextProvider } from '../../../domain/ai/models.ts';
import type { TokenPrice } from '../../../domain/ai/pricing.ts';

/** One structured generation: the reply must fill `schema` (sent as a strict JSON schema) and is checked with it. */
export interface TextRequest<Schema extends z.ZodType> {
  provider: TextProvider;
  model: string;
  system: string;
  prompt: string;
  schema: Schema;
  /** The JSON schema's name the provider sees (letters, digits, '_' and '-'). */
  schemaName: string;
  /** The most output tokens one call may write (the run's reservation assumes it). */
  maxOutputTokens?: number;
  /** USD per million tokens (with long-context tiers) from the catalogue or the fallback table; null when unknown. */
  price?: TokenPrice | null;
  timeoutMs?: number;
}

/** What one provider call cost; reported per call, so a failed run still records what it spent. */
export interface TextUsage {
  inputTokens: number;
  outputTokens: number;
  /** The provider's reported cost (OpenRouter), else tokens at `price`; null when neither is known. */
  costUsd: number | null;
}

export interface TextResult<T> {
  data: T;
}

/** A text provider as the screens list it (its models come from the catalogue). */
export interface TextProviderStatus {
  id: TextProvider;
  label: string;
  configured: boolean;
  envVar: string;
}

/**
 * The text AI. `generate` throws ServiceUnavailableError (503) when the provider has no key,
 * BadGatewayError (502) for provider errors, refusals and twice-invalid output, and
 * GatewayTimeoutError (504) on timeouts; `onUsage` hears every call's tokens and cost.
 */
export interface TextAi {
  providers(): TextProviderStatus[];
  generate<Schema extends z.ZodType>(request: TextRequest<Schema>, onUsage?: (usage: TextUsage) => void): Promise<TextResult<z.output<Schema>>>;
}
