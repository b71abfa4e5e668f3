import { decidePendingClaim, deletePendingClaims, findPendingClaim, getClaim, insertClaim, latestClaim, type ClaimRow } from '../../db/queries/claims.ts';
import { getExpertOwner, removeExpertOwner, setExpertOwner } from '../../db/queries/expert-owners.ts';
import { getExpertById, getPublicExpertById, getPublicExpertBySlug } from '../../db/queries/experts.ts';
import { getUserById } from '../../db/queries/users.ts';
import { CLAIM_MESSAGES, claimDecisionMailText, claimEmailDomains, type ClaimMethod, type ClaimOutcome, type ClaimPageInfo } from '../../domain/claims.ts';
import type { Expert, PublicUser } from '../../domain/entities.ts';
import { REBUILD_REASONS } from '../../domain/messages.ts';
import { expertPath } from '../../domain/public-paths.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { recordActivity } from './activity.ts';
import { profileOf, updateExpert } from './experts.ts';
import { inTransaction, type InTx } from './transaction.ts';

/**
 * Claims to profiles (issue 36 §1). An ORCID iD equal to the one the profile records makes the
 * claimant its owner at once; anything else (another iD, none recorded, an institutional e-mail,
 * or a profile that already has an owner) waits in the Claims queue for an editor. Each step is one
 * transaction with its activity entry.
 */

type ClaimDeps = Pick<AppDeps, 'db' | 'now' | 'rebuild'>;

