import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS, TEXT_MAX } from '../../../domain/limits.ts';
import { TextField } from '../../ui/forms/text-field.tsx';

/** The account's e-mail address, typed as it is: no capitals or spelling fixes from the keyboard. */
export function EmailField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={TEXT_MAX.email}
      registration={registration}
    />
  );
}

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
}

/** A new password typed twice, the first with the length rule as its hint. */
export function NewPasswordFields({ label, confirmLabel, password, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.maxPasswordLength}
        hint={`At least ${LIMITS.minPasswordLength} characters.`}
        registration={password}
      />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" maxLength={LIMITS.maxPasswordLength} registration={confirmPassword} />
    </>
  );
}
