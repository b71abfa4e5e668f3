import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../domain/limits.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { resetPasswordSchema, type ResetPasswordInput } from '../../domain/schemas/auth.ts';
import { apiRequest, errorMessage } from '../lib/api-client.ts';
import { toast } from '../lib/toast.ts';
import { check, reportProblem } from './forms/form-check.ts';
import { SubmitButton } from './forms/submit-button.tsx';
import { TextField } from './forms/text-field.tsx';
import { useFocusOnMount } from './forms/use-focus-on-mount.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import { withProviders } from './with-providers.tsx';

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
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign('/login'), LIMITS.redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, []);
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
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit } = useForm<ResetPasswordFields>({ defaultValues: { password: '', confirmPassword: '' } });
  const reset = useMutation({
    mutationFn: (body: ResetPasswordInput) => apiRequest<{ message: string }>('POST', '/api/auth/reset-password', body),
    onSuccess: () => toast({ title: 'Password Reset Successful', description: MESSAGES.passwordResetDone }),
    onError: (error) =>
      toast({
        title: 'Reset Failed',
        description: errorMessage(error, 'Failed to reset password. The link may be expired or invalid.'),
        variant: 'destructive',
      }),
  });

  const onSubmit = handleSubmit(({ password, confirmPassword }) => {
    const result = check(resetPasswordSchema, { token, password });
    if (!result.ok) {
      const field = result.message === MESSAGES.resetPasswordTooShort ? 'password' : undefined;
      return reportProblem(formRef.current, { message: result.message, field });
    }
    if (password !== confirmPassword) return reportProblem(formRef.current, { message: PASSWORDS_DIFFER, field: 'confirmPassword' });
    reset.mutate(result.data);
  });

  if (reset.isSuccess) return <ResetDone />;

  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">Choose a New Password</h1>
      <p className="muted">Enter a new password for your account.</p>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <fieldset className="form-fieldset form-grid" disabled={!hydrated}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.maxPasswordLength}
            hint={`At least ${LIMITS.minPasswordLength} characters.`}
            registration={register('password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.maxPasswordLength}
            registration={register('confirmPassword')}
          />
          <SubmitButton pending={reset.isPending} label="Reset Password" pendingLabel="Resetting..." />
        </fieldset>
      </form>
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
