import { useState } from 'react';
import { CLAIM_LIMITS, CLAIM_MESSAGES, CLAIM_METHOD_LABELS, type ProfileOwnerEntry, type QueuedClaim } from '../../../domain/claims.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { orcidUrl } from '../../../domain/orcid.ts';
import { expertPath } from '../../../domain/public-paths.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { ConfirmDelete } from '../ui/confirm-delete.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import { Modal } from '../ui/modal.tsx';
import { ReasonForm } from '../ui/reason-form.tsx';
import { usePendingClaims, useProfileOwners, useApproveClaim, useRejectClaim, useRemoveOwner } from './use-claims.ts';
import './claims.css';

const VERIFIED_VIA: Record<string, string> = { orcid: 'ORCID', email: 'institutional e-mail', editor: 'an editor' };

/** What proves the claim: the iD ORCID signed in and the name it returned, or the institutional address that received the code. */
function ClaimProof({ claim }: { claim: QueuedClaim }) {
  if (claim.method === 'orcid' && claim.orcidId) {
    const recorded = claim.expert.recordedOrcid;
    return (
      <dl className="claim-facts">
        <dt>ORCID iD</dt>
        <dd>
          <a href={orcidUrl(claim.orcidId)} target="_blank" rel="noopener noreferrer">
            {claim.orcidId}
          </a>
        </dd>
        <dt>Name at ORCID</dt>
        <dd>{claim.orcidName ?? 'Not public'}</dd>
        <dt>Profile’s iD</dt>
        <dd>
          {recorded === null
            ? 'None recorded: approving records this one'
            : recorded === claim.orcidId
              ? recorded
              : `${recorded} (another iD: approving replaces it)`}
        </dd>
      </dl>
    );
  }
  return (
    <dl className="claim-facts">
      <dt>Code sent to</dt>
      <dd>{claim.email}</dd>
    </dl>
  );
}

function RejectForm({ claim, onClose, onRejected }: { claim: QueuedClaim; onClose: () => void; onRejected: (message: string) => void }) {
  const reject = useRejectClaim(onRejected);
  return (
    <ReasonForm
      hint="The claimant reads it on the claim page and in the e-mail."
      maxLength={CLAIM_LIMITS.reasonMax}
      emptyMessage={CLAIM_MESSAGES.reasonRequired}
      submitLabel="Reject claim"
      pendingLabel="Rejecting..."
      pending={reject.isPending}
      onSubmit={(reason) => reject.mutate({ id: claim.id, reason })}
      onClose={onClose}
    />
  );
}

function ClaimCard({ claim, onReject }: { claim: QueuedClaim; onReject: () => void }) {
  const approve = useApproveClaim();
  const who = claim.claimant.name || claim.claimant.email;
  return (
    <li className="card card-body claim-card" data-testid="claim-card" aria-label={`Claim by ${who} to ${claim.expert.name}`}>
      <p className="claim-card-head">
        <strong>{who}</strong> <span className="muted">({claim.claimant.email})</span> claims{' '}
        <a href={expertPath(claim.expert.slug)} target="_blank" rel="noopener noreferrer">
          {claim.expert.name}
        </a>
      </p>
      <p className="muted small">
        {CLAIM_METHOD_LABELS[claim.method]} · {formatDateTime(claim.createdAt)}
      </p>
      <ClaimProof claim={claim} />
      {claim.currentOwner && (
        <p className="notice notice-warning small" data-testid="claim-current-owner">
          Already owned by {claim.currentOwner.name || claim.currentOwner.email} ({claim.currentOwner.email}), verified by{' '}
          {VERIFIED_VIA[claim.currentOwner.verifiedVia] ?? claim.currentOwner.verifiedVia}. Approving makes the claimant the owner instead.
        </p>
      )}
      <div className="cluster submission-actions">
        <button type="button" className="btn btn-primary btn-sm" disabled={approve.isPending} onClick={() => approve.mutate(claim.id)}>
          {approve.isPending ? 'Approving...' : 'Approve'}
          <span className="visually-hidden">
            {' '}
            the claim by {who} to {claim.expert.name}
          </span>
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onReject}>
          Reject
          <span className="visually-hidden">
            {' '}
            the claim by {who} to {claim.expert.name}
          </span>
        </button>
      </div>
    </li>
  );
}

