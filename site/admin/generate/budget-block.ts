import { budgetReachedMessage } from '../../../domain/ai/messages.ts';
import type { AiBudget } from '../../../domain/ai/models.ts';
import type { RefusalBody, api } from '../../lib/api.ts';

/** A refused start's 429, as the route types it: `{ message, budget }` with the server's amounts. */
export type StartRefusal = RefusalBody<(typeof api.research)['generate-expert']['$post'], 429>;

/** A budget refusal, with the budget it was made under: a higher budget or a new month lifts it. */
export interface BudgetRefusal {
  message: string;
  monthlyUsd: number | null;
  resetsAt: string | null;
}

/** The refusal to keep on the screen, with the amounts the server refused under. */
export function keptRefusal(body: StartRefusal): BudgetRefusal {
  if (!('budget' in body)) return { message: body.message, monthlyUsd: null, resetsAt: null };
  return { message: body.message, monthlyUsd: body.budget.monthlyUsd, resetsAt: body.budget.resetsAt };
}

/** Why no run can start now (the month's budget), or null: the server's own refusal, else the spent budget with its real amounts. */
export function budgetBlock(budget: AiBudget | undefined, refusal: BudgetRefusal | null, now: number): string | null {
  if (!budget) return null;
  if (refusal && refusal.monthlyUsd === budget.monthlyUsd && (refusal.resetsAt === null || now < Date.parse(refusal.resetsAt))) return refusal.message;
  if (budget.exhausted && budget.monthlyUsd !== null)
    return budgetReachedMessage(budget.monthlyUsd, budget.spentUsd + budget.reservedUsd, new Date(budget.resetsAt));
  return null;
}
