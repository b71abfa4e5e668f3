import { useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../domain/limits.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { resetPasswordSchema, type ResetPasswordInput } from '../../domain/schemas/auth.ts';
import { api, unwrap } from '../lib/api.ts';
import { toast } from '../lib/toast.ts';
import { useRedirectAfter } from '../lib/use-redirect-after.ts';
import { NewPasswordFields } from './forms/account-fields.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { check } from '../ui/forms/form-check.ts';
import { SubmitButton } from './forms/submit-button.tsx';
import { useAccountSubmit } from './forms/use-account-submit.ts';
import { useFocusOnMount } from './forms/use-focus-on-mount.ts';
import { withProviders } from '../ui/with-providers.tsx';

const PASSWORDS_DIFFER = 'Please make sure both passwords are identical.';

const never = () => () => {};

/** The ?token= of the page's URL; undefined in the built HTML, where no URL is known yet. */
function useResetToken(): string | null | undefined {
  return useSyncExternalStore(
    never,
    () => new URLSearchParams(window.location.search).get('token'),
    () => undefined,
  );
}

function InvalidResetLink() {
  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">Invalid Reset Link</h1>
      <p className="muted">This password reset link is missing its token. Please ask for a new link.</p>
      <a className="btn btn-primary btn-block" href="/forgot-password">
        Request a New Link
      </a>
    </div>
  );
}

function ResetDone() {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  useRedirectAfter('/login', LIMITS.redirectAfterResetMs);
  return (
    <div className="card card-body auth-card" role="status">
      <h1 ref={headingRef} tabIndex={-1} className="auth-title">
        Password Reset Successful
      </h1>
      <p>{MESSAGES.passwordResetDone}</p>
      <p className="muted small">Taking you to the sign-in page...</p>
      <a className="btn btn-primary btn-block" href="/login">
        Sign In Now
      </a>
    </div>
  );
}

interface ResetPasswordFields {
  password: string;
  confirmPassword: string;
}

function NewPasswordForm({ token }: { token: string | undefined }) {
  const { register, handleSubmit } = useForm<ResetPasswordFields>({ defaultValues: { password: '', confirmPassword: '' } });
  const reset = useAccountSubmit({
    request: (body: ResetPasswordInput) => unwrap(api.auth['reset-password'].$post({ json: body })),
    failure: { title: 'Reset Failed', fallback: 'Failed to reset password. The link may be expired or invalid.' },
    onSuccess: () => toast({ title: 'Password Reset Successful', description: MESSAGES.passwordResetDone }),
  });

  const onSubmit = handleSubmit(({ password, confirmPassword }) => {
    const result = check(resetPasswordSchema, { token, password });
    if (!result.ok) {
      const field = result.message === MESSAGES.resetPasswordTooShort ? 'password' : undefined;
      return reset.report({ message: result.message, field });
    }
    if (password !== confirmPassword) return reset.report({ message: PASSWORDS_DIFFER, field: 'confirmPassword' });
    reset.submit(result);
  });

  if (reset.succeeded) return <ResetDone />;

  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">Choose a New Password</h1>
      <p className="muted">Enter a new password for your account.</p>
      <AccountForm ref={reset.formRef} onSubmit={onSubmit}>
        <NewPasswordFields
          label="New password"
          confirmLabel="Confirm new password"
          password={register('password')}
          confirmPassword={register('confirmPassword')}
        />
        <SubmitButton pending={reset.pending} label="Reset Password" pendingLabel="Resetting..." />
      </AccountForm>
    </div>
  );
}

/** /reset-password?token=…: the new-password form, or 'Invalid Reset Link' without a token. */
function ResetPasswordForm() {
  const token = useResetToken();
  if (token === null || token?.trim() === '') return <InvalidResetLink />;
  return <NewPasswordForm token={token} />;
}

export default withProviders(ResetPasswordForm);
