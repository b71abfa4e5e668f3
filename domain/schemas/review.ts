import { z } from 'zod';
import { TEXT_MAX } from '../limits.ts';
import { publishAtFields } from '../schedule.ts';
import { cleanString } from './clean-string.ts';

/**
 * Body of POST /api/admin/submissions/{id}/approve and /reject: optional notes (blank means none),
 * and whether the submitter may read them on their My Submissions page (not unless asked).
 */
export const reviewSchema = z.object({
  reviewNotes: cleanString()
    .trim()
    .max(TEXT_MAX.shortText, { error: `must be at most ${TEXT_MAX.shortText} characters long` })
    .nullish()
    .transform((value) => value || null),
  reviewNotesShared: z.boolean({ error: 'must be true or false' }).default(false),
});

export type ReviewInput = z.output<typeof reviewSchema>;

/**
 * POST /api/admin/submissions/{id}/approve: the review, an optional 'Publish at' for the new
 * expert, and `confirmDuplicate`, which approves a submission flagged as a possible duplicate.
 */
export const approvalSchema = reviewSchema.extend({
  ...publishAtFields.shape,
  confirmDuplicate: z.boolean({ error: 'must be true or false' }).default(false),
});
