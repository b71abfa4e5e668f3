import { Select } from 'radix-ui';
import { ROLES, type Role } from '../../../domain/entities.ts';

const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

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

/** A user's role: User or Admin (Radix Select, so arrowing through it does not send a change per step). */
export function RoleSelect({ value, onChange, label, disabled = false }: RoleSelectProps) {
  return (
    <Select.Root
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isRole(next) && next !== value) onChange(next);
      }}
    >
      <Select.Trigger className="select select-trigger role-select" aria-label={label}>
        <Select.Value />
        <Select.Icon className="select-icon">
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="select-content" position="popper" sideOffset={4}>
          <Select.Viewport className="select-viewport">
            {ROLES.map((role) => (
              <Select.Item key={role} value={role} className="select-item">
                <Select.ItemText>{ROLE_LABELS[role]}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
