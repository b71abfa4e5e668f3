import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../domain/messages.ts';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../../domain/schemas/auth.ts';
import { api, unwrap } from '../lib/api.ts';
import { toast } from '../lib/toast.ts';
import { CaptchaField } from './captcha-field.tsx';
import { EmailField } from './forms/account-fields.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { check } from '../ui/forms/form-check.ts';
import { SubmitButton } from './forms/submit-button.tsx';
import { useAccountSubmit } from './forms/use-account-submit.ts';
import { useCaptchaAnswer } from './forms/use-captcha-answer.ts';
import { useFocusOnMount } from './forms/use-focus-on-mount.ts';
import { withProviders } from '../ui/with-providers.tsx';

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
  const { register, handleSubmit, setValue, setFocus } = useForm<ForgotPasswordFields>({
    defaultValues: { email: '', captchaAnswer: '' },
  });
  const captcha = useCaptchaAnswer(setValue, setFocus);
  const request = useAccountSubmit({
    request: (body: ForgotPasswordInput) => unwrap(api.auth['forgot-password'].$post({ json: body })),
    failure: { title: 'Request Failed', fallback: 'Please try again' },
    onSuccess: () => toast({ title: 'Reset Link Sent', description: MESSAGES.resetLinkSent }),
    onFailure: captcha.newQuestion,
  });

  const onSubmit = handleSubmit((fields) => request.submit(check(forgotPasswordSchema, { ...fields, captchaExpected: captcha.expected })));

  if (request.succeeded) return <CheckYourEmail />;

  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">Forgot Password</h1>
      <p className="muted">Enter the email address of your account and we'll send you a link to choose a new password.</p>
      <AccountForm ref={request.formRef} onSubmit={onSubmit}>
        <EmailField registration={register('email')} />
        <CaptchaField question={captcha.question} onNewQuestion={captcha.newQuestion} answer={register('captchaAnswer')} />
        <SubmitButton pending={request.pending} label="Send Reset Link" pendingLabel="Sending..." />
      </AccountForm>
      <p className="auth-footer small">
        Remembered it? <a href="/login">Back to Sign In</a>
      </p>
    </div>
  );
}

export default withProviders(ForgotPasswordForm);
