import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicUser } from '../../domain/entities.ts';
import { LIMITS, TEXT_MAX } from '../../domain/limits.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { isOrcidErrorCode, ORCID_ERRORS, secondStepMethods } from '../../domain/orcid.ts';
import { canOpenAdmin } from '../../domain/permissions.ts';
import { signInReturnPath } from '../../domain/same-origin-path.ts';
import { loginSchema, registerSchema, type LoginInput, type RegisterInput } from '../../domain/schemas/auth.ts';
import type { SecondFactorChallenge, SignInMethod } from '../../domain/second-factor.ts';
import { api, unwrap } from '../lib/api.ts';
import { toast, toastAfterReload } from '../lib/toast.ts';
import { authUserQuery, useAuth } from '../lib/use-auth.ts';
import { useRedirectAfter } from '../lib/use-redirect-after.ts';
import { CaptchaField } from './captcha-field.tsx';
import { OrcidButton } from './orcid-button.tsx';
import { OrcidSignUpForm } from './orcid-sign-up-form.tsx';
import { PasskeyButton } from './passkey-button.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { EmailField, NewPasswordFields } from './forms/account-fields.tsx';
import { AccountForm } from './forms/account-form.tsx';
import { check } from '../ui/forms/form-check.ts';
import { SubmitButton } from './forms/submit-button.tsx';
import { TextField } from '../ui/forms/text-field.tsx';
import { useAccountSubmit } from './forms/use-account-submit.ts';
import { useCaptchaAnswer } from './forms/use-captcha-answer.ts';
import { withProviders } from '../ui/with-providers.tsx';

type Mode = 'signIn' | 'signUp';

const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * The welcome card's moment before the full page load of / (which the header needs to show the new
 * session everywhere); the 'Welcome!' toast is shown there, for its full duration.
 */
const WELCOME_PAUSE_MS = 1000;

/** '/login?mode=signup' (the header's Sign Up) opens the create-account tab. */
function modeFromUrl(): Mode {
  return new URLSearchParams(window.location.search).get('mode') === 'signup' ? 'signUp' : 'signIn';
}

function fullName(user: PublicUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

interface FormProps {
  onSignedIn: (user: PublicUser) => void;
  /** The password was right and the account has a second factor: its step comes next. */
  onSecondStep: (methods: SignInMethod[]) => void;
  /** The e-mail a sign-up just used, filled in for signing in. */
  email?: string;
}

interface SignInFields {
  email: string;
  password: string;
  captchaAnswer: string;
}

function SignInForm({ onSignedIn, onSecondStep, email = '' }: FormProps) {
  const { register, handleSubmit, setValue, setFocus } = useForm<SignInFields>({
    defaultValues: { email, password: '', captchaAnswer: '' },
  });
  const captcha = useCaptchaAnswer(setValue, setFocus);
  const signIn = useAccountSubmit({
    request: (body: LoginInput) => unwrap(api.auth.login.$post({ json: body })),
    failure: { title: 'Sign In Failed', fallback: 'Please check your credentials and try again' },
    onSuccess: (reply: PublicUser | SecondFactorChallenge) => ('secondFactorRequired' in reply ? onSecondStep(reply.methods) : onSignedIn(reply)),
    onFailure: captcha.newQuestion,
  });

  const onSubmit = handleSubmit((fields) => signIn.submit(check(loginSchema, { ...fields, captchaExpected: captcha.expected })));

  return (
    <AccountForm ref={signIn.formRef} onSubmit={onSubmit}>
      <EmailField registration={register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.maxPasswordLength}
        aside={
          <a className="small" href="/forgot-password">
            Forgot password?
          </a>
        }
        registration={register('password')}
      />
      <CaptchaField question={captcha.question} onNewQuestion={captcha.newQuestion} answer={register('captchaAnswer')} />
      <SubmitButton pending={signIn.pending} label="Sign In" pendingLabel="Signing in..." />
      <PasskeyButton onSignedIn={onSignedIn} label="Sign in with a passkey" />
      <OrcidButton />
    </AccountForm>
  );
}

interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  captchaAnswer: string;
}

