import { ROLE_LABELS } from '../../../domain/permissions.ts';
import { QueryState } from '../ui/query-state.tsx';
import { BudgetField } from './budget-field.tsx';
import { useRoleBudgets, useSetRoleBudget } from './use-people.ts';

/**
 * 'AI budgets': each role's monthly AI budget, beside the site's AI_MONTHLY_BUDGET_USD; a person's
 * own budget (on their row) overrides their role's.
 */
export function RoleBudgets() {
  const budgets = useRoleBudgets();
  const save = useSetRoleBudget();
  return (
    <section className="card card-body" aria-labelledby="role-budgets-title">
      <h2 id="role-budgets-title" className="panel-title">
        AI budgets per role
      </h2>
      <p className="muted small">
        What each person of a role may spend on AI tools each month (UTC), unless their own budget is set on their row. Empty: no limit.
      </p>
      <QueryState query={budgets} loading="Loading budgets..." failed="Failed to load the budgets.">
        {(data) => (
          <div className="role-budgets">
            {data.roles
              .filter((budget) => budget.role !== 'user')
              .map((budget) => (
                <BudgetField
                  key={`${budget.role}-${budget.monthlyUsd}`}
                  label={`${ROLE_LABELS[budget.role]} (monthly, USD)`}
                  value={budget.monthlyUsd}
                  emptyMeans="No limit"
                  pending={save.isPending && save.variables.role === budget.role}
                  onSave={(monthlyUsd) => save.mutate({ role: budget.role, monthlyUsd })}
                />
              ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
