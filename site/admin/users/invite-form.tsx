import { useId, useState } from 'react';
import type { Role } from '../../../domain/entities.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { grantableRoles } from '../../../domain/permissions.ts';
import { QueryState } from '../ui/query-state.tsx';
import { RoleSelect, roleLabel } from './role-select.tsx';
import { useInvitations, useInvite, useRevokeInvitation } from './use-people.ts';

/**
 * 'Invite someone': an e-mail address and a role (up to the inviter's own); the invitation's link
 * works once, for seven days. Below it, the invitations not yet accepted, each with Withdraw.
 */
export function InviteForm({ myRole }: { myRole: Role }) {
  const id = useId();
  const roles = grantableRoles(myRole).filter((role) => role !== 'user');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('contributor');
  const invite = useInvite(() => setEmail(''));
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();

  return (
    <section className="card card-body" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        Invite someone
      </h2>
      <form
        className="invite-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate({ email, role });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} className="input" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <RoleSelect id={`${id}-role`} value={role} roles={roles} onChange={setRole} label="Role of the invited person" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </button>
      </form>
      <h3 className="small invite-pending-title">Waiting to be accepted</h3>
      <QueryState query={invitations} loading="Loading invitations..." failed="Failed to load invitations.">
        {(data) =>
          data.invitations.length === 0 ? (
            <p className="muted small">No invitations waiting.</p>
          ) : (
            <ul className="invitation-list">
              {data.invitations.map((invitation) => (
                <li key={invitation.id} className="invitation-row" data-testid="invitation">
                  <span className="invitation-email">{invitation.email}</span>
                  <span className="badge badge-neutral">{roleLabel(invitation.role)}</span>
                  <span className="muted small">until {formatDateTime(invitation.expiresAt)}</span>
                  <button type="button" className="btn btn-secondary btn-sm" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
                    Withdraw<span className="visually-hidden"> the invitation of {invitation.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
