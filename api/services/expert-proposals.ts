import { getExpertOwner } from '../../db/queries/expert-owners.ts';
import {
  decidePendingProposal,
  findPendingProposal,
  getProposal,
  insertProposal,
  listPendingProposals,
  listProposalsOf,
  type ProposalRow,
} from '../../db/queries/expert-proposals.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { updateStoredImage } from '../../db/queries/stored-images.ts';
import { getUserById } from '../../db/queries/users.ts';
import type { Expert, PublicUser, StoredImage } from '../../domain/entities.ts';
import {
  isOwnerPhotoOf,
  ownerPhotoSource,
  PROPOSABLE_FIELDS,
  PROPOSAL_FIELD_LABELS,
  PROPOSAL_MESSAGES,
  proposalDecisionMailText,
  type ExpertProposal,
  type ProposalField,
  type ProposedChanges,
} from '../../domain/expert-proposals.ts';
import { OWNER_TEXTS } from '../../domain/claims.ts';
import type { Correction, OwnerChangeRequest } from '../../domain/corrections.ts';
import { PROVENANCE_LIMITS } from '../../domain/provenance.ts';
import { expertPath } from '../../domain/public-paths.ts';
import { expertEditorSchema } from '../../domain/schemas/expert.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { describeIssues } from '../validate.ts';
import { recordActivity } from './activity.ts';
import { sendOwnerCorrection } from './corrections.ts';
import { profileOf, updateExpert } from './experts.ts';
import { findStoredImageAt } from './permanent-images.ts';
import { enforceRateLimits } from './rate-limit.ts';
import { inTransaction } from './transaction.ts';
import { storeUploadedImage } from './upload.ts';

/**
 * An owner's proposed changes to their profile (issue 36 §2). The owner proposes; an editor accepts
 * all or some fields (edited first if need be) as a version the owner authored, or rejects them with
 * a reason; the owner is told by e-mail. Values are checked by the expert editor's own rules, merged
 * into the profile as it is, when proposed and again when accepted (the profile may have changed).
 * A photo is uploaded first (uploadProposalPhoto) and stored like an editor's upload, marked as the
 * owner's for this profile; it is on no page until an editor accepts the proposal that names it.
 */

type ProposalDeps = Pick<AppDeps, 'db' | 'now' | 'rebuild' | 'rateLimits' | 'storage'>;

/** The profile with `changes` applied, parsed by the editor's schema: 400 with its first problem. */
function applied(expert: Expert, changes: ProposedChanges) {
  const { addDisclosures = [], photo, ...fields } = changes;
  const disclosures = [...expert.disclosures, ...addDisclosures];
  if (disclosures.length > PROVENANCE_LIMITS.disclosures)
    throw new BadRequestError(`addDisclosures: the profile may have at most ${PROVENANCE_LIMITS.disclosures} commercial interests`);
  const parsed = expertEditorSchema.safeParse({ ...profileOf(expert), ...fields, ...(photo ? { imageUrl: photo.imageUrl } : {}), disclosures });
  if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error));
  return parsed.data;
}

/** Only what differs from the profile, as the editor's rules store it; 400 when nothing does. */
function changedValues(expert: Expert, proposed: ProposedChanges): ProposedChanges {
  const saved = applied(expert, proposed);
  const changes: ProposedChanges = {};
  for (const field of PROPOSABLE_FIELDS) {
    if (proposed[field] !== undefined && JSON.stringify(saved[field]) !== JSON.stringify(expert[field])) Object.assign(changes, { [field]: saved[field] });
  }
  const added = (proposed.addDisclosures ?? []).filter((disclosure) => !expert.disclosures.some((listed) => listed.text === disclosure.text));
  if (added.length > 0) changes.addDisclosures = added;
  if (proposed.photo && proposed.photo.imageUrl !== expert.imageUrl) changes.photo = proposed.photo;
  if (Object.keys(changes).length === 0) throw new BadRequestError(PROPOSAL_MESSAGES.nothingChanged);
  return changes;
}

/** The owner's profile, or the 404 of a profile that is not there (for anyone else, whatever the id). */
async function ownedExpert(deps: Pick<AppDeps, 'db'>, expertId: number, user: PublicUser): Promise<Expert> {
  const owner = await getExpertOwner(deps.db, expertId);
  const expert = owner?.userId === user.id ? await getExpertById(deps.db, expertId) : undefined;
  if (!expert) throw new NotFoundError(OWNER_TEXTS.notFound);
  return expert;
}

/** The stored image a proposed photo names, if it is one the owner uploaded for this profile. */
async function ownerPhoto(deps: Pick<AppDeps, 'db' | 'storage'>, expertId: number, imageUrl: string): Promise<StoredImage | undefined> {
  const image = await findStoredImageAt(deps, imageUrl).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  return image && isOwnerPhotoOf(image, expertId) ? image : undefined;
}

