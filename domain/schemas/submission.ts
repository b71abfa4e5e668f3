import { z } from 'zod';
import { TEXT_MAX } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import {
  biographyField,
  categoriesField,
  expertNameField,
  expertTitleField,
  hasOfficialWebsite,
  longevityContributionField,
  referenceLinksField,
  requireValidLinks,
  withoutDuplicateLinks,
} from './expert-profile.ts';
import { requireFilled } from './required.ts';

/**
 * A signed-in user's expert submission (spec sections 3 and 5). Who submitted it comes from the
 * session: submitter fields in the body are unknown keys here and are stripped.
 */
export const submissionSchema = requireFilled([
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
      submitterReason: z
        .string()
        .trim()
        .max(TEXT_MAX.shortText, { error: `must be at most ${TEXT_MAX.shortText} characters long` })
        .nullish()
        .transform((value) => value || null),
    })
    .superRefine(requireValidLinks)
    .transform((value) => ({ ...value, referenceLinks: withoutDuplicateLinks(value.referenceLinks) }))
    .refine((value) => hasOfficialWebsite(value.referenceLinks), { error: MESSAGES.submissionMissingOfficialWebsite }),
);

export type SubmissionInput = z.output<typeof submissionSchema>;
