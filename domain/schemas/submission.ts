import { z } from 'zod';
import { TEXT_MAX } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { cleanString } from './clean-string.ts';
import { coreProfileFields, hasOfficialWebsite, requireCoreFields, requireValidLinks, withoutDuplicateLinks } from './expert-profile.ts';

/**
 * A signed-in user's expert submission (spec sections 3 and 5). Who submitted it comes from the
 * session: submitter fields in the body are unknown keys here and are stripped.
 */
export const submissionSchema = requireCoreFields(
  z
    .object({
      ...coreProfileFields,
      submitterReason: cleanString()
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
