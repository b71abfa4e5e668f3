import { useRef, useState } from 'react';
import { correctionDecidedAnnouncement } from '../../../domain/corrections.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../ui/load-failure.tsx';
import { CorrectionDialog, type CorrectionDecision } from './correction-dialogs.tsx';
import { CorrectionSummary } from './correction-summary.tsx';
import { usePendingCorrections } from './use-corrections.ts';

const cardId = (id: number) => `correction-${id}`;

/**
 * The readers' corrections waiting for a decision, beside the submissions: Accept applies one,
 * Reject tells the sender why not. A decided item leaves the list at once; focus goes to the next
 * item (else the one before, else the list's heading), never to the top of the page, and the
 * result is said in a polite live region.
 */
export function CorrectionsQueue() {
  const corrections = usePendingCorrections();
  const [decision, setDecision] = useState<CorrectionDecision | null>(null);
  /** Decided here: not shown while the list is read again. */
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterDecision = useRef<HTMLElement | null>(null);
  const shown = corrections.data?.filter((correction) => !decided.has(correction.id));
  const count = shown?.length;

  const onDecided = (made: CorrectionDecision, message: string) => {
    const list = shown ?? [];
    const index = list.findIndex((correction) => correction.id === made.correction.id);
    const next = list[index + 1] ?? list[index - 1];
    focusAfterDecision.current = (next && document.getElementById(cardId(next.id))) || heading.current;
    setDecided((current) => new Set(current).add(made.correction.id));
    setAnnouncement(correctionDecidedAnnouncement(message, made.correction, list.length - 1));
    setDecision(null);
  };
  const focusOnClose = () => {
    const target = focusAfterDecision.current;
    focusAfterDecision.current = null;
    return target;
  };

  return (
    <section className="admin-section" aria-labelledby="reader-corrections" id="corrections">
      <div className="panel-head">
        <h2 id="reader-corrections" className="panel-title" tabIndex={-1} ref={heading}>
          Reader Corrections
          {count !== undefined && (
            <span className={count > 0 ? 'badge badge-warning corrections-count' : 'badge badge-neutral corrections-count'} data-testid="corrections-count">
              {count} pending
            </span>
          )}
        </h2>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="corrections-announcement">
        {announcement}
      </p>
      {corrections.isPending ? (
        <p className="muted">Loading corrections...</p>
      ) : corrections.isError ? (
        <LoadFailure message={errorMessage(corrections.error, 'Failed to fetch corrections')} onRetry={() => void corrections.refetch()} />
      ) : shown?.length === 0 ? (
        <p className="card empty-state muted">No corrections waiting for review.</p>
      ) : (
        <ul className="admin-card-grid correction-grid">
          {shown?.map((correction) => (
            <li
              key={correction.id}
              id={cardId(correction.id)}
              tabIndex={-1}
              aria-label={`Correction to the ${correction.partLabel.toLowerCase()} of ${correction.subject}`}
              className="card card-body correction-card"
              data-testid="correction-card"
            >
              <CorrectionSummary correction={correction} />
              <div className="cluster submission-actions">
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setDecision({ kind: 'accept', correction })}>
                  Accept
                  <span className="visually-hidden">
                    {' '}
                    the correction to the {correction.partLabel.toLowerCase()} of {correction.subject}
                  </span>
                </button>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDecision({ kind: 'reject', correction })}>
                  Reject
                  <span className="visually-hidden">
                    {' '}
                    the correction to the {correction.partLabel.toLowerCase()} of {correction.subject}
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CorrectionDialog decision={decision} onClose={() => setDecision(null)} onDecided={onDecided} focusOnClose={focusOnClose} />
    </section>
  );
}
