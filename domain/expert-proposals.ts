import { z } from 'zod';
import { CLAIM_MESSAGES } from './claims.ts';
import type { ExpertProfile, ImageSourceType, StoredImage } from './entities.ts';
import { imageCreditSchema } from './image-credit.ts';
import { TEXT_MAX } from './limits.ts';
import { provenanceFields, type Disclosure } from './provenance.ts';
import { cleanString } from './schemas/clean-string.ts';
import { isImageAddress } from './schemas/image-address.ts';

/**
 * Changes an owner proposes to their profile (issue 36 §2), which editors accept field by field or
 * reject with a reason. An owner proposes the parts that describe their work; the parts others
 * wrote about them (sources, context notes, identifiers, existing disclosures) and what places the
 * profile (slug, status, categories, featuring) are not theirs: they may only add a commercial
 * interest, and propose a photo they uploaded for it, with its credit and their statement that they
 * hold the rights. Values are checked by the expert editor's own rules once merged into the profile.
 */

export const PROPOSABLE_FIELDS = ['title', 'longevityContribution', 'biography', 'referenceLinks', 'books', 'scienceHighlights', 'youtubeEmbeds'] as const;
export type ProposableField = (typeof PROPOSABLE_FIELDS)[number];
/** A field of a proposal: a profile field, the commercial interests it adds, or a new photo. */
export type ProposalField = ProposableField | 'addDisclosures' | 'photo';

export const PROPOSAL_FIELD_LABELS: Record<ProposalField, string> = {
  title: 'Title',
  longevityContribution: 'Longevity contribution',
  biography: 'Biography',
  referenceLinks: 'Links',
  books: 'Books',
  scienceHighlights: 'Science highlights',
  youtubeEmbeds: 'Videos',
  addDisclosures: 'New commercial interests',
  photo: 'Photo',
};

/** What the owner states about a photo they propose; the proposal keeps the words they agreed to. */
export const PHOTO_RIGHTS_STATEMENT = 'I hold the rights to this photo, or its rights holder allows it to be published here with this credit and licence.';

export const PROPOSAL_LIMITS = { noteMax: 1_000, reasonMax: 1_000, rawText: 20_000, rawListItems: 60, rawListItem: 2_000 } as const;

export const PROPOSAL_STATUSES = ['pending', 'accepted', 'partly_accepted', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: 'Waiting for an editor',
  accepted: 'Accepted',
  partly_accepted: 'Partly accepted',
  rejected: 'Not accepted',
};

/** The photo's messages, before the schemas that use them. */
const PROPOSAL_MESSAGES_PHOTO = {
  notUploaded: 'Upload the photo here first: a proposal takes only a photo uploaded for this profile.',
  rightsRequired: 'Please confirm that you hold the rights to this photo, or that its rights holder allows it to be published.',
} as const;

/** How a stored image is marked as uploaded by a profile's owner for that profile (only such an image can be proposed for it). */
export function ownerPhotoSource(expertId: number): { sourceType: ImageSourceType; sourceId: string } {
  return { sourceType: 'expert_owner', sourceId: String(expertId) };
}
export function isOwnerPhotoOf(image: Pick<StoredImage, 'sourceType' | 'sourceId'>, expertId: number): boolean {
  const source = ownerPhotoSource(expertId);
  return image.sourceType === source.sourceType && image.sourceId === source.sourceId;
}

/** A proposed photo: an image the owner uploaded for this profile, its credit, and the rights statement they agreed to. */
export const proposedPhotoSchema = z
  .strictObject({
    imageUrl: z.string({ error: PROPOSAL_MESSAGES_PHOTO.notUploaded }).max(TEXT_MAX.url).refine(isImageAddress, { error: PROPOSAL_MESSAGES_PHOTO.notUploaded }),
    credit: imageCreditSchema,
    rightsHeld: z.literal(true, { error: PROPOSAL_MESSAGES_PHOTO.rightsRequired }),
  })
  .transform(({ imageUrl, credit }) => ({ imageUrl, credit, rightsStatement: PHOTO_RIGHTS_STATEMENT }));
export type ProposedPhoto = z.output<typeof proposedPhotoSchema>;

/** The proposed values, only the changed ones (stored as JSON, read back through this shape). */
export type ProposedChanges = Partial<Pick<ExpertProfile, ProposableField>> & { addDisclosures?: Disclosure[]; photo?: ProposedPhoto };

const rawText = z.string({ error: 'must be text' }).max(PROPOSAL_LIMITS.rawText, { error: `must be at most ${PROPOSAL_LIMITS.rawText} characters long` });
const rawList = z
  .array(
    z.string({ error: 'must be text' }).max(PROPOSAL_LIMITS.rawListItem, { error: `entries must be at most ${PROPOSAL_LIMITS.rawListItem} characters long` }),
    {
      error: 'must be a list',
    },
  )
  .max(PROPOSAL_LIMITS.rawListItems, { error: `must have at most ${PROPOSAL_LIMITS.rawListItems} entries` });

