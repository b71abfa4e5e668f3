import type { z } from 'zod';
import type { TextProvider, TextProviderInfo } from '../../../domain/ai/models.ts';

/** One structured generation: the reply must fill `schema` (sent as a strict JSON schema) and is checked with it. */
export interface TextRequest<Schema extends z.ZodType> {
  provider: TextProvider;
  model: string;
  system: string;
  prompt: string;
  schema: Schema;
  /** The JSON schema's name the provider sees (letters, digits, '_' and '-'). */
  schemaName: string;
  timeoutMs?: number;
}

/** What one provider call cost; reported per call, so a failed run still records what it spent. */
export interface TextUsage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export interface TextResult<T> {
  data: T;
}

/**
 * The text AI. `generate` throws ServiceUnavailableError (503) when the provider has no key,
 * BadGatewayError (502) for provider errors, refusals and twice-invalid output, and
 * GatewayTimeoutError (504) on timeouts; `onUsage` hears every call's tokens and cost.
 */
export interface TextAi {
  providers(): TextProviderInfo[];
  generate<Schema extends z.ZodType>(request: TextRequest<Schema>, onUsage?: (usage: TextUsage) => void): Promise<TextResult<z.output<Schema>>>;
}
