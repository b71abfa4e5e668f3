import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../ui/load-failure.tsx';
import { CorrectionDialog, type CorrectionDecision } from './correction-dialogs.tsx';
import { CorrectionSummary } from './correction-summary.tsx';
import { usePendingCorrections } from './use-corrections.ts';

/** The readers' corrections waiting for a decision, beside the submissions: Accept applies one, Reject tells the sender why not. */
export function CorrectionsQueue() {
  const corrections = usePendingCorrections();
  const [decision, setDecision] = useState<CorrectionDecision | null>(null);
  const count = corrections.data?.length;
  return (
    <section className="admin-section" aria-labelledby="reader-corrections" id="corrections">
      <div className="panel-head">
        <h2 id="reader-corrections" className="panel-title">
          Reader Corrections
          {count !== undefined && (
            <span className={count > 0 ? 'badge badge-warning corrections-count' : 'badge badge-neutral corrections-count'} data-testid="corrections-count">
              {count} pending
            </span>
          )}
        </h2>
      </div>
      {corrections.isPending ? (
        <p className="muted">Loading corrections...</p>
      ) : corrections.isError ? (
        <LoadFailure message={errorMessage(corrections.error, 'Failed to fetch corrections')} onRetry={() => void corrections.refetch()} />
      ) : corrections.data.length === 0 ? (
        <p className="card empty-state muted">No corrections waiting for review.</p>
      ) : (
        <ul className="admin-card-grid correction-grid">
          {corrections.data.map((correction) => (
            <li key={correction.id} className="card card-body correction-card" data-testid="correction-card">
              <CorrectionSummary correction={correction} />
              <div className="cluster submission-actions">
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setDecision({ kind: 'accept', correction })}>
                  Accept<span className="visually-hidden"> the correction to the {correction.partLabel.toLowerCase()} of {correction.subject}</span>
                </button>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDecision({ kind: 'reject', correction })}>
                  Reject<span className="visually-hidden"> the correction to the {correction.partLabel.toLowerCase()} of {correction.subject}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CorrectionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
