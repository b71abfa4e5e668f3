import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../domain/dates.ts';
import { PROPOSAL_FIELD_LABELS, PROPOSAL_STATUS_LABELS, type ProposalField } from '../../../domain/expert-proposals.ts';
import { api, unwrap } from '../../lib/api.ts';

/** The owner's proposals for a profile, newest first: what they asked, and what the editors decided. */
export function OwnProposals({ expertId }: { expertId: number }) {
  const proposals = useQuery({
    queryKey: ['my-profile', expertId, 'proposals'],
    queryFn: () => unwrap(api['my-profile'][':id'].proposals.$get({ param: { id: String(expertId) } })),
  });
  if (proposals.isPending || proposals.isError || proposals.data.length === 0) return null;
  return (
    <section aria-label="Your proposals">
      <h3 className="small">Your proposals</h3>
      <ul className="plain-list" data-testid="own-proposals">
        {proposals.data.map((proposal) => (
          <li key={proposal.id} data-testid="own-proposal">
            <span className="muted small">{formatDateTime(proposal.createdAt)}</span> ·{' '}
            {(Object.keys(proposal.changes) as ProposalField[]).map((field) => PROPOSAL_FIELD_LABELS[field]).join(', ')} ·{' '}
            <strong>{PROPOSAL_STATUS_LABELS[proposal.status]}</strong>
            {proposal.status === 'partly_accepted' && <> ({proposal.acceptedFields.map((field) => PROPOSAL_FIELD_LABELS[field]).join(', ')})</>}
            {proposal.reason && <blockquote className="reviewer-note">{proposal.reason}</blockquote>}
          </li>
        ))}
      </ul>
    </section>
  );
}
