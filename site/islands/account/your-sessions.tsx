import { useQuery } from '@tanstack/react-query';
import type { SessionSummary } from '../../../domain/account-sessions.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { api, unwrap } from '../../lib/api.ts';
import { useAccountAction } from './use-account-action.ts';

const FACTOR_LABELS: Record<NonNullable<SessionSummary['secondFactor']>, string> = {
  totp: 'authenticator app',
  recovery_code: 'recovery code',
  passkey: 'passkey',
};

function SessionRow({ session }: { session: SessionSummary }) {
  const end = useAccountAction(() => unwrap(api.account.sessions[':sessionId'].$delete({ param: { sessionId: session.id } })), {
    failure: 'Could not end the session',
    // Ending this browser's own session is signing out: the page follows.
    onSuccess: () => {
      if (session.current) window.location.assign('/login');
    },
  });
  return (
    <li className="card card-body account-session" data-testid="session" data-current={session.current || undefined}>
      <div className="account-session-head">
        <strong>
          {session.browser} on {session.system}
        </strong>
        {session.current && <span className="badge badge-success">This browser</span>}
      </div>
      <p className="muted small">
        {session.address && <>From {session.address} · </>}
        Signed in {formatDateTime(session.createdAt)} · Last used {formatDateTime(session.lastUsedAt)}
        {session.secondFactor && <> · with a {FACTOR_LABELS[session.secondFactor]}</>}
      </p>
      <button type="button" className="btn btn-secondary btn-sm" disabled={end.isPending} onClick={() => end.mutate(undefined)}>
        {session.current ? 'Sign out here' : 'End session'}
      </button>
    </li>
  );
}

/** 'Your sessions': every browser signed in to the account, and a way to end any of them. */
export function YourSessions() {
  const sessions = useQuery({ queryKey: ['account', 'sessions'], queryFn: () => unwrap(api.account.sessions.$get()) });
  const endOthers = useAccountAction(() => unwrap(api.account.sessions['end-others'].$post()), { failure: 'Could not end the other sessions' });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="account-section" aria-labelledby="your-sessions">
      <h2 id="your-sessions">Your sessions</h2>
      <p className="muted">Where your account is signed in. End any session you do not recognise.</p>
      {sessions.isLoading && <p className="muted">Loading...</p>}
      <ul className="account-sessions">
        {sessions.data?.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 && (
        <button type="button" className="btn btn-secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined)}>
          End all other sessions
        </button>
      )}
    </section>
  );
}
