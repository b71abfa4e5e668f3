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
