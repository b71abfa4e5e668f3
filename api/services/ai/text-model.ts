import { AI_MESSAGES } from '../../../domain/ai/messages.ts';
import { DEFAULT_TEXT_PROVIDER, TEXT_MODELS, defaultTextModel, type TextModelChoice, type TextProvider } from '../../../domain/ai/models.ts';
import type { TextAi } from '../../adapters/ai/types.ts';
import { BadRequestError, ServiceUnavailableError } from '../../errors.ts';

export interface TextChoice {
  provider: TextProvider;
  model: string;
}

/** OpenRouter when configured (the spec's default), else the first configured provider; null when none is. */
export function defaultTextProvider(textAi: TextAi): TextProvider | null {
  const configured = textAi.providers().filter((provider) => provider.configured);
  return (configured.find((provider) => provider.id === DEFAULT_TEXT_PROVIDER) ?? configured[0])?.id ?? null;
}

/**
 * The provider and model a request runs on: what it names, else the defaults. 503 'AI provider
 * not configured' when the provider has no key; 400 when the model is not the provider's.
 */
export function chooseTextModel(textAi: TextAi, choice: TextModelChoice = {}): TextChoice {
  const configured = new Set(textAi.providers().filter((provider) => provider.configured).map((provider) => provider.id));
  const byModel = choice.model ? [...configured].find((provider) => TEXT_MODELS[provider].includes(choice.model as string)) : undefined;
  const provider = choice.provider ?? byModel ?? defaultTextProvider(textAi);
  if (!provider || !configured.has(provider)) throw new ServiceUnavailableError(AI_MESSAGES.notConfigured);
  const model = choice.model ?? defaultTextModel(provider);
  if (!TEXT_MODELS[provider].includes(model)) throw new BadRequestError(`model: is not a model of ${provider}`);
  return { provider, model };
}
