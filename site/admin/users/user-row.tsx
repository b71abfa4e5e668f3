import { formatDateTime } from '../../../domain/dates.ts';
import type { PublicUser } from '../../../domain/entities.ts';
import { USER_MESSAGES } from '../../../domain/messages.ts';
import { Avatar } from '../../islands/avatar.tsx';
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
  const changeRole = useChangeRole();
  // While the request runs the selector shows the role asked for; a refusal puts the old one back.
  const role = changeRole.isPending ? changeRole.variables.role : user.role;

  return (
    <li className="user-row">
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
          onChange={(next) => changeRole.mutate({ userId: user.id, role: next })}
        />
        <button
          type="button"
          className="btn btn-danger btn-sm btn-icon"
          disabled={isSelf}
          title={isSelf ? USER_MESSAGES.selfDelete : undefined}
          aria-label={isSelf ? `Delete ${name} (${USER_MESSAGES.selfDelete})` : `Delete ${name}`}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
          </svg>
        </button>
      </div>
    </li>
  );
}
