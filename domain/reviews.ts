import { z } from 'zod';
import { TEXT_MAX } from './limits.ts';
import { scheduleTimeField } from './schedule.ts';
import { cleanString } from './schemas/clean-string.ts';
import { idSchema } from './schemas/params.ts';
import { requireFilled } from './schemas/required.ts';

/**
 * The review of drafts (issue 35): a contributor marks their draft expert or article Ready for
 * review; editors see the queue on the dashboard and publish it, schedule it, or send it back with
 * a note that the contributor reads on the draft.
 */

export const DRAFT_REVIEW_ENTITY_TYPES = ['expert', 'article'] as const;
export type DraftReviewEntityType = (typeof DRAFT_REVIEW_ENTITY_TYPES)[number];

/** 'ready': waiting for an editor; 'returned': sent back with a note. */
export const DRAFT_REVIEW_STATES = ['ready', 'returned'] as const;
export type DraftReviewState = (typeof DRAFT_REVIEW_STATES)[number];

/** A draft's place in review, as the queue and the contributor's drafts show it. Times are ISO strings. */
export interface DraftReview {
  entityType: DraftReviewEntityType;
  entityId: number;
  /** The article's title or the expert's name. */
  title: string;
  state: DraftReviewState;
  /** The editor's note when sent back. */
  note: string | null;
  requestedAt: string;
  /** Who created the draft (its contributor). */
  createdBy: { id: number; email: string } | null;
  decidedByEmail: string | null;
  decidedAt: string | null;
}

export const REVIEW_LIMITS = {
  noteMax: TEXT_MAX.shortText,
} as const;

export const REVIEW_MESSAGES = {
  notDraft: 'Only a draft that is not published or scheduled can be in review',
  notReady: 'This draft is not waiting for review',
  noteRequired: 'Please write a note saying what to change',
  markedReady: 'Sent for review',
  returned: 'Sent back to its contributor',
  published: 'Published',
  scheduled: 'Scheduled',
} as const;

export const reviewParams = z.object({
  entityType: z.enum(DRAFT_REVIEW_ENTITY_TYPES, { error: 'must be expert or article' }),
  id: idSchema,
});
export type ReviewTarget = z.output<typeof reviewParams>;

/** POST /api/admin/reviews/{entityType}/{id}/return: the note is required (the contributor needs to know what to change). */
export const returnDraftSchema = requireFilled(
  [[['note'], REVIEW_MESSAGES.noteRequired]],
  z.object({ note: cleanString().max(REVIEW_LIMITS.noteMax, { error: `must be at most ${REVIEW_LIMITS.noteMax} characters` }) }),
);

/** POST /api/admin/reviews/{entityType}/{id}/schedule. */
export const scheduleDraftSchema = z.object({ at: scheduleTimeField });
