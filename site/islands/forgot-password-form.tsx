import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { TEXT_MAX } from '../../domain/limits.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../domain/schemas/auth.ts';
import { apiRequest, errorMessage } from '../lib/api-client.ts';
import { toast } from '../lib/toast.ts';
import { CaptchaField } from './captcha-field.tsx';
import { check, reportProblem } from './forms/form-check.ts';
import { SubmitButton } from './forms/submit-button.tsx';
import { TextField } from './forms/text-field.tsx';
import { useCaptchaAnswer } from './forms/use-captcha-answer.ts';
import { useFocusOnMount } from './forms/use-focus-on-mount.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import { withProviders } from './with-providers.tsx';

interface ForgotPasswordFields {
  email: string;
  captchaAnswer: string;
}

/** The confirmation, worded the same whether or not the address has an account. */
function CheckYourEmail() {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="card card-body auth-card">
      <h1 ref={headingRef} tabIndex={-1} className="auth-title">
        Check Your Email
      </h1>
      <p>{MESSAGES.resetLinkSent}</p>
      <p className="muted small">The link works for one hour. If nothing arrives, check your spam folder or ask for a new link.</p>
      <a className="btn btn-primary btn-block" href="/login">
        Back to Sign In
      </a>
    </div>
  );
}

/** /forgot-password: an e-mail address and the security check ask for a reset link. */
function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, setValue, setFocus } = useForm<ForgotPasswordFields>({
    defaultValues: { email: '', captchaAnswer: '' },
  });
  const captcha = useCaptchaAnswer(setValue, setFocus);
  const request = useMutation({
    mutationFn: (body: ForgotPasswordInput) => apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', body),
    onSuccess: () => toast({ title: 'Reset Link Sent', description: MESSAGES.resetLinkSent }),
    onError: (error) => {
      toast({ title: 'Request Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
      captcha.newQuestion();
    },
  });

  const onSubmit = handleSubmit((fields) => {
    const result = check(forgotPasswordSchema, { ...fields, captchaExpected: captcha.expected });
    if (!result.ok) return reportProblem(formRef.current, result);
    request.mutate(result.data);
  });

  if (request.isSuccess) return <CheckYourEmail />;

  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">Forgot Password</h1>
      <p className="muted">Enter the email address of your account and we'll send you a link to choose a new password.</p>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <fieldset className="form-fieldset form-grid" disabled={!hydrated}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={TEXT_MAX.email}
            registration={register('email')}
          />
          <CaptchaField question={captcha.question} onNewQuestion={captcha.newQuestion} answer={register('captchaAnswer')} />
          <SubmitButton pending={request.isPending} label="Send Reset Link" pendingLabel="Sending..." />
        </fieldset>
      </form>
      <p className="auth-footer small">
        Remembered it? <a href="/login">Back to Sign In</a>
      </p>
    </div>
  );
}

export default withProviders(ForgotPasswordForm);