/**
 * Sign-up signs a new account's owner in at once (one security question, not a second at sign-in).
 * For an e-mail that already had an account it starts no session: its owner signs in with their own
 * password, and the mail says what happened.
 */
function SignUpForm({ onSignedIn, onSignedUp }: { onSignedIn: (user: PublicUser) => void; onSignedUp: (email: string) => void }) {
  const { register, handleSubmit, setValue, setFocus } = useForm<SignUpFields>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', captchaAnswer: '' },
  });
  const captcha = useCaptchaAnswer(setValue, setFocus);
  const signUp = useAccountSubmit({
    request: async (body: RegisterInput) => ({ email: body.email, reply: await unwrap(api.auth.register.$post({ json: body })) }),
    failure: { title: 'Registration Failed', fallback: 'Please check your information and try again' },
    onSuccess: ({ email, reply }) => (reply.user ? onSignedIn(reply.user) : onSignedUp(email)),
    onFailure: captcha.newQuestion,
  });

  const onSubmit = handleSubmit(({ confirmPassword, ...fields }) => {
    const result = check(registerSchema, { ...fields, captchaExpected: captcha.expected });
    // The spec's order: missing fields first, then the two typed passwords, then the other rules.
    if (!result.ok && result.message === MESSAGES.signUpRequired) return signUp.report(result);
    if (fields.password !== confirmPassword) return signUp.report({ message: PASSWORDS_DIFFER, field: 'confirmPassword' });
    if (!result.ok) {
      const field = result.message === MESSAGES.passwordTooShort ? 'password' : result.field;
      return signUp.report({ message: result.message, field });
    }
    signUp.submit(result);
  });

  return (
    <AccountForm ref={signUp.formRef} onSubmit={onSubmit}>
      <div className="form-grid form-grid-2">
        <TextField label="First name" autoComplete="given-name" maxLength={TEXT_MAX.personName} registration={register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={TEXT_MAX.personName} registration={register('lastName')} />
      </div>
      <EmailField registration={register('email')} />
      <NewPasswordFields label="Password" confirmLabel="Confirm password" password={register('password')} confirmPassword={register('confirmPassword')} />
      <CaptchaField question={captcha.question} onNewQuestion={captcha.newQuestion} answer={register('captchaAnswer')} />
      <SubmitButton pending={signUp.pending} label="Create Account" pendingLabel="Creating account..." />
    </AccountForm>
  );
}

/** Shown to a visitor who already has a session, instead of the forms. */
function SignedIn({ user, isAdmin }: { user: PublicUser; isAdmin: boolean }) {
  const next = returnPath();
  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">You're Signed In</h1>
      <p className="muted">
        You are signed in as <strong>{fullName(user)}</strong>
        {user.firstName && ` (${user.email})`}.
      </p>
      <div className="cluster">
        {next && (
          <a className="btn btn-primary" href={next}>
            Continue
          </a>
        )}
        <a className={next ? 'btn btn-secondary' : 'btn btn-primary'} href="/">
          Back to Home
        </a>
        <a className="btn btn-secondary" href="/submit">
          Submit an Expert
        </a>
        {isAdmin && (
          <a className="btn btn-secondary" href="/admin">
            Admin
          </a>
        )}
      </div>
    </div>
  );
}

/** Where to go after signing in: the page the visitor came from (`?next=`, same site only), else home (an admin: the dashboard). */
function returnPath(): string | undefined {
  return signInReturnPath(new URLSearchParams(window.location.search).get('next'));
}

