import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TEXT_MAX } from '../../domain/limits.ts';
import { ORCID_MESSAGES, orcidSignUpSchema, type OrcidSignUpInput } from '../../domain/orcid.ts';
import { api, unwrap } from '../lib/api.ts';
import { errorMessage } from '../lib/api-error.ts';
import { toastAfterReload } from '../lib/toast.ts';
import { authUserQuery } from '../lib/use-auth.ts';
import { check } from '../ui/forms/form-check.ts';
import { TextField } from '../ui/forms/text-field.tsx';
import { EmailField } from './forms/account-fields.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { SubmitButton } from './forms/submit-button.tsx';
import { useAccountSubmit } from './forms/use-account-submit.ts';

/**
 * The last step of a first sign-in with ORCID (issue 36): the iD is proven, and the person gives the
 * e-mail address we reach them at (decisions on their claim, reminders to keep their profile
 * current); the account is made with ORCID's name, which they may correct, and no password.
 */
export function OrcidSignUpForm() {
  const queryClient = useQueryClient();
  const [mailed, setMailed] = useState<string>();
  const info = useQuery({ queryKey: ['auth', 'orcid', 'sign-up'], queryFn: () => unwrap(api.auth.orcid['sign-up'].$get()), retry: false });
  const { register, handleSubmit } = useForm<{ email: string; firstName: string; lastName: string }>({
    values: { email: '', firstName: info.data?.firstName ?? '', lastName: info.data?.lastName ?? '' },
  });
  const finish = useAccountSubmit({
    request: (body: OrcidSignUpInput) => unwrap(api.auth.orcid['sign-up'].$post({ json: body })),
    failure: { title: 'Sign In Failed', fallback: ORCID_MESSAGES.signUpExpired },
    onSuccess: (reply) => {
      if (!reply.user || !reply.next) return setMailed(reply.message);
      queryClient.setQueryData(authUserQuery.queryKey, reply.user);
      toastAfterReload({ title: 'Welcome!', description: 'You are signed in with ORCID.' });
      window.location.assign(reply.next);
    },
  });

  if (info.isPending) return <p className="muted">Loading...</p>;
  if (info.isError) {
    return (
      <div className="card card-body auth-card" role="alert">
        <h1 className="auth-title">Sign In Expired</h1>
        <p className="muted">{errorMessage(info.error, ORCID_MESSAGES.signUpExpired)}</p>
        <a className="btn btn-primary btn-block" href={api.auth.orcid.$path()}>
          Sign in with ORCID again
        </a>
      </div>
    );
  }
  if (mailed) {
    return (
      <div className="card card-body auth-card" role="status">
        <h1 className="auth-title">Check Your E-mail</h1>
        <p className="muted">{mailed}</p>
      </div>
    );
  }
  const { orcidId, name, claim } = info.data;
  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">One More Step</h1>
      <p className="muted">
        ORCID confirmed your iD <strong>{orcidId}</strong>
        {name && (
          <>
            {' '}
            (<bdi>{name}</bdi>)
          </>
        )}
        . Give the e-mail address we should write to{claim ? <> about your claim to the profile of {claim.name}</> : null}. Your account has no password: you
        sign in with ORCID.
      </p>
      <AccountForm ref={finish.formRef} onSubmit={handleSubmit((fields) => finish.submit(check(orcidSignUpSchema, fields)))}>
        <div className="form-grid form-grid-2">
          <TextField label="First name" autoComplete="given-name" maxLength={TEXT_MAX.personName} registration={register('firstName')} />
          <TextField label="Last name" optional autoComplete="family-name" maxLength={TEXT_MAX.personName} registration={register('lastName')} />
        </div>
        <EmailField registration={register('email')} />
        <SubmitButton pending={finish.pending} label="Continue" pendingLabel="Creating your account..." />
      </AccountForm>
    </div>
  );
}
