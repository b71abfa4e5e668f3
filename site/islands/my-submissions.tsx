import { useQuery } from '@tanstack/react-query';
import type { MySubmission, SubmissionStatus } from '../../domain/entities.ts';
import { formatDateTime, submittedLabel } from '../../domain/dates.ts';
import { api, unwrap } from '../lib/api.ts';
import { useAuth } from '../lib/use-auth.ts';
import { MyCorrections } from './my-corrections.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import { withProviders } from '../ui/with-providers.tsx';
import { SignInPrompt } from '../ui/sign-in-prompt.tsx';

const STATUS: Record<SubmissionStatus, { label: string; badge: string }> = {
  pending: { label: 'Pending review', badge: 'badge-warning' },
  approved: { label: 'Approved', badge: 'badge-success' },
  rejected: { label: 'Not accepted', badge: 'badge-danger' },
};

function SubmissionRow({ submission }: { submission: MySubmission }) {
  const status = STATUS[submission.status];
  return (
    <li className="card my-submission" data-testid="my-submission">
      <div className="my-submission-head">
        <div>
          <h2 className="my-submission-name" dir="auto">
            {submission.name}
          </h2>
          <p className="muted small">
            <bdi>{submission.title}</bdi> · submitted {submittedLabel(submission.submittedAt)}
            {submission.reviewedAt && <> · reviewed {formatDateTime(submission.reviewedAt)}</>}
          </p>
        </div>
        <span className={`badge ${status.badge}`}>{status.label}</span>
      </div>
      {submission.expertSlug && (
        <p>
          <a href={`/${submission.expertSlug}`}>View the live profile</a>
        </p>
      )}
      {submission.sharedNote && (
        <blockquote className="reviewer-note">
          <strong>Note from the reviewer:</strong> {submission.sharedNote}
        </blockquote>
      )}
    </li>
  );
}

/** /my-submissions: the signed-in user's own submissions (GET /api/submissions/mine). */
function MySubmissions() {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  const list = useQuery({ queryKey: ['submissions', 'mine'], queryFn: () => unwrap(api.submissions.mine.$get()), enabled: Boolean(user) });

  if (!hydrated || isLoading) return <p className="muted">Loading...</p>;
  if (!user) return <SignInPrompt what="your submissions" next="/my-submissions" />;
  if (list.isPending) return <p className="muted">Loading your submissions...</p>;
  if (list.isError) return <p className="notice notice-warning">Your submissions could not be loaded. Please reload the page.</p>;
  return (
    <>
      {list.data.length === 0 ? (
        <div className="card empty-state">
          <p>You have not submitted an expert yet.</p>
          <a className="btn btn-primary" href="/submit">
            Submit an Expert
          </a>
        </div>
      ) : (
        <ul className="plain-list my-submissions">
          {list.data.map((submission) => (
            <SubmissionRow key={submission.id} submission={submission} />
          ))}
        </ul>
      )}
      <MyCorrections />
    </>
  );
}

export default withProviders(MySubmissions);
