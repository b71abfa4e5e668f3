/** What an account page shows a signed-out visitor: what signing in shows them, and the way there (back to `next`). */
export function SignInPrompt({ what, next }: { what: string; next: string }) {
  return (
    <div className="card empty-state" role="status">
      <h2>Sign in to see {what}</h2>
      <a className="btn btn-primary" href={`/login?next=${encodeURIComponent(next)}`}>
        Sign In
      </a>
    </div>
  );
}
