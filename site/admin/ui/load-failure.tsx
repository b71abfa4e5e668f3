/** A screen's data could not be read: says so, with a button that asks again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="notice notice-warning" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
