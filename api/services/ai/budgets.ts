import { listRoleBudgets, saveRoleBudget, sumAiCostByPerson } from '../../../db/queries/ai-runs.ts';
import { monthStart, nextMonthStart, RESERVATION_HOLD_MS } from '../../../domain/ai/runs.ts';
import { ROLES, type Role } from '../../../domain/entities.ts';
import type { RoleBudget, SpendReply } from '../../../domain/people.ts';
import { ROLE_LABELS } from '../../../domain/permissions.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { recordActivity, type Actor } from '../activity.ts';
import { inTransaction } from '../transaction.ts';

/**
 * AI budgets per person (issue 35): beside the site's AI_MONTHLY_BUDGET_USD, a monthly budget per
 * role and a person's own override (services/users.ts), both held by the ledger's admission
 * (ledger.ts, one statement); and the month's spend per person for the dashboard.
 */

/** Every role with its monthly budget (null: none). */
export async function listRoleAiBudgets(deps: Pick<AppDeps, 'db'>): Promise<RoleBudget[]> {
  const set = new Map((await listRoleBudgets(deps.db)).map((row) => [row.role, row.monthlyUsd]));
  return ROLES.map((role) => ({ role, monthlyUsd: set.get(role) ?? null }));
}

export async function setRoleAiBudget(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { role: Role; monthlyUsd: number | null; actor: Actor },
): Promise<RoleBudget[]> {
  return inTransaction(deps, async (deps) => {
    const before = (await listRoleAiBudgets(deps)).find((budget) => budget.role === input.role)?.monthlyUsd ?? null;
    await saveRoleBudget(deps.db, input.role, input.monthlyUsd);
    await recordActivity(deps, input.actor, {
      action: 'ai.role_budget_changed',
      entityType: 'ai_budget',
      entityId: input.role,
      summary: `Set the monthly AI budget of the ${ROLE_LABELS[input.role].toLowerCase()} role to ${input.monthlyUsd === null ? 'no limit' : `$${input.monthlyUsd}`}`,
      before: { monthlyUsd: before },
      after: { monthlyUsd: input.monthlyUsd },
    });
    return listRoleAiBudgets(deps);
  });
}

/** The month's AI spend per person, most first, with what their runs under way hold and the budget that applies. */
export async function listMonthSpendByPerson(deps: Pick<AppDeps, 'db' | 'now'>): Promise<SpendReply> {
  const now = currentTime(deps);
  const rows = await sumAiCostByPerson(deps.db, monthStart(now), new Date(now.getTime() - RESERVATION_HOLD_MS));
  return {
    people: rows.map(({ committedUsd, ...row }) => ({ ...row, reservedUsd: Math.max(0, committedUsd - row.spentUsd) })),
    resetsAt: nextMonthStart(now).toISOString(),
  };
}
