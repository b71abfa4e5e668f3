import { z } from 'zod';
import { claimPath } from './public-paths.ts';
import { requireFilled } from './schemas/required.ts';
import { emailField, personName } from './schemas/auth.ts';
import type { SignInMethod } from './second-factor.ts';

/**
 * Signing in with ORCID (issue 36): OAuth 2.0 authorization code with the `/authenticate` scope,
 * as ORCID's own tutorial describes it (ORCID/ORCID-Source, orcid-api-web/tutorial/get_id.md, read
 * 2026-11-28): the browser goes to `{base}/oauth/authorize?client_id&response_type=code&scope=/authenticate&redirect_uri&state`;
 * ORCID sends it back with `?code=` (or `?error=access_denied` when the person denies, with the
 * state kept: ORCID-Source PR 1778); the server POSTs a form (client_id, client_secret,
 * grant_type=authorization_code, code, redirect_uri) to `{base}/oauth/token` and gets JSON with
 * `orcid` (the iD) and `name` beside the tokens. A wrong or reused code is 400 `invalid_grant`
 * (ORCID-Source PRs 3805 and 3815). Only `orcid` and `name` are read; the tokens are not kept.
 */

export const ORCID_SCOPE = '/authenticate';
export const ORCID_DEFAULT_BASE_URL = 'https://orcid.org';

/** 0000-0002-1825-0097: four groups of four digits, the last character a digit or X (its checksum). */
export const ORCID_ID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

export function isOrcidId(value: unknown): value is string {
  return typeof value === 'string' && ORCID_ID_PATTERN.test(value);
}

export function orcidUrl(orcidId: string, baseUrl = ORCID_DEFAULT_BASE_URL): string {
  return `${baseUrl}/${orcidId}`;
}

/** Where the API starts and ends an ORCID sign-in (the redirect URI to register with ORCID is the callback's). */
export const ORCID_PATHS = { start: '/api/auth/orcid', callback: '/api/auth/orcid/callback' } as const;

/** How long a started sign-in (its `state`) and an ORCID sign-in waiting for its e-mail are kept. */
export const ORCID_LIMITS = { stateMs: 10 * 60_000, signUpMs: 30 * 60_000 } as const;

/**
 * Why an ORCID sign-in came back without signing anyone in: the callback sends the browser to a
 * page (`?orcid=<code>`), which shows the message. Never a 500.
 */
export const ORCID_ERRORS = {
  cancelled: 'You cancelled the sign-in at ORCID. Nothing was changed; you can try again whenever you like.',
  expired: 'This ORCID sign-in has expired or was already used. Please start again.',
  refused: 'ORCID did not accept this sign-in (the code had expired or was already used). Please start again.',
  unavailable: 'ORCID could not be reached or answered unexpectedly. Please try again in a few minutes.',
  linkedElsewhere: 'This ORCID iD is already linked to another account. Sign out and sign in with ORCID to use that account.',
  otherOrcid: 'Your account is linked to a different ORCID iD. Sign in with that iD at ORCID, or ask an editor.',
  deactivated: 'The account linked to this ORCID iD has been deactivated. Contact the site’s editors.',
} as const;
export type OrcidErrorCode = keyof typeof ORCID_ERRORS;

export function isOrcidErrorCode(value: string | null | undefined): value is OrcidErrorCode {
  return typeof value === 'string' && Object.hasOwn(ORCID_ERRORS, value);
}

export const ORCID_MESSAGES = {
  notConfigured: 'Signing in with ORCID is not set up on this site (ORCID_CLIENT_ID and ORCID_CLIENT_SECRET)',
  signUpExpired: 'Your ORCID sign-in has expired. Please sign in with ORCID again.',
  signedUpMailSent: 'Check your e-mail: that address already has an account. Sign in with its password, then sign in with ORCID to link your iD.',
  signUpMailSubject: 'Signing in with ORCID',
  signUpRequired: 'Please enter your email and first name',
  signedIn: 'Signed in with ORCID',
} as const;

/** POST /api/auth/orcid/sign-up: the address (and name) that finish a first sign-in with ORCID. */
export const orcidSignUpSchema = requireFilled(
  [[['email', 'firstName'], ORCID_MESSAGES.signUpRequired]],
  z.object({ email: emailField, firstName: personName, lastName: personName.optional().default('') }),
);
export type OrcidSignUpInput = z.infer<typeof orcidSignUpSchema>;

/** The query ORCID's redirect carries (each bounded: anything may arrive here). */
export const orcidCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** The e-mail after an ORCID sign-up gave an address that already has an account (the screen says the same either way). */
export function orcidAddressTakenMailText(siteName: string, siteUrl: string, orcidId: string): string {
  return [
    `Someone signed in to ${siteName} with the ORCID iD ${orcidId} and gave this email address, which already has an account.`,
    '',
    `If it was you, sign in at ${siteUrl}/login with your password, then use "Sign in with ORCID" on a profile's claim page: that links the iD to your account.`,
    '',
    'If it was not you, ignore this message: nothing has changed.',
  ].join('\n');
}

/** ORCID's `name` ('Sofia Garcia ') split for the account: the first word, then the rest. */
export function splitOrcidName(name: string | null): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** Where the callback sends the browser; the page there reads the query and says what happened. */
export const ORCID_RETURN = {
  failed: (error: OrcidErrorCode, claimSlug: string | null) => (claimSlug ? `${claimPath(claimSlug)}?orcid=${error}` : `/login?orcid=${error}`),
  claimed: (claimSlug: string, outcome: string) => `${claimPath(claimSlug)}?claim=${outcome}`,
  /** The linked account's second step on the sign-in page, then back to the claim page. */
  secondStep: (methods: readonly SignInMethod[], claimSlug: string | null) =>
    `/login?second-step=${methods.join(',')}${claimSlug ? `&next=${encodeURIComponent(claimPath(claimSlug))}` : ''}`,
  signUp: '/login?orcid=sign-up',
} as const;

const SIGN_IN_METHODS: readonly SignInMethod[] = ['totp', 'recovery_code', 'passkey'];

/** The second step's methods named by `?second-step=` (ORCID_RETURN.secondStep); none when absent or unknown. */
export function secondStepMethods(value: string | null): SignInMethod[] {
  return (value ?? '').split(',').filter((method): method is SignInMethod => (SIGN_IN_METHODS as readonly string[]).includes(method));
}
