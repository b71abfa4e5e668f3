import { useId, useState } from 'react';
import { CLAIM_MESSAGES } from '../../../domain/claims.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { PROPOSAL_FIELD_LABELS, PROPOSAL_LIMITS, type ExpertProposal, type ProposalField, type ProposedChanges } from '../../../domain/expert-proposals.ts';
import { creditText } from '../../../domain/image-credit.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../ui/load-failure.tsx';
import { Modal } from '../ui/modal.tsx';
import { ReasonForm } from '../ui/reason-form.tsx';
import { proposalFields, valueFromText, valueText } from './proposal-values.ts';
import { useAcceptProposal, usePendingProposals, useRejectProposal } from './use-proposals.ts';
import '../claims/claims.css';

/** The proposed photo beside the profile's photo now, with its credit and the owner's rights statement; accepted as sent. */
function PhotoRow({ proposal, accepted, onAccepted }: { proposal: ExpertProposal; accepted: boolean; onAccepted: (accepted: boolean) => void }) {
  const { photo } = proposal.changes;
  const now = proposal.current.imageUrl;
  if (!photo) return null;
  return (
    <div className="proposal-field" data-testid="proposal-field">
      <label className="proposal-accept">
        <input type="checkbox" checked={accepted} onChange={(event) => onAccepted(event.target.checked)} /> Accept {PROPOSAL_FIELD_LABELS.photo}
      </label>
      <div className="proposal-photos">
        <figure>
          {now ? <img className="proposal-photo" src={now} alt="The photo now" width={120} height={120} /> : <p className="muted">(no photo)</p>}
          <figcaption className="muted small">Now</figcaption>
        </figure>
        <figure>
          <img className="proposal-photo" src={photo.imageUrl} alt="The proposed photo" width={120} height={120} data-testid="proposal-photo" />
          <figcaption className="small">Proposed · {creditText(photo.credit)}</figcaption>
        </figure>
      </div>
      <p className="muted small" data-testid="proposal-photo-rights">
        The owner stated: “{photo.rightsStatement}”
      </p>
    </div>
  );
}

/** One proposed field: the profile's value now beside the proposed one (editable), and whether to accept it. */
function FieldRow(props: {
  proposal: ExpertProposal;
  field: ProposalField;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  text: string;
  onText: (text: string) => void;
}) {
  const { proposal, field } = props;
  const id = useId();
  if (field === 'photo') return <PhotoRow proposal={proposal} accepted={props.accepted} onAccepted={props.onAccepted} />;
  const label = PROPOSAL_FIELD_LABELS[field];
  const current = field === 'addDisclosures' ? '' : valueText(proposal.current[field]);
  return (
    <div className="proposal-field" data-testid="proposal-field">
      <label className="proposal-accept">
        <input type="checkbox" checked={props.accepted} onChange={(event) => props.onAccepted(event.target.checked)} /> Accept {label}
      </label>
      {field !== 'addDisclosures' && (
        <div className="proposal-now">
          <span className="muted small">Now</span>
          <p className="proposal-value">{current || <span className="muted">(empty)</span>}</p>
        </div>
      )}
      <div>
        <label className="muted small" htmlFor={id}>
          {field === 'addDisclosures' ? 'Added' : 'Proposed'}
        </label>
        {field === 'addDisclosures' ? (
          <p className="proposal-value" id={id}>
            {valueText(proposal.changes.addDisclosures)}
          </p>
        ) : (
          <textarea id={id} className="textarea" rows={field === 'title' ? 1 : 3} value={props.text} onChange={(event) => props.onText(event.target.value)} />
        )}
      </div>
    </div>
  );
}