/**
 * POST /api/my-profile/{id}/proposals: the fields to change, and commercial interests to add. Any
 * other key (slug, status, identifiers, sources, context notes, disclosures) is refused by name:
 * the editor's profile rules check the values once merged.
 */
export const proposalSchema = z.strictObject(
  {
    title: rawText.optional(),
    longevityContribution: rawText.optional(),
    biography: rawText.optional(),
    referenceLinks: rawList.optional(),
    books: rawList.optional(),
    scienceHighlights: rawList.optional(),
    youtubeEmbeds: rawList.optional(),
    addDisclosures: provenanceFields.disclosures.optional(),
    photo: proposedPhotoSchema.optional(),
    note: cleanString()
      .trim()
      .max(PROPOSAL_LIMITS.noteMax, { error: `must be at most ${PROPOSAL_LIMITS.noteMax} characters long` })
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: ${PROPOSAL_MESSAGES.notProposable}` : undefined) },
);

/**
 * POST /api/admin/proposals/{id}/accept: the fields to apply, with the editor's edits of their
 * values. A photo is accepted as the owner sent it, with their credit: it has no edit.
 */
export const proposalAcceptSchema = z
  .object({
    fields: z
      .array(z.enum([...PROPOSABLE_FIELDS, 'addDisclosures', 'photo'], { error: 'must be fields of the proposal' }), { error: 'must be a list of fields' })
      .min(1, {
        error: 'Choose at least one field to accept',
      }),
    edits: z
      .strictObject(proposalSchema.omit({ note: true, photo: true }).shape, {
        error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: ${PROPOSAL_MESSAGES.notEditable}` : undefined),
      })
      .optional(),
  })
  .strict();

export const proposalRejectSchema = z.object({
  reason: cleanString()
    .trim()
    .min(1, { error: CLAIM_MESSAGES.reasonRequired })
    .max(PROPOSAL_LIMITS.reasonMax, { error: `must be at most ${PROPOSAL_LIMITS.reasonMax} characters long` }),
});

export const PROPOSAL_MESSAGES = {
  ...PROPOSAL_MESSAGES_PHOTO,
  notFound: 'Proposal not found',
  notProposable: 'not yours to change; ask the editors for a change instead',
  notEditable: 'not editable here: a photo is accepted as its owner sent it, with its credit',
  photoUploaded: 'Photo uploaded. Add its credit, confirm the rights and send your proposal.',
  photoGone: 'The proposed photo is no longer in Image Storage; accept the other fields, or reject the proposal',
  nothingChanged: 'Nothing to propose: every value is the one the profile has',
  alreadyPending: 'You already have a proposal waiting for an editor for this profile',
  alreadyDecided: 'This proposal has already been decided',
  notInProposal: (field: string) => `${field} is not part of this proposal`,
  filed: 'Thank you. Your proposal is waiting for an editor; we will e-mail you the outcome.',
  accepted: 'Proposal accepted: the profile is updated.',
  rejected: 'Proposal rejected.',
  decisionMailSubject: (siteName: string) => `Your proposed changes on ${siteName}`,
} as const;

/** A proposal as its owner and the editors see it. */
export interface ExpertProposal {
  id: number;
  expertId: number;
  expertName: string;
  expertPath: string;
  proposer: { id: number; email: string };
  changes: ProposedChanges;
  /** The profile's values of the proposed fields now (an editor compares them; they may have changed since); its photo when one is proposed. */
  current: Partial<Pick<ExpertProfile, ProposableField | 'imageUrl'>>;
  note: string | null;
  status: ProposalStatus;
  acceptedFields: ProposalField[];
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The e-mail an owner gets when the editors have decided. */
export function proposalDecisionMailText(input: {
  siteName: string;
  siteUrl: string;
  expertName: string;
  path: string;
  status: ProposalStatus;
  acceptedFields: readonly ProposalField[];
  reason: string | null;
}): string {
  const lines =
    input.status === 'rejected'
      ? [`The editors did not accept your proposed changes to the profile of ${input.expertName} on ${input.siteName}.`]
      : [
          `The editors accepted ${input.status === 'accepted' ? 'your proposed changes' : 'some of your proposed changes'} to the profile of ${input.expertName} on ${input.siteName}: ${input.acceptedFields.map((field) => PROPOSAL_FIELD_LABELS[field]).join(', ')}.`,
          '',
          `The profile is at ${input.siteUrl}${input.path}`,
        ];
  if (input.reason) lines.push('', 'The editors wrote:', input.reason);
  lines.push('', `See your proposals at ${input.siteUrl}/my-profile`);
  return lines.join('\n');
}
