import { z } from 'zod';
import { ROLES, type PublicUser, type Role } from './entities.ts';
import { LIMITS, TEXT_MAX } from './limits.ts';
import { MESSAGES, USER_MESSAGES } from './messages.ts';
import { emailField } from './schemas/auth.ts';
import { cleanName } from './schemas/clean-string.ts';
import { requireFilled } from './schemas/required.ts';

/**
 * The People screen (issue 35): invitations by e-mail with a role, deactivation, last sign-in,
 * the second factor's state, and AI budgets per role and per person.
 */

/** An invitation link works once, for seven days. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** An invitation token: 32 random bytes, base64url without padding (as a reset token). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A person as the People screen lists them. */
export interface AdminUser extends PublicUser {
  lastSignInAt: string | null;
  /** When an admin deactivated the account; null while active. */
  deactivatedAt: string | null;
  /** Whether the person has a second factor (TOTP or a passkey). */
  twoFactorEnabled: boolean;
  /** Their own monthly AI budget in USD, overriding their role's; null: the role's applies. */
  aiMonthlyBudgetUsd: number | null;
}

/** A pending invitation, as the People screen lists it (never its token). */
export interface PendingInvitation {
  id: number;
  email: string;
  role: Role;
  invitedByEmail: string | null;
  createdAt: string;
  expiresAt: string;
}

/** What an invitation link shows before it is accepted. */
export interface InvitationPreview {
  email: string;
  role: Role;
  expiresAt: string;
}

export const PEOPLE_MESSAGES = {
  invited: (email: string) => `Invitation sent to ${email}`,
  invitationRevoked: 'Invitation withdrawn',
  invitationNotFound: 'Invitation not found',
  invitationInvalid: 'This invitation link is invalid, has expired or has already been used.',
  alreadyMember: 'This e-mail address already has an account: change its role instead',
  invitationMailSubject: (siteName: string) => `You are invited to ${siteName}`,
  cannotGrant: 'You cannot give a role above your own, or change the role of someone above you',
  selfDeactivate: 'You cannot deactivate your own account',
  deactivated: 'Account deactivated: every session has ended',
  reactivated: 'Account reactivated',
  alreadyDeactivated: 'This account is already deactivated',
  notDeactivated: 'This account is active',
  accountDeactivated: 'This account has been deactivated. Ask an administrator to reactivate it.',
  budgetSaved: 'AI budget saved',
} as const;

export function invitationMailText(siteName: string, roleLabel: string, inviter: string, link: string, expiresAt: Date): string {
  return [
    `${inviter} invites you to join ${siteName} as ${roleLabel.toLowerCase()}.`,
    '',
    'Accept the invitation and choose your password here:',
    link,
    '',
    `The link works once and until ${expiresAt.toISOString().slice(0, 10)}. If you did not expect it, ignore this e-mail.`,
  ].join('\n');
}

const roleField = z.enum(ROLES, { error: USER_MESSAGES.unknownRole });

/** POST /api/admin/users/invitations. */
export const invitationSchema = requireFilled(
  [[['email', 'role'], 'Please enter an e-mail address and choose a role']],
  z.object({ email: emailField, role: roleField }),
);

export const invitationIdParams = z.object({ id: z.coerce.number({ error: 'must be an invitation id' }).int().positive().max(Number.MAX_SAFE_INTEGER) });

/** GET /api/auth/invitations/{token}: a malformed token reads as an invalid link. */
export const invitationTokenParams = z.object({ token: z.string().regex(INVITATION_TOKEN_PATTERN, { error: PEOPLE_MESSAGES.invitationInvalid }) });

const personName = cleanName().trim().max(TEXT_MAX.personName, { error: MESSAGES.nameTooLong });

/** POST /api/auth/invitations/accept: the account's name and password (the e-mail and role come from the invitation). */
export const acceptInvitationSchema = requireFilled(
  [
    [['token'], PEOPLE_MESSAGES.invitationInvalid],
    [['password', 'firstName', 'lastName'], MESSAGES.signUpRequired],
  ],
  z.object({ token: z.string().trim(), password: z.string(), firstName: personName, lastName: personName }).superRefine((value, ctx) => {
    if (!INVITATION_TOKEN_PATTERN.test(value.token)) ctx.addIssue({ code: 'custom', message: PEOPLE_MESSAGES.invitationInvalid });
    else if (value.password.length < LIMITS.minPasswordLength) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooShort });
    else if (value.password.length > LIMITS.maxPasswordLength) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooLong });
  }),
);
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;

/** The most a monthly AI budget may be set to, so a typo cannot become an unbounded one. */
export const AI_BUDGET_MAX_USD = 100_000;

const budgetAmount = z
  .number({ error: 'must be an amount in US dollars' })
  .min(0, { error: 'must be 0 or more' })
  .max(AI_BUDGET_MAX_USD, { error: `must be at most ${AI_BUDGET_MAX_USD}` });

/** PUT /api/admin/users/{userId}/ai-budget: the person's own monthly budget, or null for their role's. */
export const personBudgetSchema = z.object({ monthlyUsd: budgetAmount.nullable() });

/** PUT /api/admin/ai/budgets/{role}: the role's monthly budget, or null for none. */
export const roleBudgetSchema = z.object({ monthlyUsd: budgetAmount.nullable() });
export const roleParams = z.object({ role: roleField });

/** One role's monthly AI budget; null: no limit of its own. */
export interface RoleBudget {
  role: Role;
  monthlyUsd: number | null;
}

/** One person's AI spending this month, for the dashboard. */
export interface PersonSpend {
  userId: number | null;
  email: string | null;
  role: Role | null;
  spentUsd: number;
  /** Held by their runs under way. */
  reservedUsd: number;
  /** The budget that applies to them (their own, else their role's); null: none. */
  limitUsd: number | null;
}

export interface SpendReply {
  people: PersonSpend[];
  /** When this month's spending stops counting (ISO, UTC). */
  resetsAt: string;
}
