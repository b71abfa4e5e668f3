/** An AI helper's button: a sparkle, its label, and a pending label while the request runs. */
export function AiButton(props: { label: string; accessibleLabel: string; pending: boolean; onClick: () => void }) {
  const { label, accessibleLabel, pending, onClick } = props;
  return (
    <button type="button" className="btn btn-ghost btn-sm ai-button" aria-label={accessibleLabel} aria-busy={pending} disabled={pending} onClick={onClick}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
        <path d="M19 16l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z" />
      </svg>
      {pending ? 'Working...' : label}
    </button>
  );
}
