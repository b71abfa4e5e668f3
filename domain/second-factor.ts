import { z } from 'zod';
import type { PublicUser } from './entities.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * The second factor's rules, written once: TOTP as RFC 6238 with the common authenticator-app
 * settings (SHA-1, 30 s, 6 digits), one step of clock drift either way; recovery codes; how long
 * the steps between password and session, and a WebAuthn challenge, stay open.
 */
export const TOTP = { periodSeconds: 30, digits: 6, driftSteps: 1, secretBytes: 20 } as const;

export const SECOND_FACTOR_LIMITS = {
  recoveryCodes: 10,
  /** Between the password step and the second step of a sign-in. */
  pendingSignInMs: 10 * 60_000,
  /** A WebAuthn ceremony: the browser's prompt times out after a minute; some slack for a slow person. */
  challengeMs: 5 * 60_000,
  passkeyNameLength: 60,
} as const;

/** How a session proved its second factor; null on a session opened with the password alone. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** What a second step may be given (a passkey goes through its own ceremony). */
export type SignInMethod = 'totp' | 'recovery_code' | 'passkey';

/** What the password step answers when the account has a second factor: no session yet. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  methods: SignInMethod[];
}

/** Recovery codes are 10 base32 letters shown as two groups of five; typing ignores case, spaces and dashes. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{10}$/;

/** Whether a role must give a second factor before anything else (REQUIRE_2FA_ROLES). */
export function roleNeedsSecondFactor(requiredRoles: readonly string[], role: string): boolean {
  return requiredRoles.includes(role);
}

/**
 * What a session of such a role still owes: 'enrol' (the account has no factor: set one up on the
 * account page) or 'give' (it has one, but this session was opened with the password alone: sign
 * in again with it).
 */
export type SecondFactorOwed = 'enrol' | 'give';

/** The signed-in person as GET /api/auth/user answers: with what their session still owes, when it owes anything. */
export interface SignedInUser extends PublicUser {
  secondFactorNeeded?: SecondFactorOwed;
}

/** Where an account enrols its second factor: the account page's section. */
export const SECOND_FACTOR_SECTION_PATH = '/account#second-factor';

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code',
  codeFormat: 'A code from the authenticator app is 6 digits',
  wrongCode: 'That code is not right, or has already been used. Please enter a new one.',
  wrongRecoveryCode: 'That recovery code is not right, or has already been used',
  noPendingSignIn: 'Your sign-in has expired. Please sign in again with your password.',
  totpAlreadyOn: 'The authenticator app is already on. Remove it first to set up another.',
  noTotpEnrolment: 'Start setting up the authenticator app again: this set-up has expired',
  totpNotOn: 'The authenticator app is not on',
  totpOn: 'Authenticator app turned on. Keep your recovery codes somewhere safe.',
  totpOff: 'Authenticator app removed',
  wrongPassword: 'Your password is not right',
  passwordRequired: 'Please enter your password',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passkeyNotFound: 'Passkey not found',
  passkeyRefused: 'This passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered here. Sign in with your password, then add it on your account page.',
  challengeMissing: 'This passkey request has expired or was already used. Please try again.',
  noFactor: 'Turn on an authenticator app or add a passkey first',
  recoveryCodesRenewed: 'New recovery codes made: the old ones no longer work',
  sessionEnded: 'Session ended',
  otherSessionsEnded: 'Your other sessions have ended',
  userSessionsEnded: 'Every session of this account has ended',
  sessionNotFound: 'Session not found',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  samePassword: 'The new password must be different from the current one',
  /** 403 for an account whose role needs a second factor, signed in with its password only. */
  enrolRequired: 'Your role needs a second factor. Set up an authenticator app or a passkey on your account page (/account), then try again.',
  giveRequired: 'Your role needs a second factor. Sign out, then sign in again with your authenticator app, a passkey or a recovery code.',
} as const;

/** A code from an authenticator app, spaces allowed (apps show '123 456'). */
const totpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: SECOND_FACTOR_MESSAGES.codeFormat }));

const recoveryCode = z
  .string()
  .max(40)
  .transform(normaliseRecoveryCode)
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, { error: SECOND_FACTOR_MESSAGES.wrongRecoveryCode }));

/** Body of POST /api/account/totp/confirm. */
export const totpConfirmSchema = z.object({ code: totpCode });

/** Body of POST /api/auth/login/second-factor: a code or a recovery code, exactly one. */
export const secondStepSchema = z.union(
  [z.object({ code: totpCode, recoveryCode: z.undefined().optional() }), z.object({ recoveryCode, code: z.undefined().optional() })],
  { error: SECOND_FACTOR_MESSAGES.codeRequired },
);
export type SecondStepInput = z.output<typeof secondStepSchema>;

/** The password again, before a factor is removed or new recovery codes are made. */
export const passwordAgainSchema = z.object({
  password: z
    .string({ error: SECOND_FACTOR_MESSAGES.passwordRequired })
    .min(1, { error: SECOND_FACTOR_MESSAGES.passwordRequired })
    .max(LIMITS.maxPasswordLength, { error: SECOND_FACTOR_MESSAGES.wrongPassword }),
});

/**
 * A WebAuthn response as @simplewebauthn/browser sends it. Only its outline is checked here;
 * the library verifies every byte. Bounded, so no field can be large.
 */
const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
const webauthnResponse = z.object({
  id: b64url.min(1).max(1_024),
  rawId: b64url.min(1).max(1_024),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export const passkeyRegistrationSchema = z.object({
  name: z.string().trim().max(SECOND_FACTOR_LIMITS.passkeyNameLength).optional(),
  response: webauthnResponse.extend({
    response: z.object({
      clientDataJSON: b64url,
      attestationObject: b64url,
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
  }),
});

export const passkeyAuthenticationSchema = z.object({
  response: webauthnResponse.extend({
    response: z.object({
      clientDataJSON: b64url,
      authenticatorData: b64url,
      signature: b64url,
      userHandle: b64url.max(1_024).optional(),
    }),
  }),
});

/** Body of POST /api/account/password. */
export const changePasswordSchema = z
  .object({
    currentPassword: passwordAgainSchema.shape.password,
    newPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword.length < LIMITS.minPasswordLength) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooShort });
    else if (value.newPassword.length > LIMITS.maxPasswordLength) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooLong });
    else if (value.newPassword === value.currentPassword) ctx.addIssue({ code: 'custom', message: SECOND_FACTOR_MESSAGES.samePassword });
  });

/** A passkey as its owner sees it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The account page's view of the second factor. */
export interface SecondFactorStatus {
  totp: boolean;
  passkeys: PasskeySummary[];
  recoveryCodesLeft: number;
  /** The account's role must give a second factor (REQUIRE_2FA_ROLES). */
  required: boolean;
}

/** What TOTP enrolment shows: the URI for the QR code, and the secret for typing it in. */
export interface TotpEnrolment {
  uri: string;
  secret: string;
}

/** Path parameters of /api/account: a session id (as the token's first half) and a passkey's credential id. */
export const sessionIdParams = z.object({ sessionId: z.string().regex(/^[a-z2-7]{32}$/, { error: 'is not a session' }) });
export const passkeyIdParams = z.object({
  passkeyId: z
    .string()
    .min(1)
    .max(1_024)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'is not a passkey' }),
});
