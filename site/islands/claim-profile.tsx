import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import {
  CLAIM_OUTCOME_MESSAGES,
  claimCodeSchema,
  claimEmailSchema,
  isClaimOutcome,
  type ClaimCodeInput,
  type ClaimEmailInput,
  type ClaimPageInfo,
} from '../../domain/claims.ts';
import { isOrcidErrorCode, ORCID_ERRORS } from '../../domain/orcid.ts';
import { claimedSlug, claimPath, expertPath } from '../../domain/public-paths.ts';
import { loginPathReturningTo } from '../../domain/same-origin-path.ts';
import { formatDateTime } from '../../domain/dates.ts';
import { api, unwrap } from '../lib/api.ts';
import { errorMessage } from '../lib/api-error.ts';
import { useAuth } from '../lib/use-auth.ts';
import { check } from '../ui/forms/form-check.ts';
import { TextField } from '../ui/forms/text-field.tsx';
import { withProviders } from '../ui/with-providers.tsx';
import { EmailField } from './forms/account-fields.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { SubmitButton } from './forms/submit-button.tsx';
import { useAccountSubmit } from './forms/use-account-submit.ts';
import './claim-profile.css';

const never = () => () => {};

/** What the address says: the profile's slug, and what the ORCID round trip came back with. Undefined in the built HTML. */
function useClaimAddress() {
  const href = useSyncExternalStore(
    never,
    () => window.location.href,
    () => undefined,
  );
  if (href === undefined) return undefined;
  const url = new URL(href);
  const outcome = url.searchParams.get('claim');
  const orcid = url.searchParams.get('orcid');
  return {
    slug: claimedSlug(url.pathname) ?? null,
    outcome: isClaimOutcome(outcome) ? outcome : undefined,
    orcidError: isOrcidErrorCode(orcid) ? orcid : undefined,
  };
}

function claimInfoQuery(slug: string) {
  return { queryKey: ['claims', slug], queryFn: () => unwrap(api.claims[':slug'].$get({ param: { slug } })), retry: false } as const;
}

/** Where this person stands with the profile: theirs, their claim waiting or declined, or someone else's. */
function Standing({ info }: { info: ClaimPageInfo }) {
  if (info.ownership === 'yours') {
    return (
      <p className="notice claim-standing" data-testid="claim-standing">
        This profile is yours. <a href="/my-profile">Keep it current on My Profile</a>, or <a href={expertPath(info.expert.slug)}>see it as the public does</a>.
      </p>
    );
  }
  const mine = info.myClaim;
  if (mine?.status === 'pending') {
    return (
      <p className="notice claim-standing" data-testid="claim-standing">
        Your claim (sent {formatDateTime(mine.createdAt)}) is waiting for an editor. We will e-mail you when they have decided.
      </p>
    );
  }
  return (
    <>
      {mine?.status === 'rejected' && (
        <p className="notice notice-warning claim-standing" data-testid="claim-standing">
          Your last claim was not approved{mine.reason ? `: ${mine.reason}` : '.'} You may claim again.
        </p>
      )}
      {info.ownership === 'taken' && <p className="notice claim-standing">This profile already has an owner. A new claim goes to the editors, who see both.</p>}
    </>
  );
}

/** The institutional path: an address at one of the profile's websites' domains receives a code. */
function EmailClaim({ info, onFiled }: { info: ClaimPageInfo; onFiled: (message: string) => void }) {
  const slug = info.expert.slug;
  const [sentTo, setSentTo] = useState<string>();
  const emailForm = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const send = useAccountSubmit({
    request: (body: ClaimEmailInput) => unwrap(api.claims[':slug'].email.$post({ param: { slug }, json: body })).then(() => body.email),
    failure: { title: 'Code Not Sent', fallback: 'The code could not be sent. Please try again.' },
    onSuccess: setSentTo,
  });
  const confirm = useAccountSubmit({
    request: (body: ClaimCodeInput) => unwrap(api.claims[':slug'].email.confirm.$post({ param: { slug }, json: body })),
    failure: { title: 'Claim Not Sent', fallback: 'That code did not work. Please try again.' },
    onSuccess: ({ message }) => onFiled(message),
  });

  return (
    <section className="claim-option" aria-labelledby="claim-email">
      <h2 id="claim-email" className="claim-option-title">
        With your institution’s e-mail
      </h2>
      <p className="muted small">
        We send a code to an address at <strong>{info.emailDomains.join(', ')}</strong> (or a domain it is part of). An editor reviews every claim made this
        way.
      </p>
      {sentTo === undefined ? (
        <AccountForm ref={send.formRef} onSubmit={emailForm.handleSubmit((fields) => send.submit(check(claimEmailSchema, fields)))}>
          <EmailField registration={emailForm.register('email')} />
          <SubmitButton pending={send.pending} label="Send code" pendingLabel="Sending..." />
        </AccountForm>
      ) : (
        <AccountForm ref={confirm.formRef} onSubmit={codeForm.handleSubmit(({ code }) => confirm.submit(check(claimCodeSchema, { email: sentTo, code })))}>
          <p className="small" role="status">
            We sent a code to <strong>{sentTo}</strong>. It works for 15 minutes.
          </p>
          <TextField label="Code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} spellCheck={false} registration={codeForm.register('code')} />
          <SubmitButton pending={confirm.pending} label="Claim this profile" pendingLabel="Sending..." />
          <button type="button" className="btn btn-ghost btn-block" onClick={() => setSentTo(undefined)}>
            Use another address
          </button>
        </AccountForm>
      )}
    </section>
  );
}

