import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { getArticleById, isSlugClash as isArticleSlugClash } from '../../db/queries/articles.ts';
import { getExpertById, isExpertSlugClash } from '../../db/queries/experts.ts';
import {
  claimUndoSnapshot,
  getUndoSnapshot,
  insertUndoSnapshot,
  purgeUndoSnapshots,
  restoreArticle,
  restoreExpert,
  restoreLibraryContent,
  restoreLibraryImages,
  type ArticleSnapshot,
  type ExpertSnapshot,
  type LibraryContentSnapshot,
  type LibraryImagesSnapshot,
  type UndoSnapshotRow,
} from '../../db/queries/undo.ts';
import { LIMITS } from '../../domain/limits.ts';
import { REBUILD_REASONS } from '../../domain/messages.ts';
import { articlePath, expertPath } from '../../domain/public-paths.ts';
import { UNDO_MESSAGES, UNDO_PURGE_AFTER_MS, UNDO_WINDOW_MS, type UndoKind, type UndoOffer, type UndoReply } from '../../domain/undo.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, GoneError, NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { inTransaction } from './transaction.ts';

/**
 * Undo for deletes (domain/undo.ts). A delete service keeps what it removed as a snapshot and
 * answers an offer; the admin who deleted may send its token back within the window, once, and
 * gets exactly that back: the same ids, their links, their place in the featured list, their
 * public address (a rebuild when they were public). Only the token's SHA-256 is stored.
 */

type UndoDeps = Pick<AppDeps, 'db' | 'now' | 'rebuild'>;

interface SnapshotData {
  library_content: LibraryContentSnapshot;
  library_images: LibraryImagesSnapshot;
  expert: ExpertSnapshot;
  article: ArticleSnapshot;
}

const encoder = new TextEncoder();
const hashToken = (token: string) => encodeHexLowerCase(sha256(encoder.encode(token)));

/** Expired snapshots are deleted by whoever comes next (no scheduler needed): they held deleted content. */
function purgeExpired(deps: Pick<AppDeps, 'db' | 'now'>): Promise<void> {
  return purgeUndoSnapshots(deps.db, new Date(currentTime(deps).getTime() - UNDO_PURGE_AFTER_MS));
}

/**
 * Keeps what a delete removed and answers the offer the delete replies with; none for a delete
 * without an admin (the command line), who could not send it back.
 */
