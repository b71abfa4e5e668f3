import { z } from 'zod';
import { TEXT_MAX } from '../limits.ts';
import { cleanString } from './clean-string.ts';

/**
 * Body of POST /api/admin/submissions/{id}/approve and /reject: optional notes (blank means none),
 * and whether the submitter may read them on their My Submissions page (not unless asked).
 * `confirmDuplicate` approves a submission flagged as a possible duplicate (approve only).
 */
export const reviewSchema = z.object({
  reviewNotes: cleanString()
    .trim()
    .max(TEXT_MAX.shortText, { error: `must be at most ${TEXT_MAX.shortText} characters long` })
    .nullish()
    .transform((value) => value || null),
  reviewNotesShared: z.boolean({ error: 'must be true or false' }).default(false),
  confirmDuplicate: z.boolean({ error: 'must be true or false' }).default(false),
});

export type ReviewInput = z.output<typeof reviewSchema>;