function OwnersList() {
  const owners = useProfileOwners();
  const [removing, setRemoving] = useState<ProfileOwnerEntry | null>(null);
  const remove = useRemoveOwner(() => setRemoving(null));
  if (owners.isPending) return <p className="muted">Loading owners...</p>;
  if (owners.isError) return <LoadFailure message={errorMessage(owners.error, 'Failed to fetch the owners')} onRetry={() => void owners.refetch()} />;
  return (
    <>
      {owners.data.length === 0 ? (
        <p className="card empty-state muted">No profile has an owner yet.</p>
      ) : (
        <ul className="plain-list owner-list">
          {owners.data.map((entry) => (
            <li key={entry.expert.id} className="owner-row" data-testid="owner-row">
              <span>
                <a href={expertPath(entry.expert.slug)}>{entry.expert.name}</a>: {entry.owner.name || entry.owner.email}{' '}
                <span className="muted small">
                  ({entry.owner.email}, by {VERIFIED_VIA[entry.verifiedVia] ?? entry.verifiedVia}, since {formatDateTime(entry.since)})
                </span>
              </span>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRemoving(entry)}>
                Remove owner<span className="visually-hidden"> of {entry.expert.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDelete
        subject={removing && { id: removing.expert.id }}
        onCancel={() => setRemoving(null)}
        title="Remove this owner?"
        description={removing && `${removing.owner.email} will no longer own the profile of ${removing.expert.name}. The profile can be claimed again.`}
        confirmLabel="Remove owner"
        pendingLabel="Removing..."
        remove={remove}
      />
    </>
  );
}

/**
 * The Claims queue beside submissions and corrections (issue 36): who claims which profile, and
 * how (the iD and ORCID's name, or the institutional address), with the profile's owner when it
 * has one; Approve makes the claimant the owner, Reject tells them why not. Below, the owners,
 * each removable.
 */
export function ClaimsQueue() {
  const claims = usePendingClaims();
  const [rejecting, setRejecting] = useState<QueuedClaim | null>(null);
  const count = claims.data?.length;
  return (
    <section className="admin-section" aria-labelledby="profile-claims" id="claims">
      <div className="panel-head">
        <h2 id="profile-claims" className="panel-title">
          Profile Claims
          {count !== undefined && (
            <span className={count > 0 ? 'badge badge-warning claims-count' : 'badge badge-neutral claims-count'} data-testid="claims-count">
              {count} pending
            </span>
          )}
        </h2>
      </div>
      {claims.isPending ? (
        <p className="muted">Loading claims...</p>
      ) : claims.isError ? (
        <LoadFailure message={errorMessage(claims.error, 'Failed to fetch claims')} onRetry={() => void claims.refetch()} />
      ) : claims.data.length === 0 ? (
        <p className="card empty-state muted">No claims waiting for review.</p>
      ) : (
        <ul className="admin-card-grid">
          {claims.data.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} onReject={() => setRejecting(claim)} />
          ))}
        </ul>
      )}
      <h3 className="claims-owners-title">Profile Owners</h3>
      <OwnersList />
      <Modal
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title="Reject Claim"
        description={rejecting ? `Tell ${rejecting.claimant.email} why their claim to ${rejecting.expert.name} is not approved.` : undefined}
      >
        {rejecting && <RejectForm key={rejecting.id} claim={rejecting} onClose={() => setRejecting(null)} onRejected={() => setRejecting(null)} />}
      </Modal>
    </section>
  );
}