function ProposalCard({ proposal, onReject }: { proposal: ExpertProposal; onReject: () => void }) {
  const fields = proposalFields(proposal.changes);
  const [accepted, setAccepted] = useState<Set<ProposalField>>(() => new Set(fields));
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field, valueText(proposal.changes[field])])));
  const accept = useAcceptProposal();
  const chosen = fields.filter((field) => accepted.has(field));
  // New commercial interests and a photo are accepted as sent; the other fields as the editor left them.
  const edits = (): ProposedChanges =>
    Object.fromEntries(chosen.flatMap((field) => (field === 'addDisclosures' || field === 'photo' ? [] : [[field, valueFromText(field, texts[field] ?? '')]])));
  return (
    <li className="card card-body proposal-card" data-testid="proposal-card" aria-label={`Proposal by ${proposal.proposer.email} for ${proposal.expertName}`}>
      <p className="claim-card-head">
        <strong>{proposal.proposer.email}</strong>, the owner, proposes changes to{' '}
        <a href={proposal.expertPath} target="_blank" rel="noopener noreferrer">
          {proposal.expertName}
        </a>
      </p>
      <p className="muted small">{formatDateTime(proposal.createdAt)}</p>
      {proposal.note && <blockquote className="reviewer-note">{proposal.note}</blockquote>}
      {fields.map((field) => (
        <FieldRow
          key={field}
          proposal={proposal}
          field={field}
          accepted={accepted.has(field)}
          onAccepted={(on) => setAccepted((before) => new Set(on ? [...before, field] : [...before].filter((other) => other !== field)))}
          text={texts[field] ?? ''}
          onText={(text) => setTexts((before) => ({ ...before, [field]: text }))}
        />
      ))}
      <div className="cluster submission-actions">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={accept.isPending || chosen.length === 0}
          onClick={() => accept.mutate({ id: proposal.id, fields: chosen, edits: edits() })}
        >
          {accept.isPending ? 'Accepting...' : chosen.length === fields.length ? 'Accept all' : 'Accept selected'}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onReject}>
          Reject<span className="visually-hidden"> the proposal for {proposal.expertName}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The Proposals queue beside submissions, corrections and claims (issue 36 §2): each owner's
 * proposed fields beside the profile's values now, each editable and accepted on its own; Reject
 * tells the owner why.
 */
export function ProposalsQueue() {
  const proposals = usePendingProposals();
  const [rejecting, setRejecting] = useState<ExpertProposal | null>(null);
  const reject = useRejectProposal(() => setRejecting(null));
  const count = proposals.data?.length;
  return (
    <section className="admin-section" aria-labelledby="owner-proposals" id="proposals">
      <div className="panel-head">
        <h2 id="owner-proposals" className="panel-title">
          Proposals
          {count !== undefined && (
            <span className={count > 0 ? 'badge badge-warning claims-count' : 'badge badge-neutral claims-count'} data-testid="proposals-count">
              {count} pending
            </span>
          )}
        </h2>
      </div>
      {proposals.isPending ? (
        <p className="muted">Loading proposals...</p>
      ) : proposals.isError ? (
        <LoadFailure message={errorMessage(proposals.error, 'Failed to fetch proposals')} onRetry={() => void proposals.refetch()} />
      ) : proposals.data.length === 0 ? (
        <p className="card empty-state muted">No proposals waiting for review.</p>
      ) : (
        <ul className="admin-card-grid">
          {proposals.data.map((proposal) => (
            <ProposalCard key={proposal.id} proposal={proposal} onReject={() => setRejecting(proposal)} />
          ))}
        </ul>
      )}
      <Modal
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Reject Proposal"
        description={rejecting ? `Tell ${rejecting.proposer.email} why their changes to ${rejecting.expertName} are not accepted.` : undefined}
      >
        {rejecting && (
          <ReasonForm
            key={rejecting.id}
            hint="The owner reads it on their page and in the e-mail."
            maxLength={PROPOSAL_LIMITS.reasonMax}
            emptyMessage={CLAIM_MESSAGES.reasonRequired}
            submitLabel="Reject proposal"
            pendingLabel="Rejecting..."
            pending={reject.isPending}
            onSubmit={(reason) => reject.mutate({ id: rejecting.id, reason })}
            onClose={() => setRejecting(null)}
          />
        )}
      </Modal>
    </section>
  );
}
