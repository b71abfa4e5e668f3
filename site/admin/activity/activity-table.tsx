import type { ActivityEntry } from '../../../domain/activity.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { ROLE_LABELS } from '../../../domain/permissions.ts';
import type { Role } from '../../../domain/entities.ts';
import { TableHead } from '../ui/table-head.tsx';
import './activity-table.css';

/** One before/after side, as short `field: value` lines. */
function Changes({ value }: { value: unknown }) {
  if (value === null || value === undefined || typeof value !== 'object') return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return null;
  return (
    <dl className="activity-changes">
      {entries.map(([field, fieldValue]) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>{typeof fieldValue === 'string' ? fieldValue : JSON.stringify(fieldValue)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The actor's role as they acted, when known. */
function roleOf(entry: ActivityEntry): string | null {
  return entry.actorRole && entry.actorRole in ROLE_LABELS ? ROLE_LABELS[entry.actorRole as Role] : null;
}

/** Entries of the activity log, newest first: when, who (and as which role), what, and what changed. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  if (entries.length === 0) return <p className="muted">No activity matches.</p>;
  return (
    <div className="activity-scroll">
      <table className="activity-table">
        <TableHead columns={['When', 'Who', 'Action', 'What', 'Before', 'After']} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.key} data-testid="activity-entry">
              <td className="nowrap">{formatDateTime(entry.at)}</td>
              <td>
                {entry.actorEmail ?? 'Deleted account'}
                {roleOf(entry) && <span className="muted small"> ({roleOf(entry)})</span>}
              </td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>{entry.summary}</td>
              <td>
                <Changes value={entry.before} />
              </td>
              <td>
                <Changes value={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