function view(row: ProposalRow, expert: Expert, proposer: { id: number; email: string }): ExpertProposal {
  const current: ExpertProposal['current'] = Object.fromEntries(
    PROPOSABLE_FIELDS.filter((field) => row.changes[field] !== undefined).map((field) => [field, expert[field]]),
  );
  if (row.changes.photo) current.imageUrl = expert.imageUrl;
  return {
    id: row.id,
    expertId: expert.id,
    expertName: expert.name,
    expertPath: expertPath(expert.slug),
    proposer,
    changes: row.changes,
    current,
    note: row.note,
    status: row.status,
    acceptedFields: row.acceptedFields,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Files a proposal: one waiting per profile (a second is refused until the first is decided). */
export async function fileProposal(
  deps: ProposalDeps,
  input: { expertId: number; user: PublicUser; proposed: ProposedChanges; note: string | null },
): Promise<ExpertProposal> {
  const expert = await ownedExpert(deps, input.expertId, input.user);
  const changes = changedValues(expert, input.proposed);
  if (changes.photo && !(await ownerPhoto(deps, expert.id, changes.photo.imageUrl))) throw new BadRequestError(PROPOSAL_MESSAGES.notUploaded);
  await enforceRateLimits(deps, [['proposalsPerUser', String(input.user.id)]]);
  return inTransaction(deps, async (deps) => {
    if (await findPendingProposal(deps.db, expert.id)) throw new ConflictError(PROPOSAL_MESSAGES.alreadyPending);
    const row = await insertProposal(deps.db, { expertId: expert.id, userId: input.user.id, changes, note: input.note || null, createdAt: currentTime(deps) });
    const fields = Object.keys(changes).map((field) => PROPOSAL_FIELD_LABELS[field as ProposalField]);
    await recordActivity(deps, input.user, {
      action: 'proposal.filed',
      entityType: 'expert',
      entityId: expert.id,
      summary: `${input.user.email} proposed changes to the profile of ${expert.name}: ${fields.join(', ')}`,
      after: { proposalId: row.id, changes },
    });
    return view(row, expert, input.user);
  });
}

/**
 * POST /api/my-profile/{id}/photo: a photo for a proposal, through the editors' upload (its type
 * read from the bytes, its size limit, metadata stripped, the same storage), marked as the owner's
 * for this profile and counted per owner. 404 for a profile they do not own, before anything is read or counted.
 */
export async function uploadProposalPhoto(
  deps: Pick<AppDeps, 'db' | 'storage' | 'imageVariants' | 'now' | 'rateLimits'>,
  input: { expertId: number; user: PublicUser; file: File },
): Promise<{ imageUrl: string; originalName: string }> {
  const expert = await ownedExpert(deps, input.expertId, input.user);
  await enforceRateLimits(deps, [['proposalPhotosPerUser', String(input.user.id)]]);
  return storeUploadedImage(deps, { file: input.file, actor: input.user, source: ownerPhotoSource(expert.id) });
}

/** POST /api/my-profile/{id}/change-requests: 'Ask for a change' to what others wrote, filed as a correction from the owner. */
export async function askForChange(
  deps: Pick<AppDeps, 'db' | 'rebuild' | 'now' | 'secretKey' | 'rateLimits'>,
  input: { expertId: number; user: PublicUser; request: OwnerChangeRequest },
): Promise<Correction> {
  const expert = await ownedExpert(deps, input.expertId, input.user);
  return sendOwnerCorrection(deps, { expert, owner: input.user, request: input.request });
}

/** The owner's proposals for their profile, newest first, with the outcomes. */
export async function listOwnProposals(deps: Pick<AppDeps, 'db'>, input: { expertId: number; user: PublicUser }): Promise<ExpertProposal[]> {
  const expert = await ownedExpert(deps, input.expertId, input.user);
  return (await listProposalsOf(deps.db, expert.id, input.user.id)).map((row) => view(row, expert, input.user));
}

/** The Proposals queue: every waiting proposal with the profile's values now beside the proposed ones. */
export async function listProposalQueue(deps: Pick<AppDeps, 'db'>): Promise<ExpertProposal[]> {
  const rows = await listPendingProposals(deps.db);
  const views = await Promise.all(
    rows.map(async (row) => {
      const [expert, proposer] = await Promise.all([getExpertById(deps.db, row.expertId), getUserById(deps.db, row.userId)]);
      return expert && proposer ? view(row, expert, proposer) : undefined;
    }),
  );
  return views.filter((proposal) => proposal !== undefined);
}

interface Decided {
  proposal: ExpertProposal;
  expert: Expert;
  proposer: PublicUser;
}

async function pendingProposal(deps: Pick<AppDeps, 'db'>, id: number) {
  const row = await getProposal(deps.db, id);
  const [expert, proposer] = row ? await Promise.all([getExpertById(deps.db, row.expertId), getUserById(deps.db, row.userId)]) : [];
  if (!row || !expert || !proposer) throw new NotFoundError(PROPOSAL_MESSAGES.notFound);
  if (row.status !== 'pending') throw new ConflictError(PROPOSAL_MESSAGES.alreadyDecided);
  return { row, expert, proposer };
}

/**
 * Accepts some or all fields (with the editor's edits of their values) as a version the owner
 * authored, in one transaction with the decision and its activity entry; of two editors at once,
 * one decides.
 */
export function acceptProposal(
  deps: ProposalDeps,
  input: { id: number; reviewer: PublicUser; fields: ProposalField[]; edits?: ProposedChanges | undefined },
): Promise<Decided> {
  return inTransaction(deps, async (deps) => {
    const { row, expert, proposer } = await pendingProposal(deps, input.id);
    const fields = [...new Set(input.fields)];
    const missing = fields.find((field) => row.changes[field] === undefined);
    if (missing) throw new BadRequestError(PROPOSAL_MESSAGES.notInProposal(PROPOSAL_FIELD_LABELS[missing]));
    const accepted: ProposedChanges = Object.fromEntries(fields.map((field) => [field, input.edits?.[field] ?? row.changes[field]]));
    const profile = applied(expert, accepted);
    const photo = accepted.photo && (await ownerPhoto(deps, expert.id, accepted.photo.imageUrl));
    if (accepted.photo && !photo) throw new ConflictError(PROPOSAL_MESSAGES.photoGone);
    const status = fields.length === Object.keys(row.changes).length ? 'accepted' : 'partly_accepted';
    const decision = { status, acceptedFields: fields, reason: null, decidedAt: currentTime(deps), decidedBy: input.reviewer.id } as const;
    if (!(await decidePendingProposal(deps.db, row.id, decision))) throw new ConflictError(PROPOSAL_MESSAGES.alreadyDecided);
    // The credit lives on the stored image, where every page reads it; set before the save that publishes the photo.
    if (photo && accepted.photo) await updateStoredImage(deps.db, photo.id, { credit: accepted.photo.credit });
    const saved = await updateExpert(deps, { id: expert.id, profile, actor: input.reviewer, author: proposer, reason: 'proposal' });
    await recordActivity(deps, input.reviewer, {
      action: 'proposal.accepted',
      entityType: 'expert',
      entityId: expert.id,
      summary: `Accepted ${proposer.email}'s proposed changes to ${expert.name}: ${fields.map((field) => PROPOSAL_FIELD_LABELS[field]).join(', ')}`,
      before: Object.fromEntries(
        fields.map((field) => [field, field === 'addDisclosures' ? expert.disclosures : field === 'photo' ? expert.imageUrl : expert[field]]),
      ),
      after: accepted,
    });
    return { proposal: view({ ...row, ...decision }, saved, proposer), expert: saved, proposer };
  });
}

export function rejectProposal(deps: ProposalDeps, input: { id: number; reviewer: PublicUser; reason: string }): Promise<Decided> {
  return inTransaction(deps, async (deps) => {
    const { row, expert, proposer } = await pendingProposal(deps, input.id);
    const decision = { status: 'rejected', acceptedFields: [], reason: input.reason, decidedAt: currentTime(deps), decidedBy: input.reviewer.id } as const;
    if (!(await decidePendingProposal(deps.db, row.id, { ...decision, acceptedFields: [] }))) throw new ConflictError(PROPOSAL_MESSAGES.alreadyDecided);
    await recordActivity(deps, input.reviewer, {
      action: 'proposal.rejected',
      entityType: 'expert',
      entityId: expert.id,
      summary: `Rejected ${proposer.email}'s proposed changes to ${expert.name}`,
      after: { proposalId: row.id, reason: input.reason },
    });
    return { proposal: view({ ...row, ...decision, acceptedFields: [] }, expert, proposer), expert, proposer };
  });
}

/** The owner learns the decision by e-mail (after the answer; a failed mail is logged, never the decision's failure). */
export async function mailProposalDecision(deps: Pick<AppDeps, 'mail' | 'config'>, decided: Decided): Promise<void> {
  const { siteName, siteUrl } = deps.config;
  const text = proposalDecisionMailText({
    siteName,
    siteUrl,
    expertName: decided.expert.name,
    path: expertPath(decided.expert.slug),
    status: decided.proposal.status,
    acceptedFields: decided.proposal.acceptedFields,
    reason: decided.proposal.reason,
  });
  await deps.mail.send({ to: decided.proposer.email, subject: PROPOSAL_MESSAGES.decisionMailSubject(siteName), text }).catch((error: unknown) => {
    console.error('[proposals] the decision mail failed:', error);
  });
}
