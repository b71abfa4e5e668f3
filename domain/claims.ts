import { z } from 'zod';
import { describeReferenceLink, networkName, parseReferenceLinks } from './links.ts';
import type { ExpertProfile } from './entities.ts';
import type { ProposableField } from './expert-proposals.ts';
import type { ContextNote, Disclosure, ExpertIdentifiers, ExpertSource } from './provenance.ts';
import { emailField } from './schemas/auth.ts';
import { cleanString } from './schemas/clean-string.ts';

/**
 * Claiming a profile (issue 36 §1): the person a profile describes proves who they are with ORCID
 * (at once when the iD is the one the profile records) or with a code mailed to their institution's
 * address (always reviewed by an editor). One owner per profile; ownership itself lives in
 * `expert_owners` (db/queries/expert-owners.ts), the claims that lead to it in `profile_claims`.
 */

export const CLAIM_METHODS = ['orcid', 'email'] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How an owner's claim to a profile was verified. */
export type ProfileOwnershipVerification = 'orcid' | 'email' | 'editor';

/** What a public profile says of its owner (§2): how the claim was verified, and the day they last confirmed the profile. */
export interface ProfileOwnerMark {
  verifiedVia: ProfileOwnershipVerification;
  /** When the owner last confirmed the profile current (ISO), or null. */
  confirmedAt: string | null;
}

/** A profile as its owner's page lists it. */
export interface OwnedProfile {
  expertId: number;
  name: string;
  title: string;
  path: string;
  published: boolean;
  verifiedVia: ProfileOwnershipVerification;
  orcidId: string | null;
  confirmedAt: string | null;
  /** The values the owner may propose changes to, as the profile has them now, and its photo. */
  values: Pick<ExpertProfile, ProposableField>;
  imageUrl: string | null;
  /** What others wrote about them, which they may ask the editors to change. */
  disclosures: Disclosure[];
  sources: ExpertSource[];
  contextNotes: ContextNote[];
  identifiers: ExpertIdentifiers;
}

/** The owner's own words on the public profile and on /my-profile. */
export const OWNER_TEXTS = {
  verifiedViaOrcid: 'Verified by the expert via ORCID',
  confirmedCurrent: (day: string) => `Confirmed current by the expert on ${day}`,
  confirmed: 'Thank you. The profile now shows that you confirmed it today.',
  notFound: 'Profile not found',
} as const;

export const CLAIM_METHOD_LABELS: Record<ClaimMethod, string> = { orcid: 'ORCID', email: 'Institutional e-mail' };

export const CLAIM_LIMITS = {
  /** The mailed code: six digits, valid 15 minutes, five wrong tries before a new one must be asked for. */
  codeDigits: 6,
  codeMs: 15 * 60_000,
  codeAttempts: 5,
  reasonMax: 1_000,
} as const;

/** What the claim page (and the API's answers) say. */
export const CLAIM_MESSAGES = {
  notFound: OWNER_TEXTS.notFound,
  claimNotFound: 'Claim not found',
  alreadyDecided: 'This claim has already been decided',
  verified: 'Your ORCID iD matches the one on this profile: it is now yours.',
  pending: 'Your claim is waiting for an editor. We will e-mail you when they have decided.',
  alreadyPending: 'You already have a claim for this profile waiting for an editor.',
  alreadyOwner: 'You already own this profile.',
  noEmailDomains: 'This profile has no official or institution website whose address could receive a code. Sign in with ORCID instead.',
  emailDomainNotAllowed: (domains: readonly string[]) => `Use an address at ${domains.join(', ')} (or a domain it is part of).`,
  codeSent: (email: string) => `We sent a ${CLAIM_LIMITS.codeDigits}-digit code to ${email}. It works for 15 minutes.`,
  codeWrong: 'That code is not right. Check the e-mail and try again.',
  codeExpired: 'That code has expired or was used up. Ask for a new one.',
  approved: 'Claim approved: the profile has its owner.',
  rejected: 'Claim rejected.',
  ownerRemoved: 'Owner removed.',
  noOwner: 'This profile has no owner',
  /** A decision the other person reads the reason for (a rejected claim or proposal). */
  reasonRequired: 'Please give a reason',
  codeMailSubject: (siteName: string) => `Your code to claim a profile on ${siteName}`,
  decisionMailSubject: (siteName: string) => `Your profile claim on ${siteName}`,
} as const;

export function claimCodeMailText(input: { siteName: string; expertName: string; code: string }): string {
  return [
    `Your code to claim the profile of ${input.expertName} on ${input.siteName}: ${input.code}`,
    '',
    'Type it on the claim page within 15 minutes. An editor reviews every claim made this way.',
    '',
    'If you did not ask for it, ignore this message: nothing has changed.',
  ].join('\n');
}

