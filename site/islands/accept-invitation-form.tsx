import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { acceptInvitationSchema, PEOPLE_MESSAGES, type AcceptInvitationInput } from '../../domain/people.ts';
import { canOpenAdmin, ROLE_LABELS } from '../../domain/permissions.ts';
import { TEXT_MAX } from '../../domain/limits.ts';
import { api, unwrap } from '../lib/api.ts';
import { errorMessage } from '../lib/api-error.ts';
import { authUserQuery } from '../lib/use-auth.ts';
import { useRedirectAfter } from '../lib/use-redirect-after.ts';
import { check } from '../ui/forms/form-check.ts';
import { TextField } from '../ui/forms/text-field.tsx';
import { withProviders } from '../ui/with-providers.tsx';
import { NewPasswordFields } from './forms/account-fields.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { SubmitButton } from './forms/submit-button.tsx';
import { useAccountSubmit } from './forms/use-account-submit.ts';

const PASSWORDS_DIFFER = 'Please make sure both passwords are identical.';
/** How long the welcome shows before the dashboard (or home page) opens. */
const WELCOME_PAUSE_MS = 1500;

const never = () => () => {};

/** The ?token= of the page's URL; undefined in the built HTML, where no URL is known yet. */
function useInvitationToken(): string | null | undefined {
  return useSyncExternalStore(
    never,
    () => new URLSearchParams(window.location.search).get('token'),
    () => undefined,
  );
}

function InvalidInvitation({ reason }: { reason: string }) {
  return (
    <div className="card card-body auth-card" role="alert">
      <h1 className="auth-title">Invalid Invitation</h1>
      <p className="muted">{reason}</p>
      <p className="muted small">Ask the person who invited you for a new invitation.</p>
      <a className="btn btn-secondary btn-block" href="/login">
        Sign In
      </a>
    </div>
  );
}

function Joined({ user }: { user: PublicUser }) {
  const target = canOpenAdmin(user.role) ? '/admin' : '/';
  useRedirectAfter(target, WELCOME_PAUSE_MS);
  return (
    <div className="card card-body auth-card" role="status">
      <h1 className="auth-title">
        Welcome, <bdi>{user.firstName}</bdi>!
      </h1>
      <p className="muted">Your account is ready and you are signed in. Taking you to the {target === '/admin' ? 'dashboard' : 'home page'}...</p>
      <a className="btn btn-primary btn-block" href={target}>
        Continue
      </a>
    </div>
  );
}

interface AcceptFields {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

function AcceptForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [joined, setJoined] = useState<PublicUser>();
  const invitation = useQuery({ queryKey: ['invitation', token], queryFn: () => unwrap(api.invitations[':token'].$get({ param: { token } })), retry: false });
  const { register, handleSubmit } = useForm<AcceptFields>({ defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' } });
  const accept = useAccountSubmit({
    request: (body: AcceptInvitationInput) => unwrap(api.invitations.accept.$post({ json: body })),
    failure: { title: 'Invitation Not Accepted', fallback: PEOPLE_MESSAGES.invitationInvalid },
    // Every island on the page (the header too) shows the session at once.
    onSuccess: (user) => {
      queryClient.setQueryData(authUserQuery.queryKey, user);
      setJoined(user);
    },
  });

  const onSubmit = handleSubmit(({ confirmPassword, ...fields }) => {
    const result = check(acceptInvitationSchema, { token, ...fields });
    if (!result.ok) {
      const field = result.message === MESSAGES.passwordTooShort ? 'password' : undefined;
      return accept.report({ message: result.message, field });
    }
    if (fields.password !== confirmPassword) return accept.report({ message: PASSWORDS_DIFFER, field: 'confirmPassword' });
    accept.submit(result);
  });

  if (joined) return <Joined user={joined} />;
  if (invitation.isPending) return <p className="muted">Loading the invitation...</p>;
  if (invitation.isError) return <InvalidInvitation reason={errorMessage(invitation.error, PEOPLE_MESSAGES.invitationInvalid)} />;

  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">Join the Team</h1>
      <p className="muted">
        You are invited as <strong>{ROLE_LABELS[invitation.data.role]}</strong> with the address <strong>{invitation.data.email}</strong>. Choose your name and
        password to create your account.
      </p>
      <AccountForm ref={accept.formRef} onSubmit={onSubmit}>
        <TextField label="First name" autoComplete="given-name" maxLength={TEXT_MAX.personName} registration={register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={TEXT_MAX.personName} registration={register('lastName')} />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" password={register('password')} confirmPassword={register('confirmPassword')} />
        <SubmitButton pending={accept.pending} label="Accept Invitation" pendingLabel="Creating your account..." />
      </AccountForm>
    </div>
  );
}

/** /accept-invitation?token=…: what the invitation offers, and the form that creates the account and signs in. */
function AcceptInvitationForm() {
  const token = useInvitationToken();
  if (token === undefined) return null;
  if (token === null || token.trim() === '') return <InvalidInvitation reason={PEOPLE_MESSAGES.invitationInvalid} />;
  return <AcceptForm token={token} />;
}

export default withProviders(AcceptInvitationForm);
