import { Select } from 'radix-ui';
import type { ComponentProps } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectMenuProps extends Omit<ComponentProps<typeof Select.Trigger>, 'className' | 'children'> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while the value matches no option. */
  placeholder?: string;
  disabled?: boolean;
  /** Next to the trigger's 'select select-trigger'. */
  className?: string;
}

/**
 * A dropdown that looks like a native select (Radix Select, so arrowing through it closed does
 * not send a change per step). Other props (id, ref, aria-*) go to the trigger button.
 */
export function SelectMenu({ value, onValueChange, options, placeholder, disabled, className, ...trigger }: SelectMenuProps) {
  return (
    <Select.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <Select.Trigger className={className ? `select select-trigger ${className}` : 'select select-trigger'} {...trigger}>
        <Select.Value placeholder={placeholder} />
        <Select.Icon className="select-icon">
          <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="select-content" position="popper" sideOffset={4}>
          <Select.Viewport className="select-viewport">
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value} className="select-item">
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
