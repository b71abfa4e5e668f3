import { formatDateTime } from '../../../domain/dates.ts';
import type { PublicUser } from '../../../domain/entities.ts';
import { USER_MESSAGES } from '../../../domain/messages.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useState } from 'react';
import { ConfirmDelete } from '../ui/confirm-delete.tsx';
import { DeleteButton } from '../ui/delete-button.tsx';
import { RoleSelect, roleLabel } from './role-select.tsx';
import { useChangeRole } from './use-users.ts';
import { displayName } from './user-name.ts';

interface UserRowProps {
  user: PublicUser;
  /** The signed-in administrator's own row. */
  isSelf: boolean;
  onDelete: () => void;
}

/** One account: who it is, since when, its role (changeable) and the delete button. */
export function UserRow({ user, isSelf, onDelete }: UserRowProps) {
  const name = displayName(user);
  const changeRole = useChangeRole(isSelf);
  // Demoting yourself ends your own admin access: it is asked first.
  const [confirmingSelfDemotion, setConfirmingSelfDemotion] = useState(false);
  // While the request runs the selector shows the role asked for; a refusal puts the old one back.
  const role = changeRole.isPending ? changeRole.variables.role : user.role;

  return (
    <li className="user-row" data-delete-id={user.id}>
      <Avatar name={name} imageUrl={user.profileImageUrl} size={44} />
      <div className="user-main">
        <p className="user-name">
          {name}
          {isSelf && <span className="badge badge-neutral">You</span>}
        </p>
        <p className="muted small">{user.email}</p>
        <p className="muted small">Joined {formatDateTime(user.createdAt)}</p>
      </div>
      <div className="user-actions">
        <span className={user.role === 'admin' ? 'badge badge-accent' : 'badge badge-neutral'}>{roleLabel(user.role)}</span>
        <RoleSelect
          value={role}
          disabled={changeRole.isPending}
          label={`Role for ${name}`}
          onChange={(next) => {
            if (isSelf && next === 'user') setConfirmingSelfDemotion(true);
            else changeRole.mutate({ userId: user.id, role: next });
          }}
        />
        <ConfirmDelete
          subject={confirmingSelfDemotion ? user : null}
          onCancel={() => setConfirmingSelfDemotion(false)}
          title="Remove your admin role?"
          description="You will become a regular user and lose access to every admin screen, including this one. Another administrator would have to give it back."
          confirmLabel="Remove my admin role"
          pendingLabel="Updating..."
          remove={{
            mutate: (userId) => changeRole.mutate({ userId, role: 'user' }, { onSettled: () => setConfirmingSelfDemotion(false) }),
            isPending: changeRole.isPending,
          }}
        />
        <DeleteButton
          label={isSelf ? `Delete ${name} (${USER_MESSAGES.selfDelete})` : `Delete ${name}`}
          disabled={isSelf}
          title={isSelf ? USER_MESSAGES.selfDelete : undefined}
          onClick={onDelete}
        />
      </div>
    </li>
  );
}
