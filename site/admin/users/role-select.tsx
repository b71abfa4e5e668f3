import { ROLES, type Role } from '../../../domain/entities.ts';
import { ROLE_LABELS } from '../../../domain/permissions.ts';
import { SelectMenu } from '../../ui/forms/select-menu.tsx';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

interface RoleSelectProps {
  value: Role;
  onChange: (role: Role) => void;
  /** The accessible name ('Role for Ada Lovelace'). */
  label: string;
  disabled?: boolean;
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** A user's role: User or Admin. */
export function RoleSelect({ value, onChange, label, disabled = false }: RoleSelectProps) {
  return (
    <SelectMenu
      className="role-select"
      aria-label={label}
      value={value}
      disabled={disabled}
      options={ROLE_OPTIONS}
      onValueChange={(next) => {
        if (isRole(next) && next !== value) onChange(next);
      }}
    />
  );
}
