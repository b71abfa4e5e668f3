import { formatDuration, formatUsd } from './elapsed.tsx';
import { useRecentRuns } from './use-generator.ts';
import { TableHead } from '../ui/table-head.tsx';
import { useAuth } from '../../lib/use-auth.ts';

/** The ledger's newest runs with their cost, and this month's AI spend: everyone's, or the person's own (ai.runs.readAll). */
export function RecentRuns() {
  const runs = useRecentRuns();
  const everyone = useAuth().can('ai.runs.readAll');
  return (
    <section className="card card-body" aria-labelledby="recent-runs">
      <h2 id="recent-runs" className="panel-title">
        {everyone ? 'Recent AI runs' : 'Your recent AI runs'}
      </h2>
      {runs.isPending ? (
        <p className="muted">Loading runs...</p>
      ) : runs.isError ? (
        <p className="field-error">Failed to load AI runs</p>
      ) : (
        <>
          <p data-testid="month-spend">
            {everyone ? 'This month' : 'You this month'}: <strong>{formatUsd(runs.data.monthSpentUsd)}</strong>
          </p>
          {runs.data.runs.length === 0 ? (
            <p className="muted">{everyone ? 'No AI runs yet.' : 'You have no AI runs yet.'}</p>
          ) : (
            <table className="runs-table">
              <TableHead columns={['When', 'What', 'Status', 'Time', 'Cost']} />
              <tbody>
                {runs.data.runs.map((run) => (
                  <tr key={run.id}>
                    <td>{new Date(run.startedAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}</td>
                    <td>
                      {run.kind} <span className="muted">{run.subject}</span>
                    </td>
                    <td>{run.status}</td>
                    <td>{run.durationMs === null ? '…' : formatDuration(run.durationMs)}</td>
                    <td>{formatUsd(run.costUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
