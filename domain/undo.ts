import { z } from 'zod';

/**
 * Undo for deletes (#21 item 1): a delete of library content or images, of an expert or of an
 * article answers an undo offer; POST /api/admin/undo/{token} within the window restores exactly
 * what that delete removed (same ids, same links), once, for the admin who deleted.
 * Users and stored image bytes are not undoable: their deletes stay confirm-only.
 */

export const UNDO_KINDS = ['library_content', 'library_images', 'expert', 'article'] as const;
export type UndoKind = (typeof UNDO_KINDS)[number];

/**
 * How long an undo works: 30 seconds. The notice offers Undo for a few seconds (about 10) and may
 * be paused while hovered or focused; the rest covers a slow connection. Longer would let an undo
 * bring back an item others have since worked around (its slug taken, the featured list full);
 * the snapshot of deleted content is not kept past it for long either (UNDO_PURGE_AFTER_MS).
 */
export const UNDO_WINDOW_MS = 30_000;

/**
 * An expired or used snapshot is kept this long after its window (so a late click reads 'expired'
 * rather than 'not found'), then purged by the next delete or undo.
 */
export const UNDO_PURGE_AFTER_MS = 10 * 60_000;

/** What a delete answers besides its usual reply: the token to send back, and when it stops working (ISO, UTC). */
export interface UndoOffer {
  token: string;
  expiresAt: string;
}

/** What POST /api/admin/undo/{token} answers. */
export interface UndoReply {
  message: string;
  kind: UndoKind;
  /** The ids brought back (the same ids they had). */
  restored: number[];
}

export const UNDO_MESSAGES = {
  notFound: 'There is nothing to undo for this link',
  expired: `This undo has expired: deletes can be undone for ${UNDO_WINDOW_MS / 1000} seconds`,
  used: 'This delete has already been undone',
  restoredContent: (count: number) => `${count} content item${count === 1 ? '' : 's'} restored`,
  restoredImages: (count: number) => `${count} image${count === 1 ? '' : 's'} restored`,
  restoredExpert: (name: string) => `${name} restored`,
  restoredArticle: (title: string) => `"${title}" restored`,
  expertSlugTaken: (path: string, name: string) => `${name} cannot be restored: their address ${path} has been taken meanwhile by another expert`,
  articleSlugTaken: (path: string, title: string) => `"${title}" cannot be restored: its address ${path} has been taken meanwhile by another article`,
  notFeaturedAgain: ' (the featured list was full, so it is no longer featured)',
} as const;

/** An undo token: 32 random bytes, base64url without padding. */
export const undoParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: UNDO_MESSAGES.notFound }),
});

/**
 * How long the notice after a delete offers Undo (paused while hovered or focused): long enough
 * to read it and reach the button, well inside UNDO_WINDOW_MS.
 */
export const UNDO_NOTICE_MS = 10_000;

/** The admin screens' words around a delete: its confirmation, and the notice after it. */
export const DELETE_TEXTS = {
  /** 'Delete 3 images?', 'Delete this expert?' */
  title: (count: number, singular: string, plural: string) => (count === 1 ? `Delete this ${singular}?` : `Delete ${count} ${plural}?`),
  canUndo: 'You can undo this for a few seconds afterwards.',
  cannotUndo: 'This action cannot be undone.',
  /** The confirmation names at most this many items, then says how many more. */
  namedMax: 5,
  more: (count: number) => `and ${count} more`,
  undo: 'Undo',
  restored: 'Restored',
  undoFailed: 'Undo Failed',
  undoFailedText: 'Could not undo the delete',
} as const;