/** The moment between a successful sign-in and the page load of / (or of the page asked for). */
function Welcomed({ user }: { user: PublicUser }) {
  const next = returnPath();
  // Someone of the admin area signs in to work: the dashboard, unless a return path says otherwise.
  const admin = canOpenAdmin(user.role);
  const target = next ?? (admin ? '/admin' : '/');
  useRedirectAfter(target, WELCOME_PAUSE_MS);
  return (
    <div className="card card-body auth-card" role="status">
      <h1 className="auth-title">
        {user.firstName ? (
          <>
            Welcome, <bdi>{user.firstName}</bdi>!
          </>
        ) : (
          'Welcome!'
        )}
      </h1>
      <p className="muted">
        {next
          ? 'You are signed in. Taking you back to the page you were on...'
          : `You are signed in. Taking you to the ${admin ? 'dashboard' : 'home page'}...`}
      </p>
      <a className="btn btn-primary btn-block" href={target}>
        Continue
      </a>
    </div>
  );
}

const HEADINGS: Record<Mode, { title: string; lead: string }> = {
  signIn: { title: 'Welcome Back', lead: 'Sign in to submit experts for the directory.' },
  signUp: { title: 'Create Your Account', lead: 'Join to suggest longevity experts for review.' },
};

/** /login: sign in or create an account, switched by tabs; both ask the security question. */
function LoginForm() {
  const { user, opensAdmin } = useAuth();
  const queryClient = useQueryClient();
  // The built page renders sign-in; the URL's mode is applied once hydrated, so the two agree.
  const [mode, setMode] = useState<Mode>('signIn');
  const [welcomed, setWelcomed] = useState<PublicUser | null>(null);
  const [signedUpEmail, setSignedUpEmail] = useState<string>();
  const [secondStep, setSecondStep] = useState<SignInMethod[] | null>(null);

  // Where an ORCID sign-in came back to: its problem, its e-mail step, or the linked account's second step.
  const [orcid, setOrcid] = useState<string | null>(null);

  useEffect(() => {
    setMode(modeFromUrl());
    const params = new URLSearchParams(window.location.search);
    setOrcid(params.get('orcid'));
    const methods = secondStepMethods(params.get('second-step'));
    if (methods.length > 0) setSecondStep(methods);
  }, []);

  function onSignedIn(signedIn: PublicUser) {
    // Every island on this page (the header too) shows the session at once.
    queryClient.setQueryData(authUserQuery.queryKey, signedIn);
    toastAfterReload({ title: 'Welcome!' });
    setWelcomed(signedIn);
  }

  function onSignedUp(email: string) {
    toast({ title: MESSAGES.signUpMailSent, description: MESSAGES.signUpMailSentDetail });
    setSignedUpEmail(email);
    setMode('signIn');
  }

  if (welcomed) return <Welcomed user={welcomed} />;
  if (user) return <SignedIn user={user} isAdmin={opensAdmin} />;
  if (secondStep) return <SecondStepForm methods={secondStep} onSignedIn={onSignedIn} onStartOver={() => setSecondStep(null)} />;
  if (orcid === 'sign-up') return <OrcidSignUpForm />;

  const heading = HEADINGS[mode];
  return (
    <div className="card card-body auth-card">
      <h1 className="auth-title">{heading.title}</h1>
      <p className="muted">{heading.lead}</p>
      {isOrcidErrorCode(orcid) && (
        <p className="notice notice-warning" role="alert">
          {ORCID_ERRORS[orcid]}
        </p>
      )}
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value === 'signUp' ? 'signUp' : 'signIn')}>
        <Tabs.List className="tabs" aria-label="Account">
          <Tabs.Trigger value="signIn" className="tab">
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="signUp" className="tab">
            Create Account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signIn" className="tab-panel">
          {/* A new key remounts the form with the signed-up e-mail filled in. */}
          <SignInForm key={signedUpEmail ?? ''} onSignedIn={onSignedIn} onSecondStep={setSecondStep} email={signedUpEmail} />
        </Tabs.Content>
        <Tabs.Content value="signUp" className="tab-panel">
          <SignUpForm onSignedIn={onSignedIn} onSignedUp={onSignedUp} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

export default withProviders(LoginForm);
