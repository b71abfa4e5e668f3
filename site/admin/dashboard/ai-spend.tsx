import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../../../domain/ai/messages.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { ROLE_LABELS } from '../../../domain/permissions.ts';
import { aiSpendQuery } from '../users/use-people.ts';
import { QueryState } from '../ui/query-state.tsx';
import { TableHead } from '../ui/table-head.tsx';

/** The dashboard's 'AI spend this month': each person's spend and held runs against the budget that applies to them. */
export function AiSpend() {
  const spend = useQuery(aiSpendQuery);
  return (
    <section className="card card-body dashboard-panel" aria-labelledby="ai-spend-title">
      <h2 id="ai-spend-title" className="panel-title">
        AI spend this month
      </h2>
      <QueryState query={spend} loading="Loading AI spend..." failed="Failed to load the AI spend.">
        {({ people, resetsAt }) =>
          people.length === 0 ? (
            <p className="muted">No AI runs this month.</p>
          ) : (
            <>
              <div className="activity-scroll">
                <table className="activity-table" aria-label="AI spend per person">
                  <TableHead columns={['Person', 'Role', 'Spent', 'Held by runs under way', 'Monthly budget']} />
                  <tbody>
                    {people.map((person) => (
                      <tr key={person.userId ?? 'none'}>
                        <th scope="row">{person.email ?? 'Scripts and deleted accounts'}</th>
                        <td>{person.role ? ROLE_LABELS[person.role] : '—'}</td>
                        <td>{formatUsd(person.spentUsd)}</td>
                        <td>{formatUsd(person.reservedUsd)}</td>
                        <td>{person.limitUsd === null ? 'No limit' : formatUsd(person.limitUsd)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="muted small">Budgets reset on {formatDateTime(resetsAt)}. Set them on User Management.</p>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
