import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { duplicateExpertIdsMessage, EXPERT_MESSAGES, MESSAGES } from '../messages.ts';
import {
  biographyField,
  booksField,
  categoriesField,
  customGptUrlField,
  expertNameField,
  expertTitleField,
  imageUrlField,
  longevityContributionField,
  referenceLinksField,
  requireListLimits,
  requireProfileUrls,
  requireValidLinks,
  requireWellFormedEntries,
  scienceHighlightsField,
  withoutDuplicateLinks,
  youtubeEmbedsField,
} from './expert-profile.ts';
import { idSchema } from './params.ts';
import { requireFilled } from './required.ts';

/**
 * The admin editor's profile (spec: Submission editor, also the Edit Expert dialog): the body of
 * PUT /api/experts/{id} and PUT /api/admin/submissions/{id}. A PUT replaces the whole profile:
 * an absent list is empty, an absent image or GPT link is none. Identity, slug, featuring,
 * status and submitter fields are not part of it and are ignored when sent.
 */
export const expertProfileSchema = requireFilled([
  [['name', 'title', 'categories', 'longevityContribution'], MESSAGES.submissionMissingInformation],
]).pipe(
  z
    .object({
      name: expertNameField,
      title: expertTitleField,
      categories: categoriesField,
      longevityContribution: longevityContributionField,
      biography: biographyField,
      referenceLinks: referenceLinksField.default([]),
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

/** PATCH /api/experts/{id}/featured: the Featured switch. */
export const featuredSwitchSchema = z.object({ featured: z.boolean({ error: 'must be true or false' }) });

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
