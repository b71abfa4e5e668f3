import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { duplicateExpertIdsMessage, EXPERT_MESSAGES } from '../messages.ts';
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
 * PUT /api/experts/{id} and PUT /api/admin/submissions/{id}. A PUT replaces the whole profile:
 * an absent list is empty, an absent image or GPT link is none. Identity, slug, featuring,
 * status and submitter fields are not part of it and are ignored when sent.
 */
export const expertProfileSchema = requireCoreFields.pipe(
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

/** PUT /api/experts/featured: the whole featured list, in order, each expert once, at most 12. */
export const featuredListSchema = z
  .object({ expertIds: z.array(idSchema, { error: 'must be a list of expert ids' }) })
  .superRefine(({ expertIds }, ctx) => {
    if (expertIds.length > LIMITS.featuredExperts) {
      ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.tooManyFeatured });
      return;
    }
    const repeated = expertIds.filter((id, index) => expertIds.indexOf(id) !== index);
    if (repeated.length) ctx.addIssue({ code: 'custom', message: duplicateExpertIdsMessage([...new Set(repeated)]) });
  });