export async function offerUndo<K extends UndoKind>(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: Actor,
  kind: K,
  summary: string,
  data: SnapshotData[K],
): Promise<UndoOffer | undefined> {
  if (!actor) return undefined;
  await purgeExpired(deps);
  const now = currentTime(deps);
  const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(now.getTime() + UNDO_WINDOW_MS);
  await insertUndoSnapshot(deps.db, { tokenHash: hashToken(token), userId: actor.id, kind, summary, data, createdAt: now, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** 404 for a token nobody (or another admin) holds; 410 once used or expired. */
function refusal(row: UndoSnapshotRow | undefined, userId: number, now: Date): Error {
  if (!row || row.userId !== userId) return new NotFoundError(UNDO_MESSAGES.notFound);
  if (row.usedAt) return new GoneError(UNDO_MESSAGES.used);
  if (row.expiresAt.getTime() <= now.getTime()) return new GoneError(UNDO_MESSAGES.expired);
  return new GoneError(UNDO_MESSAGES.used);
}

interface Restored {
  ids: number[];
  message: string;
  /** The activity entry of the restore. */
  activity: Parameters<typeof recordActivity>[2];
  /** Why the site is rebuilt, when what came back is public. */
  rebuild?: string;
}

async function restoreSnapshot(deps: UndoDeps, row: UndoSnapshotRow): Promise<Restored> {
  switch (row.kind) {
    case 'library_content': {
      const snapshot = row.data as LibraryContentSnapshot;
      await restoreLibraryContent(deps.db, snapshot);
      const ids = snapshot.rows.map((item) => Number(item.id));
      return {
        ids,
        message: UNDO_MESSAGES.restoredContent(ids.length),
        activity: {
          action: 'library.content_restored',
          entityType: 'library_content',
          entityId: ids.length === 1 ? ids[0] : null,
          summary: `Restored ${row.summary} (undid the delete)`,
          after: { contentIds: ids },
        },
      };
    }
    case 'library_images': {
      const snapshot = row.data as LibraryImagesSnapshot;
      await restoreLibraryImages(deps.db, snapshot);
      const ids = snapshot.rows.map((item) => Number(item.id));
      return {
        ids,
        message: UNDO_MESSAGES.restoredImages(ids.length),
        activity: {
          action: 'library.image_restored',
          entityType: 'library_image',
          entityId: ids.length === 1 ? ids[0] : null,
          summary: `Restored ${row.summary} (undid the delete)`,
          after: { imageIds: ids },
        },
      };
    }
    case 'expert': {
      const snapshot = row.data as ExpertSnapshot;
      const { id, name, slug } = { id: Number(snapshot.row.id), name: String(snapshot.row.name), slug: String(snapshot.row.slug) };
      const published = Boolean(snapshot.row.published);
      try {
        await restoreExpert(deps.db, snapshot, { path: published ? expertPath(slug) : null, featuredLimit: LIMITS.featuredExperts });
      } catch (error) {
        if (isExpertSlugClash(error)) throw new ConflictError(UNDO_MESSAGES.expertSlugTaken(expertPath(slug), name));
        throw error;
      }
      return {
        ids: [id],
        message: UNDO_MESSAGES.restoredExpert(name) + (await lostFeatured(deps, 'expert', snapshot.row, id)),
        activity: { action: 'expert.restored', entityType: 'expert', entityId: id, summary: `Restored ${name} (undid the delete)`, after: { name, slug } },
        ...(published ? { rebuild: REBUILD_REASONS.expertRestored(name) } : {}),
      };
    }
    case 'article': {
      const snapshot = row.data as ArticleSnapshot;
      const { id, title, slug } = { id: Number(snapshot.row.id), title: String(snapshot.row.title), slug: String(snapshot.row.slug) };
      const published = snapshot.row.status === 'published';
      try {
        await restoreArticle(deps.db, snapshot, { path: published ? articlePath(slug) : null, featuredLimit: LIMITS.featuredArticles });
      } catch (error) {
        if (isArticleSlugClash(error)) throw new ConflictError(UNDO_MESSAGES.articleSlugTaken(articlePath(slug), title));
        throw error;
      }
      return {
        ids: [id],
        message: UNDO_MESSAGES.restoredArticle(title) + (await lostFeatured(deps, 'article', snapshot.row, id)),
        activity: {
          action: 'article.restored',
          entityType: 'article',
          entityId: id,
          summary: `Restored "${title}" (undid the delete)`,
          after: { title, slug, status: snapshot.row.status },
        },
        ...(published ? { rebuild: `article ${id} restored` } : {}),
      };
    }
  }
}

/** A note for an item that was featured but came back unfeatured (the list had filled up meanwhile). */
async function lostFeatured(deps: Pick<AppDeps, 'db'>, kind: 'expert' | 'article', stored: Record<string, unknown>, id: number): Promise<string> {
  if (!stored.featured) return '';
  const now = kind === 'expert' ? await getExpertById(deps.db, id) : await getArticleById(deps.db, id);
  return now?.featured ? '' : UNDO_MESSAGES.notFeaturedAgain;
}

/**
 * POST /api/admin/undo/{token}: restores what the delete removed, in one transaction with the
 * claim and the entry. Of two undos at once exactly one restores (the claim is one conditional
 * write); an undo that cannot restore (its slug taken meanwhile: 409) is rolled back whole, so its
 * token stays usable.
 */
export async function undoDelete(deps: UndoDeps, input: { token: string; actor: NonNullable<Actor> }): Promise<UndoReply> {
  const now = currentTime(deps);
  // Housekeeping, kept even when this undo is refused.
  await purgeExpired(deps);
  return inTransaction(deps, async (deps) => {
    const tokenHash = hashToken(input.token);
    if (!(await claimUndoSnapshot(deps.db, tokenHash, input.actor.id, now))) {
      throw refusal(await getUndoSnapshot(deps.db, tokenHash), input.actor.id, now);
    }
    const row = await getUndoSnapshot(deps.db, tokenHash);
    if (!row) throw new NotFoundError(UNDO_MESSAGES.notFound);
    const restored = await restoreSnapshot(deps, row);
    if (restored.rebuild) await deps.rebuild.request(restored.rebuild);
    await recordActivity(deps, input.actor, restored.activity);
    return { message: restored.message, kind: row.kind, restored: restored.ids };
  });
}
