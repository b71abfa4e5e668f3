/** New recovery codes, shown this once: the person keeps them, since the server holds only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="notice notice-warning recovery-codes" role="status">
      <h3>Your recovery codes</h3>
      <p>Keep these somewhere safe. Each signs you in once if you lose your authenticator app or passkey. They are shown only now.</p>
      <ul className="recovery-code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}
