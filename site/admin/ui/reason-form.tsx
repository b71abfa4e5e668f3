import { useId, useState, type ReactNode } from 'react';
import { useReportDirty, useRequestClose } from './dirty-guard.tsx';
import { describedBy, FormField } from './form-field.tsx';

interface ReasonFormProps {
  /** Who reads the reason, and where. */
  hint: string;
  maxLength: number;
  /** Said when the reason is left empty. */
  emptyMessage: string;
  /** The decision's button, and what it says while the decision is sent. */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  className?: string;
  /** What is being decided, shown above the reason. */
  children?: ReactNode;
}

/** A decision the other person reads the reason for (rejecting a claim, a correction): one required text, Cancel, and the decision. */
export function ReasonForm({ hint, maxLength, emptyMessage, submitLabel, pendingLabel, pending, onSubmit, onClose, className, children }: ReasonFormProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useReportDirty(() => reason.trim(), '');
  const requestClose = useRequestClose(onClose);
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return setError(emptyMessage);
        setError(undefined);
        onSubmit(reason);
      }}
    >
      {children}
      <FormField id={reasonId} label="Reason" hint={hint} error={error}>
        <textarea
          id={reasonId}
          className="textarea"
          rows={3}
          required
          maxLength={maxLength}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(reasonId, { hint: true, error })}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={requestClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-danger" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
