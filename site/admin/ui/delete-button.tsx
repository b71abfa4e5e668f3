interface DeleteButtonProps {
  /** The accessible name, e.g. 'Delete Ada Lovelace'. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** A tooltip, e.g. why the button is disabled. */
  title?: string | undefined;
}

/** A row's or card's small red delete button, a trash can icon named by `label`. */
export function DeleteButton({ label, onClick, disabled, title }: DeleteButtonProps) {
  return (
    <button type="button" className="btn btn-danger btn-sm btn-icon" disabled={disabled} title={title} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
      </svg>
    </button>
  );
}
