import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OWNER_TEXTS, type OwnedProfile } from '../../domain/claims.ts';
import { formatDay } from '../../domain/dates.ts';
import { api, unwrap } from '../lib/api.ts';
import { errorMessage } from '../lib/api-error.ts';
import { toast } from '../lib/toast.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import { AskForChange } from './my-profile/ask-for-change.tsx';
import { OwnProposals } from './my-profile/own-proposals.tsx';
import { ProposeChanges } from './my-profile/propose-changes.tsx';
import { ReadersChart } from './my-profile/readers-chart.tsx';
import { ReminderLink, reminderLinkOf } from './my-profile/reminder-link.tsx';
import { withProviders } from '../ui/with-providers.tsx';
import { SignInPrompt } from '../ui/sign-in-prompt.tsx';

const QUERY_KEY = ['my-profile'];
const VERIFIED_VIA: Record<OwnedProfile['verifiedVia'], string> = {
  orcid: 'Your claim was verified with ORCID.',
  email: 'Your claim was verified by an editor (institutional e-mail).',
  editor: 'An editor made you its owner.',
};

function OwnedProfileCard({ profile }: { profile: OwnedProfile }) {
  const queryClient = useQueryClient();
  const [proposing, setProposing] = useState(false);
  const [asking, setAsking] = useState(false);
  const confirm = useMutation({
    mutationFn: () => unwrap(api['my-profile'][':id'].confirm.$post({ param: { id: String(profile.expertId) } })),
    onSuccess: async () => {
      toast({ title: 'Profile confirmed', description: OWNER_TEXTS.confirmed });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) => toast({ title: 'Not confirmed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  return (
    <li className="card my-submission" data-testid="owned-profile">
      <div className="my-submission-head">
        <div>
          <h2 className="my-submission-name" dir="auto">
            {profile.name}
          </h2>
          <p className="muted small">
            <bdi>{profile.title}</bdi>
          </p>
        </div>
        {!profile.published && <span className="badge badge-warning">Not public yet</span>}
      </div>
      <p>{VERIFIED_VIA[profile.verifiedVia]}</p>
      <p data-testid="confirmed-status">
        {profile.confirmedAt ? OWNER_TEXTS.confirmedCurrent(formatDay(profile.confirmedAt)) : 'You have not confirmed this profile yet.'}
      </p>
      <div className="cluster">
        <button type="button" className="btn btn-primary" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Confirming...' : 'Still accurate'}
        </button>
        <button type="button" className="btn btn-secondary" aria-expanded={proposing} onClick={() => setProposing(!proposing)}>
          Propose changes
        </button>
        {profile.published && <a href={profile.path}>View the public profile</a>}
      </div>
      {proposing && <ProposeChanges profile={profile} onDone={() => setProposing(false)} />}
      <OwnProposals expertId={profile.expertId} />
      <ReadersChart expertId={profile.expertId} />
      <p className="muted small">
        Sources, context notes, identifiers and the commercial interests already listed are the editors’: ask them for a change, with your reason.
      </p>
      <div className="cluster">
        <button type="button" className="btn btn-secondary" aria-expanded={asking} onClick={() => setAsking(!asking)}>
          Ask for a change
        </button>
      </div>
      {asking && <AskForChange profile={profile} onDone={() => setAsking(false)} />}
    </li>
  );
}

/** /my-profile: the profiles the signed-in person owns (GET /api/my-profile), each with 'Still accurate'. */
function MyProfile() {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuth();
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: () => unwrap(api['my-profile'].$get()), enabled: Boolean(user) });
  const reminder = hydrated ? reminderLinkOf(window.location.search) : undefined;

  if (!hydrated) return <p className="muted">Loading...</p>;
  // A reminder's link works without signing in.
  if (reminder) return <ReminderLink purpose={reminder.purpose} token={reminder.token} />;
  if (isLoading) return <p className="muted">Loading...</p>;
  if (!user) return <SignInPrompt what="your profile" next="/my-profile" />;
  if (list.isPending) return <p className="muted">Loading your profile...</p>;
  if (list.isError) return <p className="notice notice-warning">Your profile could not be loaded. Please reload the page.</p>;
  if (list.data.profiles.length === 0) {
    return (
      <div className="card empty-state">
        <p>You do not own a profile yet. Find yours in the directory and choose “Is this you? Claim this profile”.</p>
        <a className="btn btn-primary" href="/directory">
          Open the Directory
        </a>
      </div>
    );
  }
  return (
    <ul className="plain-list my-submissions">
      {list.data.profiles.map((profile) => (
        <OwnedProfileCard key={profile.expertId} profile={profile} />
      ))}
    </ul>
  );
}

export default withProviders(MyProfile);
