import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldShellProps {
  id: string;
  label: string;
  /** Marks the label '(optional)'; every other field is announced as required. */
  optional?: boolean | undefined;
  hint?: ReactNode;
  /** Placed on the label's line, at its end (e.g. a 'Forgot password?' link). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label, control and hint of one form field, tied together by ids. */
export function FieldShell({ id, label, optional, hint, aside, children }: FieldShellProps) {
  return (
    <div className="field">
      <div className="field-label-row">
        <label htmlFor={id}>
          {label}
          {optional && <span className="field-optional"> (optional)</span>}
        </label>
        {aside}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** What react-hook-form's register() supplies, and the id the field makes itself. */
type RegisteredProps = 'name' | 'onChange' | 'onBlur' | 'ref' | 'id';

interface CommonProps {
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  aside?: ReactNode;
  registration: UseFormRegisterReturn;
}

type TextFieldProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, RegisteredProps>;

/** A labelled one-line input registered with react-hook-form. */
export function TextField({ label, optional, hint, aside, registration, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} aside={aside}>
      <input id={id} className="input" aria-required={!optional} aria-describedby={hint ? `${id}-hint` : undefined} {...registration} {...input} />
    </FieldShell>
  );
}

type TextAreaFieldProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, RegisteredProps>;

/** A labelled multi-line input registered with react-hook-form. */
export function TextAreaField({ label, optional, hint, aside, registration, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} aside={aside}>
      <textarea id={id} className="textarea" aria-required={!optional} aria-describedby={hint ? `${id}-hint` : undefined} {...registration} {...textarea} />
    </FieldShell>
  );
}
