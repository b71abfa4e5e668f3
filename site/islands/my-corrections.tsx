import { useQuery } from '@tanstack/react-query';
import type { CorrectionStatus, MyCorrection } from '../../domain/corrections.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { truncate } from '../../domain/text.ts';
import { api, unwrap } from '../lib/api.ts';

const STATUS: Record<CorrectionStatus, { label: string; badge: string }> = {
  pending: { label: 'Pending review', badge: 'badge-warning' },
  accepted: { label: 'Accepted', badge: 'badge-success' },
  rejected: { label: 'Not accepted', badge: 'badge-danger' },
};

/** How much of the proposed text the list repeats. */
const PREVIEW = 160;

function CorrectionRow({ correction }: { correction: MyCorrection }) {
  const status = STATUS[correction.status];
  return (
    <li className="card my-submission" data-testid="my-correction">
      <div className="my-submission-head">
        <div>
          <h3 className="my-submission-name">
            {correction.partLabel} of {correction.publicPath ? <a href={correction.publicPath}>{correction.subject}</a> : correction.subject}
          </h3>
          <p className="muted small">
            sent {formatDateTime(correction.submittedAt)}
            {correction.reviewedAt && <> · reviewed {formatDateTime(correction.reviewedAt)}</>}
          </p>
        </div>
        <span className={`badge ${status.badge}`}>{status.label}</span>
      </div>
      <p className="small">{truncate(correction.proposedText, PREVIEW)}</p>
      {correction.reviewNote && (
        <blockquote className="reviewer-note">
          <strong>{correction.status === 'rejected' ? 'Why:' : 'Note from the editor:'}</strong> {correction.reviewNote}
        </blockquote>
      )}
    </li>
  );
}

/** The signed-in reader's corrections and what the editors decided (GET /api/corrections/mine); nothing when there are none. */
export function MyCorrections() {
  const list = useQuery({ queryKey: ['corrections', 'mine'], queryFn: () => unwrap(api.corrections.mine.$get()) });
  if (list.isPending || list.isError || list.data.length === 0) {
    return list.isError ? <p className="notice notice-warning">Your corrections could not be loaded. Please reload the page.</p> : null;
  }
  return (
    <section className="my-corrections" aria-labelledby="my-corrections-title">
      <h2 id="my-corrections-title">Corrections</h2>
      <ul className="plain-list my-submissions">
        {list.data.map((correction) => (
          <CorrectionRow key={correction.id} correction={correction} />
        ))}
      </ul>
    </section>
  );
}
