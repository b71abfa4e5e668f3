import { TEXT_PROVIDER_ENV } from './models.ts';

/** Texts of the AI tools, written once. 'AI provider not configured' is the 503 of every AI endpoint. */
export const AI_MESSAGES = {
  notConfigured: 'AI provider not configured',
  setKey: `Set ${TEXT_PROVIDER_ENV.openrouter.apiKey} (or ${TEXT_PROVIDER_ENV.openai.apiKey}) on the server to enable the AI tools.`,
  runNotFound: 'AI run not found',
  budgetChanged: 'The AI budgets changed while this run was starting; please start it again',
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

/**
 * A dollar amount precise enough to be true: cents from $0.01 up, four decimals below, so a tiny
 * budget never reads '$0.00'; a positive amount under $0.0001 says so rather than rounding to zero.
 */
export function formatUsd(amount: number): string {
  const value = Math.max(0, amount);
  if (value === 0 || value >= 0.01) return `$${value.toFixed(2)}`;
  if (value < 0.0001) return 'under $0.0001';
  return `$${value.toFixed(4)}`;
}

/** The day a budget opens again, as the messages name it: '1 December 2026 (UTC)'. */
function resetDay(resetsAt: Date): string {
  return `${resetsAt.getUTCDate()} ${resetsAt.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${resetsAt.getUTCFullYear()} (UTC)`;
}

/** The month's budget is used up: what it was, what was spent (runs under way included), and when runs start again. */
export function budgetReachedMessage(budgetUsd: number, spentUsd: number, resetsAt: Date): string {
  return `This month's AI budget of ${formatUsd(budgetUsd)} has been used (${formatUsd(spentUsd)} spent or held by runs under way); new AI runs start again on ${resetDay(resetsAt)}`;
}

/** A run whose estimated maximum cost does not fit in what is left of the month's budget (runs under way hold theirs). */
export function budgetTooSmallMessage(budgetUsd: number, leftUsd: number, reserveUsd: number): string {
  return (
    `This AI run could cost up to ${formatUsd(reserveUsd)}, more than the ${formatUsd(leftUsd)} left of this month's ` +
    `AI budget of ${formatUsd(budgetUsd)} (runs under way hold their share until they finish)`
  );
}

/** A person's own monthly share (their budget, else their role's) is used up: what is left (nothing) and when it resets. */
export function personBudgetReachedMessage(limitUsd: number, heldUsd: number, resetsAt: Date): string {
  return (
    `Your monthly AI budget of ${formatUsd(limitUsd)} has been used (${formatUsd(heldUsd)} spent or held by your runs under way): ` +
    `$0.00 is left until it resets on ${resetDay(resetsAt)}`
  );
}

/** A run whose estimated maximum cost does not fit what is left of the person's own monthly share. */
export function personBudgetTooSmallMessage(limitUsd: number, leftUsd: number, reserveUsd: number, resetsAt: Date): string {
  return (
    `This AI run could cost up to ${formatUsd(reserveUsd)}, more than the ${formatUsd(leftUsd)} left of your monthly AI budget of ` +
    `${formatUsd(limitUsd)}; it resets on ${resetDay(resetsAt)}`
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
