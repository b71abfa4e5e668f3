import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import {
  providerFailedMessage,
  providerInvalidOutputMessage,
  providerRefusedMessage,
  providerTimedOutMessage,
  AI_MESSAGES,
} from '../../../domain/ai/messages.ts';
import { TEXT_PROVIDER_ENV, TEXT_PROVIDER_LABELS, TEXT_PROVIDERS, type TextProvider } from '../../../domain/ai/models.ts';
import { tokenCost } from '../../../domain/ai/pricing.ts';
import { describeIssues } from '../../validate.ts';
import { BadGatewayError, GatewayTimeoutError, ServiceUnavailableError } from '../../errors.ts';
import type { TextAi, TextRequest, TextUsage } from './types.ts';

export interface ProviderSettings {
  apiKey: string;
  baseURL?: string | undefined;
}

/** OpenRouter reports each call's cost in USD; OpenAI does not, so the request's price (catalogue or table) prices it. */
type UsageWithCost = ChatCompletion['usage'] & { cost?: number };

function usageOf(completion: ChatCompletion, price: TextRequest<z.ZodType>['price']): TextUsage {
  const usage = completion.usage as UsageWithCost | undefined;
  const inputTokens = usage?.prompt_tokens ?? 0;
  const outputTokens = usage?.completion_tokens ?? 0;
  const reported = typeof usage?.cost === 'number' && Number.isFinite(usage.cost) && usage.cost >= 0 ? usage.cost : undefined;
  const priced = price ? tokenCost(inputTokens, outputTokens, price) : null;
  return { inputTokens, outputTokens, costUsd: reported ?? priced };
}

/**
 * What a call that got no completion cost: nothing when the provider answered with an error or
 * could not be reached; unknown when it timed out (it may have worked, and billed, after we left).
 */
function failedCallUsage(error: unknown): TextUsage {
  return { inputTokens: 0, outputTokens: 0, costUsd: error instanceof GatewayTimeoutError ? null : 0 };
}

/** The JSON in a reply; some models wrap it in a Markdown fence despite the schema. */
function jsonIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) throw new SyntaxError('no JSON object in the reply');
  return JSON.parse(content.slice(start, end + 1));
}

type Checked<T> = { ok: true; data: T } | { ok: false; problem: string };

function check<Schema extends z.ZodType>(schema: Schema, content: string | null | undefined): Checked<z.output<Schema>> {
  let value: unknown;
  try {
    value = jsonIn(content ?? '');
  } catch {
    return { ok: false, problem: 'the reply was not a JSON object' };
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: describeIssues(parsed.error) };
}

/**
 * Text generation through the `openai` SDK: OpenAI directly, or OpenRouter through the same
 * client with its base URL. Each request asks for strict structured output; the reply is checked
 * with the same zod schema, and one invalid reply is answered with a second attempt that names
 * the problem. The SDK's own retries are off: the one retry is ours, so the ledger counts calls.
 */
export function createOpenAiTextAi(settings: Partial<Record<TextProvider, ProviderSettings | undefined>>, options: { timeoutMs: number }): TextAi {
  const clients = new Map<TextProvider, OpenAI>();

  function clientFor(provider: TextProvider): OpenAI {
    const existing = clients.get(provider);
    if (existing) return existing;
    const configured = settings[provider];
    if (!configured) throw new ServiceUnavailableError(AI_MESSAGES.notConfigured);
    const client = new OpenAI({ apiKey: configured.apiKey, baseURL: configured.baseURL, maxRetries: 0 });
    clients.set(provider, client);
    return client;
  }

  return {
    providers() {
      return TEXT_PROVIDERS.map((id) => ({
        id,
        label: TEXT_PROVIDER_LABELS[id],
        configured: Boolean(settings[id]),
        envVar: TEXT_PROVIDER_ENV[id].apiKey,
      }));
    },

    async generate(request, onUsage) {
      const client = clientFor(request.provider);
      const label = TEXT_PROVIDER_LABELS[request.provider];
      const timeoutMs = request.timeoutMs ?? options.timeoutMs;
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: request.system },
        { role: 'user', content: request.prompt },
      ];
      for (let attempt = 1; ; attempt += 1) {
        let completion: ChatCompletion;
        try {
          completion = await complete(client, request, messages, { label, timeoutMs });
        } catch (error) {
          // A call that failed was still made: the ledger counts it, so a failed run never reads '0 AI calls'.
          onUsage?.(failedCallUsage(error));
          throw error;
        }
        onUsage?.(usageOf(completion, request.price));
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new BadGatewayError(providerRefusedMessage(label, message.refusal.slice(0, 300)));
        const checked = check(request.schema, message?.content);
        if (checked.ok) return { data: checked.data };
        if (attempt === 2) throw new BadGatewayError(providerInvalidOutputMessage(label));
        messages.push(
          { role: 'assistant', content: message?.content ?? '' },
          { role: 'user', content: `That answer does not fit the schema (${checked.problem}). Answer again with only the corrected JSON.` },
        );
      }
    },
  };
}

async function complete<Schema extends z.ZodType>(
  client: OpenAI,
  request: TextRequest<Schema>,
  messages: ChatCompletionMessageParam[],
  { label, timeoutMs }: { label: string; timeoutMs: number },
): Promise<ChatCompletion> {
  try {
    return await client.chat.completions.create(
      {
        model: request.model,
        messages,
        response_format: zodResponseFormat(request.schema, request.schemaName),
        // The output limit makes the run's reservation a true maximum (OpenAI names it max_completion_tokens).
        ...(request.maxOutputTokens
          ? request.provider === 'openai'
            ? { max_completion_tokens: request.maxOutputTokens }
            : { max_tokens: request.maxOutputTokens }
          : {}),
        // OpenRouter: report the call's cost in usage.cost (other servers ignore the field).
        ...(request.provider === 'openrouter' ? { usage: { include: true } } : {}),
      } as ChatCompletionCreateParamsNonStreaming,
      { timeout: timeoutMs },
    );
  } catch (error) {
    if (error instanceof APIConnectionTimeoutError) throw new GatewayTimeoutError(providerTimedOutMessage(label, Math.round(timeoutMs / 1000)));
    // Anything else from the SDK (an HTTP error, a connection failure, a reply that is not JSON) is the provider's failure.
    throw new BadGatewayError(providerFailedMessage(label, error instanceof APIError ? error.status : undefined));
  }
}