export function claimDecisionMailText(input: {
  siteName: string;
  siteUrl: string;
  expertName: string;
  path: string;
  approved: boolean;
  reason: string | null;
}): string {
  const lines = input.approved
    ? [
        `Your claim to the profile of ${input.expertName} on ${input.siteName} was approved: the profile is yours.`,
        '',
        `It is at ${input.siteUrl}${input.path}`,
      ]
    : [`Your claim to the profile of ${input.expertName} on ${input.siteName} was not approved.`];
  if (!input.approved && input.reason) lines.push('', 'The reason:', input.reason);
  return lines.join('\n');
}

/** POST /api/claims/{slug}/email: the institutional address the code goes to. */
export const claimEmailSchema = z.object({ email: emailField });
export type ClaimEmailInput = z.infer<typeof claimEmailSchema>;

/** POST /api/claims/{slug}/email/confirm: the address and the code it received. */
export const claimCodeSchema = z.object({
  email: emailField,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${CLAIM_LIMITS.codeDigits}}$`), { error: `The code is ${CLAIM_LIMITS.codeDigits} digits` }),
});
export type ClaimCodeInput = z.infer<typeof claimCodeSchema>;

/** POST /api/admin/claims/{id}/reject: why (the claimant reads it). */
export const rejectClaimSchema = z.object({
  reason: cleanString()
    .trim()
    .min(1, { error: CLAIM_MESSAGES.reasonRequired })
    .max(CLAIM_LIMITS.reasonMax, { error: `The reason is at most ${CLAIM_LIMITS.reasonMax} characters` }),
});

const SOURCE_KINDS_OF_THE_PERSON: ReadonlySet<ExpertSource['kind']> = new Set(['official', 'institution']);

function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * The hosts of a profile's official and institution websites, where a code may be sent: its
 * official link (as links.ts decides it) and its sources of kind official or institution. Known
 * networks (LinkedIn, Wikipedia...) never count: anyone can have an address there.
 */
export function claimEmailDomains(expert: {
  name: string;
  referenceLinks: readonly string[];
  sources: readonly Pick<ExpertSource, 'url' | 'kind'>[];
}): string[] {
  const urls = [
    ...parseReferenceLinks(expert.referenceLinks)
      .filter((link) => describeReferenceLink(link, expert.name).official)
      .map((link) => link.url),
    ...expert.sources.filter((source) => SOURCE_KINDS_OF_THE_PERSON.has(source.kind)).map((source) => source.url),
  ];
  const hosts = urls.filter((url) => URL.canParse(url) && networkName(url) === undefined).map(hostOf);
  return [...new Set(hosts)].filter((host) => host.includes('.'));
}

/**
 * Whether an address may receive a claim's code: its domain is one of the hosts, or a domain they
 * belong to (a lab at sinclair.hms.harvard.edu: an address at hms.harvard.edu). Two labels at
 * least, so never a bare top-level domain; nobody receives mail at a public suffix such as ac.uk.
 */
export function emailMatchesDomains(email: string, hosts: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain.includes('.')) return false;
  return hosts.some((host) => host === domain || host.endsWith(`.${domain}`));
}

/** A claim as the Claims queue shows it. */
export interface QueuedClaim {
  id: number;
  method: ClaimMethod;
  createdAt: string;
  expert: { id: number; name: string; slug: string; recordedOrcid: string | null };
  claimant: { id: number; email: string; name: string };
  /** The iD ORCID proved, and the name it returned (ORCID claims). */
  orcidId: string | null;
  orcidName: string | null;
  /** The institutional address the code went to (e-mail claims). */
  email: string | null;
  /** The profile's owner now, when it has one: a claim for an owned profile names them. */
  currentOwner: { userId: number; email: string; name: string; verifiedVia: string } | null;
}

/** A profile's owner as the owners list shows it. */
export interface ProfileOwnerEntry {
  expert: { id: number; name: string; slug: string };
  owner: { userId: number; email: string; name: string };
  verifiedVia: string;
  orcidId: string | null;
  since: string;
}

/** What GET /api/claims/{slug} answers: the profile, the ways to claim it, and where this person stands. */
export interface ClaimPageInfo {
  expert: { id: number; slug: string; name: string; title: string; imageUrl: string | null };
  /** Whether ORCID sign-in is set up (without it the button is not shown). */
  orcid: boolean;
  emailDomains: string[];
  ownership: 'yours' | 'taken' | 'none';
  /** This person's latest claim for the profile, when signed in and they made one. */
  myClaim: { status: ClaimStatus; method: ClaimMethod; reason: string | null; createdAt: string } | null;
}

/** Where a claim stands right after it was filed: verified at once, or waiting for an editor. */
export type ClaimOutcome = 'verified' | 'pending' | 'owned' | 'alreadyPending';

export const CLAIM_OUTCOME_MESSAGES: Record<ClaimOutcome, string> = {
  verified: CLAIM_MESSAGES.verified,
  pending: CLAIM_MESSAGES.pending,
  owned: CLAIM_MESSAGES.alreadyOwner,
  alreadyPending: CLAIM_MESSAGES.alreadyPending,
};

export function isClaimOutcome(value: string | null | undefined): value is ClaimOutcome {
  return typeof value === 'string' && Object.hasOwn(CLAIM_OUTCOME_MESSAGES, value);
}
