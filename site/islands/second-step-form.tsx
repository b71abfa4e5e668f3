import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../domain/entities.ts';
import { secondStepSchema, type SecondStepInput, type SignInMethod } from '../../domain/second-factor.ts';
import { api, unwrap } from '../lib/api.ts';
import { check } from '../ui/forms/form-check.ts';
import { TextField } from '../ui/forms/text-field.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { SubmitButton } from './forms/submit-button.tsx';
import { useAccountSubmit } from './forms/use-account-submit.ts';
import { useFocusOnMount } from './forms/use-focus-on-mount.ts';
import { PasskeyButton } from './passkey-button.tsx';

interface SecondStepProps {
  methods: SignInMethod[];
  onSignedIn: (user: PublicUser) => void;
  /** Back to the password (e.g. the pending sign-in expired). */
  onStartOver: () => void;
}

/**
 * The sign-in's second step, after a right password: a code from the authenticator app, a
 * recovery code, or the account's passkey. The session starts only when this step succeeds.
 */
export function SecondStepForm({ methods, onSignedIn, onStartOver }: SecondStepProps) {
  const [recovery, setRecovery] = useState(!methods.includes('totp'));
  const { register, handleSubmit, reset } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const step = useAccountSubmit({
    request: (body: SecondStepInput) => unwrap(api.auth.login['second-factor'].$post({ json: body })),
    failure: { title: 'Sign In Failed', fallback: 'That code did not work. Please try again.' },
    onSuccess: onSignedIn,
    onFailure: () => reset({ code: '' }),
  });
  const onSubmit = handleSubmit(({ code }) => step.submit(check(secondStepSchema, recovery ? { recoveryCode: code } : { code })));

  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title" ref={headingRef} tabIndex={-1}>
        Two-Step Verification
      </h1>
      <p className="muted">{recovery ? 'Enter one of your recovery codes. Each works once.' : 'Enter the 6-digit code from your authenticator app.'}</p>
      {(methods.includes('totp') || methods.includes('recovery_code')) && (
        <AccountForm ref={step.formRef} onSubmit={onSubmit}>
          <TextField
            key={recovery ? 'recovery' : 'code'}
            label={recovery ? 'Recovery code' : 'Authentication code'}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 40 : 7}
            spellCheck={false}
            registration={register('code')}
          />
          <SubmitButton pending={step.pending} label="Verify" pendingLabel="Verifying..." />
        </AccountForm>
      )}
      <div className="form-grid second-step-choices">
        {methods.includes('passkey') && <PasskeyButton onSignedIn={onSignedIn} label="Use a passkey" />}
        {methods.includes('totp') && methods.includes('recovery_code') && (
          <button type="button" className="btn btn-ghost btn-block" onClick={() => setRecovery(!recovery)}>
            {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-block" onClick={onStartOver}>
          Start over
        </button>
      </div>
    </div>
  );
}
