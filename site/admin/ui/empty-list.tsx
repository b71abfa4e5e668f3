/**
 * An empty list, said for what it is: with a search or filter set, nothing matches it (and
 * changing it may help); without one, there is simply nothing yet.
 */
export function EmptyList({ what, filtered, hint }: { what: string; filtered: boolean; hint?: string }) {
  return (
    <div className="card empty-state" role="status">
      <h2>{filtered ? `No ${what} match` : `No ${what} yet`}</h2>
      {filtered ? <p className="muted">Try adjusting your search or filters.</p> : hint && <p className="muted">{hint}</p>}
    </div>
  );
}