function ClaimOptions({ info, signedIn, onFiled }: { info: ClaimPageInfo; signedIn: boolean; onFiled: (message: string) => void }) {
  const here = claimPath(info.expert.slug);
  if (!info.orcid && info.emailDomains.length === 0) {
    return <p className="notice">Claiming this profile is not available yet. Please write to the editors through “Suggest a correction” on the profile.</p>;
  }
  return (
    <div className="claim-options">
      {info.orcid && (
        <section className="claim-option" aria-labelledby="claim-orcid">
          <h2 id="claim-orcid" className="claim-option-title">
            With ORCID
          </h2>
          <p className="muted small">
            Sign in at ORCID. If your iD is the one this profile records, the profile is yours at once; otherwise an editor reviews your claim.
            {!signedIn && ' Without an account here, you make one on the way.'}
          </p>
          <a className="btn btn-primary btn-block" href={api.auth.orcid.$path({ query: { claim: info.expert.slug } })}>
            Sign in with ORCID
          </a>
        </section>
      )}
      {info.emailDomains.length > 0 &&
        (signedIn ? (
          <EmailClaim info={info} onFiled={onFiled} />
        ) : (
          <section className="claim-option" aria-labelledby="claim-email">
            <h2 id="claim-email" className="claim-option-title">
              With your institution’s e-mail
            </h2>
            <p className="muted small">Sign in or create an account first; then we send a code to your address at {info.emailDomains.join(', ')}.</p>
            <a className="btn btn-secondary btn-block" href={loginPathReturningTo(here)}>
              Sign in to continue
            </a>
          </section>
        ))}
    </div>
  );
}

/** /claim/{slug}: 'Is this you? Claim this profile', for any public profile, static or rendered on demand. */
function ClaimProfile() {
  const address = useClaimAddress();
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const [filed, setFiled] = useState<string>();
  const slug = address?.slug;
  const info = useQuery({ ...claimInfoQuery(slug ?? ''), enabled: Boolean(slug) });

  if (!address || isLoading || (slug && info.isPending)) return <p className="muted">Loading...</p>;
  if (!slug || info.isError || !info.data) {
    return (
      <div className="card card-body auth-card" role="alert">
        <h1 className="auth-title">Profile Not Found</h1>
        <p className="muted">{info.isError ? errorMessage(info.error, 'This profile could not be loaded.') : 'This address names no profile.'}</p>
        <a className="btn btn-secondary btn-block" href="/directory">
          Browse the directory
        </a>
      </div>
    );
  }
  const data = info.data;
  const onFiled = (message: string) => {
    setFiled(message);
    void queryClient.invalidateQueries({ queryKey: claimInfoQuery(slug).queryKey });
  };
  const said = filed ?? (address.outcome ? CLAIM_OUTCOME_MESSAGES[address.outcome] : undefined);
  const settled = data.ownership === 'yours' || data.myClaim?.status === 'pending';
  return (
    <div className="card card-body auth-card claim-card">
      <h1 className="auth-title">Is this you?</h1>
      <p className="claim-subject">
        Claim the profile of <a href={expertPath(data.expert.slug)}>{data.expert.name}</a>
        <span className="muted">, {data.expert.title}</span>
      </p>
      {address.orcidError && (
        <p className="notice notice-warning" role="alert" data-testid="claim-problem">
          {ORCID_ERRORS[address.orcidError]}
        </p>
      )}
      {said && (
        <p className="notice" role="status" data-testid="claim-result">
          {said}
        </p>
      )}
      <Standing info={data} />
      {!settled && <ClaimOptions info={data} signedIn={user !== null} onFiled={onFiled} />}
      <p className="muted small claim-why">
        Owners keep their profile current: they propose changes that the editors review and confirm that it is still accurate. What others wrote about them
        (sources, disclosures) stays the editors’.
      </p>
    </div>
  );
}

export default withProviders(ClaimProfile);