const personName = (user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** The profile a claim may be about: one the public sees now (any other slug answers as unknown). */
export async function claimableExpert(deps: Pick<AppDeps, 'db' | 'now'>, slug: string): Promise<Expert> {
  const expert = await getPublicExpertBySlug(deps.db, slug, currentTime(deps));
  if (!expert) throw new NotFoundError(CLAIM_MESSAGES.notFound);
  return expert;
}

export async function claimableExpertById(deps: Pick<AppDeps, 'db' | 'now'>, id: number): Promise<Expert | undefined> {
  return getPublicExpertById(deps.db, id, currentTime(deps));
}

/** GET /api/claims/{slug}: the profile, the ways it can be claimed here, and where this person stands. */
export async function claimPageInfo(deps: Pick<AppDeps, 'db' | 'now' | 'config'>, slug: string, user: PublicUser | null): Promise<ClaimPageInfo> {
  const expert = await claimableExpert(deps, slug);
  const owner = await getExpertOwner(deps.db, expert.id);
  const mine = user ? await latestClaim(deps.db, expert.id, user.id) : undefined;
  return {
    expert: { id: expert.id, slug: expert.slug, name: expert.name, title: expert.title, imageUrl: expert.imageUrl },
    orcid: deps.config.orcid !== undefined,
    emailDomains: claimEmailDomains(expert),
    ownership: !owner ? 'none' : owner.userId === user?.id ? 'yours' : 'taken',
    myClaim: mine ? { status: mine.status, method: mine.method, reason: mine.reason, createdAt: mine.createdAt.toISOString() } : null,
  };
}

interface ClaimProof {
  expert: Expert;
  user: PublicUser;
  method: ClaimMethod;
  orcidId?: string | null;
  orcidName?: string | null;
  email?: string | null;
}

/** The public profile shows its owner's mark (issue 36 §2): a change of owner republishes it. */
async function republishOwnerMark(deps: Pick<AppDeps, 'rebuild'>, expert: Expert): Promise<void> {
  if (expert.published) await deps.rebuild.request(REBUILD_REASONS.ownerChanged(expert.name));
}

/** Puts a claim in the queue (one waiting claim per person and profile). */
async function fileWaitingClaim(deps: InTx<ClaimDeps>, proof: ClaimProof): Promise<ClaimOutcome> {
  if (await findPendingClaim(deps.db, proof.expert.id, proof.user.id)) return 'alreadyPending';
  const owner = await getExpertOwner(deps.db, proof.expert.id);
  const claim = await insertClaim(deps.db, {
    expertId: proof.expert.id,
    userId: proof.user.id,
    method: proof.method,
    orcidId: proof.orcidId ?? null,
    orcidName: proof.orcidName ?? null,
    email: proof.email ?? null,
    status: 'pending',
    createdAt: currentTime(deps),
  });
  const via = proof.method === 'orcid' ? `ORCID iD ${proof.orcidId}` : `a code sent to ${proof.email}`;
  await recordActivity(deps, proof.user, {
    action: 'claim.filed',
    entityType: 'claim',
    entityId: claim.id,
    summary: `${personName(proof.user)} claimed ${proof.expert.name} with ${via}; it waits for an editor${owner ? ' (the profile already has an owner)' : ''}`,
    after: { expertId: proof.expert.id, method: proof.method, orcidId: claim.orcidId, email: claim.email },
  });
  return 'pending';
}

/**
 * A claim proven by signing in with ORCID: verified at once when the iD is the profile's recorded
 * one and the profile has no owner, else it waits for an editor (the queue names the owner).
 */
export function fileOrcidClaim(deps: ClaimDeps, input: { expert: Expert; user: PublicUser; orcidId: string; orcidName: string | null }): Promise<ClaimOutcome> {
  return inTransaction(deps, async (deps) => {
    const { expert, user, orcidId } = input;
    const owner = await getExpertOwner(deps.db, expert.id);
    if (owner?.userId === user.id) return 'owned';
    if (owner || expert.identifiers.orcid !== orcidId) return fileWaitingClaim(deps, { expert, user, method: 'orcid', orcidId, orcidName: input.orcidName });
    const now = currentTime(deps);
    // A claim verified now replaces this person's claim that was waiting for the same profile.
    await deletePendingClaims(deps.db, expert.id, user.id);
    await setExpertOwner(deps.db, { expertId: expert.id, userId: user.id, verifiedVia: 'orcid', orcidId, approvedBy: null, createdAt: now });
    const claim = await insertClaim(deps.db, {
      expertId: expert.id,
      userId: user.id,
      method: 'orcid',
      orcidId,
      orcidName: input.orcidName,
      status: 'approved',
      createdAt: now,
      decidedAt: now,
    });
    await recordActivity(deps, user, {
      action: 'claim.verified',
      entityType: 'claim',
      entityId: claim.id,
      summary: `${personName(user)} claimed ${expert.name} with ORCID iD ${orcidId}, the profile's own: verified at once`,
      after: { expertId: expert.id, ownerUserId: user.id, orcidId },
    });
    await republishOwnerMark(deps, expert);
    return 'verified';
  });
}

/** A claim proven by a code sent to an institutional address: it always waits for an editor. */
export function fileEmailClaim(deps: ClaimDeps, input: { expert: Expert; user: PublicUser; email: string }): Promise<ClaimOutcome> {
  return inTransaction(deps, async (deps) => {
    const owner = await getExpertOwner(deps.db, input.expert.id);
    if (owner?.userId === input.user.id) return 'owned';
    return fileWaitingClaim(deps, { expert: input.expert, user: input.user, method: 'email', email: input.email });
  });
}

async function pendingClaim(deps: Pick<AppDeps, 'db'>, id: number): Promise<ClaimRow> {
  const claim = await getClaim(deps.db, id);
  if (!claim) throw new NotFoundError(CLAIM_MESSAGES.claimNotFound);
  if (claim.status !== 'pending') throw new ConflictError(CLAIM_MESSAGES.alreadyDecided);
  return claim;
}

interface Decided {
  claim: ClaimRow;
  expert: Expert;
  claimant: PublicUser;
}

async function claimParts(deps: Pick<AppDeps, 'db'>, claim: ClaimRow): Promise<{ expert: Expert; claimant: PublicUser }> {
  const [expert, claimant] = await Promise.all([getExpertById(deps.db, claim.expertId), getUserById(deps.db, claim.userId)]);
  // Both cascade: a claim whose profile or account is gone is gone too.
  if (!expert || !claimant) throw new NotFoundError(CLAIM_MESSAGES.claimNotFound);
  return { expert, claimant };
}

/**
 * Approves a waiting claim: the claimant becomes the profile's owner (replacing any owner it had),
 * and an ORCID claim's iD is recorded on the profile through the normal save (a version, reason
 * 'claim'). Decided in one conditional statement, so of two editors at once one decides.
 */
export function approveClaim(deps: ClaimDeps, input: { id: number; reviewer: PublicUser }): Promise<Decided> {
  return inTransaction(deps, async (deps) => {
    const claim = await pendingClaim(deps, input.id);
    const { expert, claimant } = await claimParts(deps, claim);
    const now = currentTime(deps);
    const previous = await getExpertOwner(deps.db, expert.id);
    const previousUser = previous ? await getUserById(deps.db, previous.userId) : undefined;
    if (!(await decidePendingClaim(deps.db, claim.id, { status: 'approved', decidedAt: now, decidedBy: input.reviewer.id, reason: null }))) {
      throw new ConflictError(CLAIM_MESSAGES.alreadyDecided);
    }
    await setExpertOwner(deps.db, {
      expertId: expert.id,
      userId: claimant.id,
      verifiedVia: claim.method,
      orcidId: claim.orcidId,
      approvedBy: input.reviewer.id,
      createdAt: now,
    });
    let saved = expert;
    if (claim.method === 'orcid' && claim.orcidId && expert.identifiers.orcid !== claim.orcidId) {
      const identifiers = { ...expert.identifiers, orcid: claim.orcidId };
      saved = await updateExpert(deps, { id: expert.id, profile: { ...profileOf(expert), identifiers }, actor: input.reviewer, reason: 'claim' });
    }
    await recordActivity(deps, input.reviewer, {
      action: 'claim.approved',
      entityType: 'claim',
      entityId: claim.id,
      summary: `Approved ${claimant.email}'s claim to ${expert.name}${previousUser ? `, replacing ${previousUser.email} as its owner` : ''}`,
      before: { owner: previousUser?.email ?? null, orcid: expert.identifiers.orcid },
      after: { owner: claimant.email, verifiedVia: claim.method, orcid: saved.identifiers.orcid },
    });
    await republishOwnerMark(deps, saved);
    return { claim: { ...claim, status: 'approved', decidedAt: now, decidedBy: input.reviewer.id }, expert: saved, claimant };
  });
}

export function rejectClaim(deps: ClaimDeps, input: { id: number; reviewer: PublicUser; reason: string }): Promise<Decided> {
  return inTransaction(deps, async (deps) => {
    const claim = await pendingClaim(deps, input.id);
    const { expert, claimant } = await claimParts(deps, claim);
    const now = currentTime(deps);
    if (!(await decidePendingClaim(deps.db, claim.id, { status: 'rejected', decidedAt: now, decidedBy: input.reviewer.id, reason: input.reason }))) {
      throw new ConflictError(CLAIM_MESSAGES.alreadyDecided);
    }
    await recordActivity(deps, input.reviewer, {
      action: 'claim.rejected',
      entityType: 'claim',
      entityId: claim.id,
      summary: `Rejected ${claimant.email}'s claim to ${expert.name}`,
      after: { reason: input.reason },
    });
    return { claim: { ...claim, status: 'rejected', decidedAt: now, decidedBy: input.reviewer.id, reason: input.reason }, expert, claimant };
  });
}

/** An editor removes a profile's owner (the profile then takes claims again). */
export function removeOwner(deps: ClaimDeps, input: { expertId: number; reviewer: PublicUser }): Promise<void> {
  return inTransaction(deps, async (deps) => {
    const owner = await getExpertOwner(deps.db, input.expertId);
    const expert = await getExpertById(deps.db, input.expertId);
    if (!owner || !expert) throw new NotFoundError(CLAIM_MESSAGES.noOwner);
    const user = await getUserById(deps.db, owner.userId);
    await removeExpertOwner(deps.db, input.expertId);
    await recordActivity(deps, input.reviewer, {
      action: 'expert.owner_removed',
      entityType: 'expert',
      entityId: expert.id,
      summary: `Removed ${user?.email ?? 'the owner'} as the owner of ${expert.name}`,
      before: { owner: user?.email ?? null, verifiedVia: owner.verifiedVia, orcidId: owner.orcidId },
    });
    await republishOwnerMark(deps, expert);
  });
}

/** The claimant learns the decision by e-mail (after the answer; a failed mail is logged, never the decision's failure). */
export async function mailClaimDecision(deps: Pick<AppDeps, 'mail' | 'config'>, decided: Decided): Promise<void> {
  const { siteName, siteUrl } = deps.config;
  const text = claimDecisionMailText({
    siteName,
    siteUrl,
    expertName: decided.expert.name,
    path: expertPath(decided.expert.slug),
    approved: decided.claim.status === 'approved',
    reason: decided.claim.reason,
  });
  await deps.mail.send({ to: decided.claimant.email, subject: CLAIM_MESSAGES.decisionMailSubject(siteName), text }).catch((error: unknown) => {
    console.error('[claims] the decision mail failed:', error);
  });
}
