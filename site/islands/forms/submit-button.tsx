interface SubmitButtonProps {
  pending: boolean;
  label: string;
  /** Shown while the request runs, e.g. 'Signing in...'. */
  pendingLabel: string;
}

/** A form's full-width submit button, disabled with its pending text while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
