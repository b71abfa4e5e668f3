import {
  deleteInvitation,
  deleteStaleInvitations,
  findUsableInvitation,
  getInvitation,
  insertInvitation,
  listPendingInvitations,
  setInvitationAccount,
  takeInvitation,
} from '../../db/queries/invitations.ts';
import { findUserByEmail, insertUser } from '../../db/queries/users.ts';
import type { PublicUser, Role } from '../../domain/entities.ts';
import {
  INVITATION_LIFETIME_MS,
  invitationMailText,
  PEOPLE_MESSAGES,
  type AcceptInvitationInput,
  type InvitationPreview,
  type PendingInvitation,
} from '../../domain/people.ts';
import { canGrantRole, ROLE_LABELS } from '../../domain/permissions.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { hashToken, newToken } from './random-token.ts';
import { inTransaction } from './transaction.ts';

/**
 * Invitations to the team: a person of the People screen invites an e-mail address with a role
 * (never above their own); the link (single use, 7 days, only its SHA-256 stored) lets its holder
 * create the account with that role, and signs them in.
 */

type InviteDeps = Pick<AppDeps, 'db' | 'now' | 'mail' | 'config'>;

function assertMayGrant(actor: PublicUser, role: Role): void {
  if (!canGrantRole(actor.role, 'user', role)) throw new ForbiddenError(PEOPLE_MESSAGES.cannotGrant);
}

/**
 * Records the invitation (replacing any earlier one to the same address) with its activity entry,
 * then hands the e-mail to `runLater`: a mail server that is down does not undo the invitation,
 * and a new invitation sends a new link.
 */
export async function inviteToTeam(
  deps: InviteDeps,
  input: { email: string; role: Role; actor: PublicUser },
  runLater: (task: Promise<void>) => void,
): Promise<PendingInvitation> {
  const { email, role, actor } = input;
  assertMayGrant(actor, role);
  const token = newToken();
  const now = currentTime(deps);
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const invitation = await inTransaction(deps, async (deps) => {
    if (await findUserByEmail(deps.db, email)) throw new ConflictError(PEOPLE_MESSAGES.alreadyMember);
    await deleteStaleInvitations(deps.db, email, now);
    const saved = await insertInvitation(deps.db, {
      email,
      role,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      invitedByEmail: actor.email,
      createdAt: now,
      expiresAt,
    });
    await recordActivity(deps, actor, {
      action: 'user.invited',
      entityType: 'invitation',
      entityId: saved.id,
      summary: `Invited ${email} as ${ROLE_LABELS[role].toLowerCase()}`,
      after: { email, role },
    });
    return saved;
  });
  const { siteName, siteUrl } = deps.config;
  const link = `${siteUrl}/accept-invitation?token=${token}`;
  const mail = deps.mail.send({
    to: email,
    subject: PEOPLE_MESSAGES.invitationMailSubject(siteName),
    text: invitationMailText(siteName, ROLE_LABELS[role], actor.email, link, expiresAt),
  });
  runLater(mail.catch((error: unknown) => console.error('[invitations] sending an invitation failed:', error)));
  return invitation;
}

export function listInvitations(deps: Pick<AppDeps, 'db' | 'now'>): Promise<PendingInvitation[]> {
  return listPendingInvitations(deps.db, currentTime(deps));
}

/** Withdraws a pending invitation (its link stops working); an invitation above the actor's own role is not theirs to withdraw. */
export async function revokeInvitation(deps: Pick<AppDeps, 'db' | 'now'>, input: { id: number; actor: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const pending = await getInvitation(deps.db, input.id);
    if (!pending) throw new NotFoundError(PEOPLE_MESSAGES.invitationNotFound);
    assertMayGrant(input.actor, pending.role);
    await deleteInvitation(deps.db, input.id);
    await recordActivity(deps, input.actor, {
      action: 'user.invitation_revoked',
      entityType: 'invitation',
      entityId: input.id,
      summary: `Withdrew the invitation of ${pending.email}`,
      before: { email: pending.email, role: pending.role },
    });
  });
}

/** What the link offers (address and role), or 400 when it is unknown, used or expired. */
export async function previewInvitation(deps: Pick<AppDeps, 'db' | 'now'>, token: string): Promise<InvitationPreview> {
  const found = await findUsableInvitation(deps.db, hashToken(token), currentTime(deps));
  if (!found) throw new BadRequestError(PEOPLE_MESSAGES.invitationInvalid);
  return found;
}

/**
 * Creates the account the invitation names, with its role, and spends the link, in one
 * transaction: a replayed or expired link is 400 and creates nothing; an address that got an
 * account meanwhile is 409 and leaves the link unused.
 */
export async function acceptInvitation(deps: Pick<AppDeps, 'db' | 'now' | 'passwords'>, input: AcceptInvitationInput): Promise<PublicUser> {
  const passwordHash = await deps.passwords.hash(input.password);
  return inTransaction(deps, async (deps) => {
    const invitation = await takeInvitation(deps.db, hashToken(input.token), currentTime(deps));
    if (!invitation) throw new BadRequestError(PEOPLE_MESSAGES.invitationInvalid);
    const user = await insertUser(deps.db, {
      email: invitation.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: invitation.role,
    });
    if (!user) throw new ConflictError(PEOPLE_MESSAGES.alreadyMember);
    await setInvitationAccount(deps.db, invitation.id, user.id);
    await recordActivity(deps, user, {
      action: 'user.invitation_accepted',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.email} accepted the invitation as ${ROLE_LABELS[user.role].toLowerCase()}`,
      after: { role: user.role, invitedBy: invitation.invitedByEmail },
    });
    return user;
  });
}
