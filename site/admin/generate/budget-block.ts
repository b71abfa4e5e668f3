import { budgetReachedMessage, personBudgetReachedMessage } from '../../../domain/ai/messages.ts';
import type { AiProvidersReply } from '../../../domain/ai/models.ts';
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

/** The site's and the person's own budgets, as GET /api/admin/ai/providers describes them. */
export type Budgets = Pick<AiProvidersReply, 'budget' | 'ownBudget'>;

/**
 * Why no run can start now, or null: the server's own refusal while the budget that refused (the
 * site's or the person's, the same amount) still holds, else a spent budget with its real amounts.
 */
export function budgetBlock(budgets: Budgets | undefined, refusal: BudgetRefusal | null, now: number): string | null {
  if (!budgets) return null;
  const { budget: site, ownBudget: own } = budgets;
  const refusedUnder = refusal && (refusal.monthlyUsd === site.monthlyUsd || (own !== null && refusal.monthlyUsd === own.monthlyUsd));
  if (refusal && refusedUnder && (refusal.resetsAt === null || now < Date.parse(refusal.resetsAt))) return refusal.message;
  if (site.exhausted && site.monthlyUsd !== null) return budgetReachedMessage(site.monthlyUsd, site.spentUsd + site.reservedUsd, new Date(site.resetsAt));
  if (own?.exhausted && own.monthlyUsd !== null) return personBudgetReachedMessage(own.monthlyUsd, own.spentUsd + own.reservedUsd, new Date(own.resetsAt));
  return null;
}
