import { useId, useState } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import type { Article, Expert } from '../../../domain/entities.ts';
import { VERSION_REASON_LABELS, type VersionSummary } from '../../../domain/versions.ts';
import { ConfirmDelete } from '../ui/confirm-delete.tsx';
import { fieldLabel } from './field-labels.ts';
import { useRestoreVersion, useVersionDiff, useVersions, type EntityRef } from './use-versions.ts';
import { VersionDiff } from './version-diff.tsx';
import './versions.css';

type Pair = { from: number; to: number | 'current' };

const who = (version: VersionSummary) => version.actor?.email ?? (version.actor ? 'a deleted account' : 'the system');
const pairTitle = (pair: Pair) => `Version ${pair.from} → ${pair.to === 'current' ? 'current' : `version ${pair.to}`}`;

interface HistorySectionProps<T extends Expert | Article> {
  entity: EntityRef;
  /** False while the section is closed: the history is read when it is opened. */
  open: boolean;
  onRestored: (restored: T) => void;
}

/** The History of an expert or article: its versions, a field-by-field diff, and 'Restore this version'. */
export function HistorySection<T extends Expert | Article>({ entity, open, onRestored }: HistorySectionProps<T>) {
  const versions = useVersions(entity, open);
  const [pair, setPair] = useState<Pair | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const diff = useVersionDiff(entity, pair);
  const restore = useRestoreVersion(entity, (restored) => {
    setRestoring(null);
    setPair(null);
    onRestored(restored as T);
  });
  const fromId = useId();
  const toId = useId();

  if (versions.isPending) return <p className="muted">Loading the history...</p>;
  if (versions.isError) return <p className="field-error">Failed to load the history</p>;
  const list = versions.data.versions;
  if (list.length === 0) return <p className="muted">No versions yet: the first save keeps one.</p>;

  return (
    <div className="history-section">
      <div className="history-scroll">
        <table className="history-table">
          <caption className="visually-hidden">Versions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Reason</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Changed fields</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((version, index) => (
              <tr key={version.number}>
                <th scope="row">{version.number}</th>
                <td>
                  {VERSION_REASON_LABELS[version.reason]}
                  {version.restoredFrom !== null && <> (from version {version.restoredFrom})</>}
                </td>
                <td>
                  <time dateTime={version.at}>{formatDateTime(version.at)}</time>
                </td>
                <td>{who(version)}</td>
                <td>{version.changedFields.length ? version.changedFields.map(fieldLabel).join(', ') : '—'}</td>
                <td>
                  <div className="history-actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Compare version ${version.number} with the current one`}
                      onClick={() => setPair({ from: version.number, to: 'current' })}
                    >
                      Compare
                    </button>
                    {index > 0 && (
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        aria-label={`Restore version ${version.number}`}
                        onClick={() => setRestoring(version.number)}
                      >
                        Restore this version
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="history-compare">
        <div className="field">
          <label htmlFor={fromId}>Compare version</label>
          <select
            id={fromId}
            className="select"
            value={pair?.from ?? ''}
            onChange={(event) => setPair({ from: Number(event.target.value), to: pair?.to ?? 'current' })}
          >
            <option value="" disabled>
              Choose
            </option>
            {list.map((version) => (
              <option key={version.number} value={version.number}>
                Version {version.number}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={toId}>with</label>
          <select
            id={toId}
            className="select"
            value={pair?.to ?? 'current'}
            disabled={pair === null}
            onChange={(event) => pair && setPair({ from: pair.from, to: event.target.value === 'current' ? 'current' : Number(event.target.value) })}
          >
            <option value="current">The current one</option>
            {list.map((version) => (
              <option key={version.number} value={version.number}>
                Version {version.number}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pair && (
        <section className="history-diff" aria-live="polite" aria-label={pairTitle(pair)}>
          <h3 className="history-diff-title">{pairTitle(pair)}</h3>
          {diff.isPending ? (
            <p className="muted">Comparing...</p>
          ) : diff.isError ? (
            <p className="field-error">Failed to compare the versions</p>
          ) : (
            <VersionDiff changes={diff.data.changes} />
          )}
        </section>
      )}
      <ConfirmDelete
        subject={restoring === null ? null : { id: restoring }}
        onCancel={() => setRestoring(null)}
        title={`Restore version ${restoring ?? ''}?`}
        description={`The content of version ${restoring ?? ''} is saved as a new version and the editor shows it. Changes not yet saved in the form are discarded.`}
        confirmLabel={`Restore version ${restoring ?? ''}`}
        pendingLabel="Restoring..."
        remove={{ mutate: (number) => restore.mutate(number), isPending: restore.isPending }}
      />
    </div>
  );
}
