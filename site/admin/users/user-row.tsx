import { formatDateTime } from '../../../domain/dates.ts';
import type { Role } from '../../../domain/entities.ts';
import { USER_MESSAGES } from '../../../domain/messages.ts';
import type { AdminUser } from '../../../domain/people.ts';
import { canGrantRole, grantableRoles } from '../../../domain/permissions.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useState } from 'react';
import { ConfirmDelete } from '../ui/confirm-delete.tsx';
import { DeleteButton } from '../ui/delete-button.tsx';
import { BudgetField } from './budget-field.tsx';
import { RoleSelect, roleLabel } from './role-select.tsx';
import { useAccountState, useSetPersonBudget } from './use-people.ts';
import { useChangeRole } from './use-users.ts';
import { displayName } from './user-name.ts';

interface UserRowProps {
  user: AdminUser;
  /** The signed-in person's role: what they may give and to whom. */
  myRole: Role;
  /** Whether they may deactivate, delete and set AI budgets (people.manage). */
  manages: boolean;
  /** The signed-in person's own row. */
  isSelf: boolean;
  onDelete: () => void;
}

/**
 * One account: who it is, since when, when they last signed in, whether their second factor is on,
 * their role (changeable up to the signed-in person's own), and for admins deactivation, their own
 * AI budget and the delete button.
 */
export function UserRow({ user, myRole, manages, isSelf, onDelete }: UserRowProps) {
  const name = displayName(user);
  const changeRole = useChangeRole(isSelf);
  const { deactivate, reactivate } = useAccountState();
  const budget = useSetPersonBudget();
  // Demoting yourself may end your own access to this screen: it is asked first.
  const [confirmingSelfDemotion, setConfirmingSelfDemotion] = useState<Role | null>(null);
  const [confirmingDeactivation, setConfirmingDeactivation] = useState(false);
  // While the request runs the selector shows the role asked for; a refusal puts the old one back.
  const role = changeRole.isPending ? changeRole.variables.role : user.role;
  const mayChangeRole = canGrantRole(myRole, user.role, user.role);
  const deactivated = user.deactivatedAt !== null;

  return (
    <li className="user-row" data-delete-id={user.id} data-testid="user-row">
      <Avatar name={name} imageUrl={user.profileImageUrl} size={44} />
      <div className="user-main">
        <p className="user-name">
          {name}
          {isSelf && <span className="badge badge-neutral">You</span>}
          {deactivated && <span className="badge badge-warning">Deactivated</span>}
        </p>
        <p className="muted small">{user.email}</p>
        <p className="muted small">Joined {formatDateTime(user.createdAt)}</p>
        <p className="muted small">Last sign-in {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'never'}</p>
        <p className="muted small" data-testid="second-factor">
          Second factor: {user.twoFactorEnabled ? 'on' : 'off'}
        </p>
      </div>
      <div className="user-actions">
        <span className={user.role === 'admin' ? 'badge badge-accent' : 'badge badge-neutral'}>{roleLabel(user.role)}</span>
        <RoleSelect
          value={role}
          roles={grantableRoles(myRole)}
          disabled={changeRole.isPending || !mayChangeRole}
          label={`Role for ${name}`}
          onChange={(next) => {
            if (isSelf) setConfirmingSelfDemotion(next);
            else changeRole.mutate({ userId: user.id, role: next });
          }}
        />
        <ConfirmDelete
          subject={confirmingSelfDemotion ? user : null}
          onCancel={() => setConfirmingSelfDemotion(null)}
          title={`Remove your ${roleLabel(user.role).toLowerCase()} role?`}
          description={`Your role will become ${confirmingSelfDemotion ? roleLabel(confirmingSelfDemotion) : ''}, and you may lose access to screens you use now, including this one. Someone of your present role would have to give it back.`}
          confirmLabel={`Remove my ${roleLabel(user.role).toLowerCase()} role`}
          pendingLabel="Updating..."
          remove={{
            mutate: (userId) => changeRole.mutate({ userId, role: confirmingSelfDemotion ?? user.role }, { onSettled: () => setConfirmingSelfDemotion(null) }),
            isPending: changeRole.isPending,
          }}
        />
        {manages && !isSelf && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={deactivate.isPending || reactivate.isPending}
            onClick={() => (deactivated ? reactivate.mutate(user.id) : setConfirmingDeactivation(true))}
          >
            {deactivated ? 'Reactivate' : 'Deactivate'}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        <ConfirmDelete
          subject={confirmingDeactivation ? user : null}
          onCancel={() => setConfirmingDeactivation(false)}
          title="Deactivate this account?"
          description={`${name} is signed out everywhere at once and cannot sign in until an administrator reactivates the account.`}
          confirmLabel="Deactivate"
          pendingLabel="Deactivating..."
          remove={{
            mutate: (userId) => deactivate.mutate(userId, { onSettled: () => setConfirmingDeactivation(false) }),
            isPending: deactivate.isPending,
          }}
        />
        {manages && (
          <DeleteButton
            label={isSelf ? `Delete ${name} (${USER_MESSAGES.selfDelete})` : `Delete ${name}`}
            disabled={isSelf}
            title={isSelf ? USER_MESSAGES.selfDelete : undefined}
            onClick={onDelete}
          />
        )}
      </div>
      {manages && user.role !== 'user' && (
        <BudgetField
          key={String(user.aiMonthlyBudgetUsd)}
          label={`Own monthly AI budget of ${name} (USD)`}
          value={user.aiMonthlyBudgetUsd}
          emptyMeans="Role's budget"
          pending={budget.isPending}
          onSave={(monthlyUsd) => budget.mutate({ userId: user.id, monthlyUsd })}
        />
      )}
    </li>
  );
}
