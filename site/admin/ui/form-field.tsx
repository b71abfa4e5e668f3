import type { ReactNode } from 'react';
import { FieldShell } from '../../ui/forms/text-field.tsx';

interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  aside?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** The ids a control lists in aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : '', parts.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** An editor field: the shared label/hint shell plus an inline error under the control. */
export function FormField({ id, label, optional, hint, aside, error, children }: FormFieldProps) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} aside={aside}>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </FieldShell>
  );
}
