import { ROLES, type Role } from '../../../domain/entities.ts';
import { ROLE_LABELS } from '../../../domain/permissions.ts';
import { SelectMenu } from '../../ui/forms/select-menu.tsx';

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

interface RoleSelectProps {
  value: Role;
  onChange: (role: Role) => void;
  /** The roles offered (those the signed-in person may give); the current one is always shown. */
  roles?: readonly Role[];
  /** The accessible name ('Role for Ada Lovelace'). */
  label: string;
  disabled?: boolean;
  id?: string;
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** A person's role: User, Contributor, Editor or Admin (never one above the signed-in person's own). */
export function RoleSelect({ value, onChange, roles = ROLES, label, disabled = false, id }: RoleSelectProps) {
  const options = ROLES.filter((role) => role === value || roles.includes(role)).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  return (
    <SelectMenu
      id={id}
      className="role-select"
      aria-label={label}
      value={value}
      disabled={disabled}
      options={options}
      onValueChange={(next) => {
        if (isRole(next) && next !== value) onChange(next);
      }}
    />
  );
}
