import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { duplicateExpertIdsMessage, EXPERT_MESSAGES } from '../messages.ts';
import { provenanceFields } from '../provenance.ts';
import {
  booksField,
  coreProfileFields,
  customGptUrlField,
  imageUrlField,
  requireCoreFields,
  requireListLimits,
  requireProfileUrls,
  requireValidLinks,
  requireWellFormedEntries,
  scienceHighlightsField,
  withoutDuplicateLinks,
  youtubeEmbedsField,
} from './expert-profile.ts';
import { idSchema } from './params.ts';

/**
 * The admin editor's profile (spec: Submission editor, also the Edit Expert dialog): the body of
 * PUT /api/admin/submissions/{id}, and the profile part of PUT /api/experts/{id}. A PUT replaces the whole profile:
 * an absent list is empty, an absent image or GPT link is none. Identity, slug, featuring,
 * status and submitter fields are not part of it and are ignored when sent.
 */
export const expertProfileSchema = requireCoreFields(
  z
    .object({
      ...coreProfileFields,
      books: booksField.default([]),
      scienceHighlights: scienceHighlightsField.default([]),
      imageUrl: imageUrlField,
      youtubeEmbeds: youtubeEmbedsField.default([]),
      customGptUrl: customGptUrlField,
    })
    .superRefine(requireValidLinks)
    .superRefine(requireListLimits)
    .superRefine(requireWellFormedEntries)
    .superRefine(requireProfileUrls)
    .transform((value) => ({ ...value, referenceLinks: withoutDuplicateLinks(value.referenceLinks) })),
);

export type ExpertProfileInput = z.output<typeof expertProfileSchema>;

/**
 * POST /api/experts and PUT /api/experts/{id}: the profile, plus the expert's provenance
 * (sources, identifiers, disclosures, context notes). Each provenance field is optional: absent,
 * it keeps what is stored, so clients that do not know it keep working. `reviewed: true` is the
 * editor's 'Reviewed' tick: the review date becomes now.
 */
export const expertProvenanceSchema = z.object({
  sources: provenanceFields.sources.optional(),
  identifiers: provenanceFields.identifiers.optional(),
  disclosures: provenanceFields.disclosures.optional(),
  contextNotes: provenanceFields.contextNotes.optional(),
  reviewed: z.boolean({ error: 'must be true or false' }).optional(),
});

/**
 * Typed as the profile's input and the provenance's together (for the typed client) and read
 * whole, then the two parts are parsed on their own and joined: as a zod intersection, a refused profile (its
 * missing-fields rule keeps the raw body) met the provenance's transformed values ('' → null) and
 * zod threw 'Unmergable intersection', a 500.
 */
export const expertEditorSchema = z.custom<z.input<typeof expertProfileSchema> & z.input<typeof expertProvenanceSchema>>().transform((input, ctx) => {
  const profile = expertProfileSchema.safeParse(input);
  const provenance = expertProvenanceSchema.safeParse(input);
  if (profile.success && provenance.success) return { ...profile.data, ...provenance.data };
  // The profile's problems first, as before; each keeps its path and message.
  for (const issue of [...(profile.error?.issues ?? []), ...(provenance.error?.issues ?? [])]) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input, continue: false });
  }
  return z.NEVER;
});

export type ExpertEditorInput = z.output<typeof expertEditorSchema>;

/** PUT /api/experts/featured: the whole featured list, in order, each expert once, at most 12. */
export const featuredListSchema = z.object({ expertIds: z.array(idSchema, { error: 'must be a list of expert ids' }) }).superRefine(({ expertIds }, ctx) => {
  if (expertIds.length > LIMITS.featuredExperts) {
    ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.tooManyFeatured });
    return;
  }
  const repeated = expertIds.filter((id, index) => expertIds.indexOf(id) !== index);
  if (repeated.length) ctx.addIssue({ code: 'custom', message: duplicateExpertIdsMessage([...new Set(repeated)]) });
});
