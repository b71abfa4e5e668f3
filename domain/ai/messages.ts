import { TEXT_PROVIDER_ENV } from './models.ts';

/** Texts of the AI tools, written once. 'AI provider not configured' is the 503 of every AI endpoint. */
export const AI_MESSAGES = {
  notConfigured: 'AI provider not configured',
  setKey: `Set ${TEXT_PROVIDER_ENV.openrouter.apiKey} (or ${TEXT_PROVIDER_ENV.openai.apiKey}) on the server to enable the AI tools.`,
  runNotFound: 'AI run not found',
} as const;

export function providerFailedMessage(label: string, status?: number): string {
  return status ? `The AI provider (${label}) answered with status ${status}` : `The AI provider (${label}) could not be reached`;
}

export function providerTimedOutMessage(label: string, seconds: number): string {
  return `The AI provider (${label}) did not answer within ${seconds} seconds`;
}

export function providerRefusedMessage(label: string, reason: string): string {
  return `The AI provider (${label}) refused the request: ${reason}`;
}

export function providerInvalidOutputMessage(label: string): string {
  return `The AI provider (${label}) answered twice with output that does not fit the expected format`;
}

export function budgetReachedMessage(budgetUsd: number): string {
  return `This month's AI budget of $${budgetUsd.toFixed(2)} has been spent; new AI runs start again next month`;
}

/** A run whose estimated maximum cost does not fit in what is left of the month's budget (runs under way hold theirs). */
export function budgetTooSmallMessage(budgetUsd: number, leftUsd: number, reserveUsd: number): string {
  return (
    `This AI run could cost up to $${reserveUsd.toFixed(2)}, more than the $${Math.max(0, leftUsd).toFixed(2)} left of this month's ` +
    `AI budget of $${budgetUsd.toFixed(2)} (runs under way hold their share until they finish)`
  );
}

/** 400 for a model the provider's catalogue does not list. */
export function unknownModelMessage(label: string, model: string, nearest: readonly string[]): string {
  return `model: ${label} does not offer '${model}'${nearest.length ? `; available: ${nearest.join(', ')}` : ''}`;
}

/** 503 when a configured provider's catalogue offers no usable model at all. */
export function noModelMessage(label: string, kind: 'text' | 'image'): string {
  return kind === 'text'
    ? `${label} offers no model with structured output right now; refresh the models or choose another provider`
    : `${label} offers no image model right now; refresh the models or choose another provider`;
}
