import {
  deleteLibraryContent,
  deleteLibraryImages,
  ensureDefaultProject,
  getLibraryContent,
  getLibraryImage,
  insertLibraryContent,
  insertLibraryImage,
  insertProject,
  listLibraryContent,
  listLibraryImages,
  listProjects,
  projectExists,
  setImageContent,
  type LibraryContentRow,
  type LibraryImageRow,
} from '../../db/queries/library.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { captureLibraryContent, captureLibraryImages } from '../../db/queries/undo.ts';
import { firstHeading } from '../../domain/article-text.ts';
import { normaliseContentType } from '../../domain/content-types.ts';
import type { GenerateImagesInput } from '../../domain/ai/images.ts';
import type { PublicUser } from '../../domain/entities.ts';
import {
  DEFAULT_PROJECT,
  LIBRARY_MESSAGES,
  type LibraryContentInput,
  type LibraryFilter,
  type LibraryImageInput,
  type PublishedArticleRef,
} from '../../domain/library.ts';
import type { UndoOffer } from '../../domain/undo.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { generateSeoTags } from './ai/article-generators.ts';
import { generateImages } from './ai/images.ts';
import { recordActivity, type Actor } from './activity.ts';
import { claimContentFor, publishArticle, publishedArticleRef, recordArticlePublished, RepeatedPublish, unpublishedContent } from './publish-article.ts';
import { storePermanentImage } from './permanent-images.ts';
import { inTransaction } from './transaction.ts';
import { offerUndo } from './undo.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'catalogues' | 'rebuild' | 'storage' | 'imageFetcher'>;
type ImageDeps = Parameters<typeof generateImages>[0];

export interface LibraryContent {
  id: number;
  projectId: number | null;
  ideaId: string | null;
  expertId: number | null;
  expertName: string | null;
  platform: string;
  contentType: string;
  content: string;
  aiProvider: string | null;
  aiModel: string | null;
  seoTags: string[];
  articleId: number | null;
  /** The article this content became (the library links to it and offers no second publish); null until published. */
  article: PublishedArticleRef | null;
  createdAt: string;
}

export type LibraryImage = Omit<LibraryImageRow, 'createdAt'> & { createdAt: string };

function toContent(row: LibraryContentRow, expertName: string | null, article: Omit<PublishedArticleRef, 'id' | 'path'> | null = null): LibraryContent {
  const ref = row.articleId !== null && article ? publishedArticleRef({ id: row.articleId, ...article }) : null;
  // The publish request's key is the server's own bookkeeping.
  const { publishKey: _publishKey, ...shown } = row;
  return { ...shown, expertName, article: ref, createdAt: row.createdAt.toISOString() };
}

function toImage(row: LibraryImageRow): LibraryImage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

async function findContent(deps: Pick<AppDeps, 'db'>, id: number): Promise<LibraryContentRow> {
  const row = await getLibraryContent(deps.db, id);
  if (!row) throw new NotFoundError(LIBRARY_MESSAGES.contentNotFound);
  return row;
}

async function findImage(deps: Pick<AppDeps, 'db'>, id: number): Promise<LibraryImageRow> {
  const row = await getLibraryImage(deps.db, id);
  if (!row) throw new NotFoundError(LIBRARY_MESSAGES.imageNotFound);
  return row;
}

async function assertProject(deps: Pick<AppDeps, 'db'>, id: number): Promise<void> {
  await ensureDefaultProject(deps.db);
  if (!(await projectExists(deps.db, id))) throw new NotFoundError(LIBRARY_MESSAGES.projectNotFound);
}

export async function listLibraryProjects(deps: Pick<AppDeps, 'db'>) {
  await ensureDefaultProject(deps.db);
  return listProjects(deps.db);
}

export async function createLibraryProject(deps: Pick<AppDeps, 'db' | 'now'>, input: { name: string; description: string | null; actor: Actor }) {
  return inTransaction(deps, async (deps) => {
    await ensureDefaultProject(deps.db);
    const project = await insertProject(deps.db, { name: input.name, description: input.description });
    await recordActivity(deps, input.actor, {
      action: 'library.project_created',
      entityType: 'library_project',
      entityId: project.id,
      summary: `Created the library project ${project.name}`,
    });
    return project;
  });
}

/** The content's first line without its heading marker: the title the SEO tags are asked for. */
function titleLine(content: string): string {
  return (
    firstHeading(content) ??
    content
      .split('\n')[0]
      ?.replace(/^#+\s*/, '')
      .trim() ??
    ''
  );
}

/** Saves content; SEO tags are generated first and, if that fails, it is saved without them (spec section 4). */
export async function saveLibraryContent(deps: Deps, input: LibraryContentInput, actor: PublicUser): Promise<LibraryContent> {
  await assertProject(deps, input.projectId);
  const expert = await getExpertById(deps.db, input.expertId);
  if (!expert) throw new NotFoundError(LIBRARY_MESSAGES.expertNotFound);
  let seoTags: string[] = [];
  try {
    seoTags = (await generateSeoTags(deps, { content: input.content, title: titleLine(input.content) }, actor.id)).tags;
  } catch {
    // The spec's silent SEO-tag failure: the content is saved without tags.
  }
  return inTransaction(deps, async (deps) => {
    const row = await insertLibraryContent(deps.db, { ...input, seoTags });
    await recordActivity(deps, actor, {
      action: 'library.content_saved',
      entityType: 'library_content',
      entityId: row.id,
      summary: `Saved "${titleLine(row.content).slice(0, 120)}" (${row.platform}) for ${expert.name} to the library`,
      after: { projectId: row.projectId, expertId: row.expertId, platform: row.platform, contentType: row.contentType, seoTags: row.seoTags },
    });
    return toContent(row, expert.name);
  });
}

export async function listContent(deps: Pick<AppDeps, 'db'>, filter: LibraryFilter): Promise<LibraryContent[]> {
  const rows = await listLibraryContent(deps.db, filter);
  return rows.map(({ content, expertName, articleTitle: title, articleSlug: slug, articleStatus: status, articlePublishAt: publishAt }) =>
    toContent(
      content,
      expertName,
      title !== null && slug !== null && status !== null ? { title, slug, status, publishAt: publishAt?.toISOString() ?? null } : null,
    ),
  );
}

/** What a delete answers: how many went, and the undo offer (none for the command line). */
export interface LibraryDeletion {
  deleted: number;
  undo: UndoOffer | undefined;
}

/** Deletes one or many; 404 when none of the ids exists. Attached images stay in the library, unattached (an undo attaches them again). */
export async function deleteContent(deps: Pick<AppDeps, 'db' | 'now'>, input: { ids: readonly number[]; actor: Actor }): Promise<LibraryDeletion> {
  return inTransaction(deps, async (deps) => {
    const { ids } = input;
    const snapshot = await captureLibraryContent(deps.db, ids);
    const deletedIds = await deleteLibraryContent(deps.db, ids);
    const deleted = deletedIds.length;
    if (deleted === 0) throw new NotFoundError(ids.length === 1 ? LIBRARY_MESSAGES.contentNotFound : LIBRARY_MESSAGES.nothingToDelete);
    const gone = new Set(deletedIds);
    const what = `${deleted} library content ${deleted === 1 ? 'item' : 'items'}`;
    const undo = await offerUndo(deps, input.actor, 'library_content', what, {
      rows: snapshot.rows.filter((row) => gone.has(Number(row.id))),
      imageLinks: snapshot.imageLinks.filter((link) => gone.has(link.contentId)),
    });
    await recordActivity(deps, input.actor, {
      action: 'library.content_deleted',
      entityType: 'library_content',
      entityId: ids.length === 1 ? ids[0] : null,
      summary: `Deleted ${what}`,
      before: { contentIds: deletedIds },
    });
    return { deleted, undo };
  });
}

/**
 * Saves an image. Our own stored images are kept as they are; any other address (a provider URL
 * that expires within the hour) is copied to permanent storage first, so the library never keeps
 * a provider URL as the image's URL.
 */
export async function saveLibraryImage(deps: Deps, input: LibraryImageInput, actor: Actor): Promise<LibraryImage> {
  await assertProject(deps, input.projectId);
  if (input.contentId !== null) await findContent(deps, input.contentId);
  let imageUrl = input.imageUrl;
  if (!deps.storage.keyFor(imageUrl)) {
    const stored = await storePermanentImage(deps, {
      originalUrl: imageUrl,
      imagePrompt: input.imagePrompt,
      provider: input.provider ?? 'openai',
      model: input.model ?? 'unknown',
      size: input.size ?? 'unknown',
      sourceType: 'content_library',
      sourceId: input.contentId === null ? null : String(input.contentId),
    });
    imageUrl = stored.storedUrl;
  }
  return inTransaction(deps, async (deps) => {
    const image = toImage(await insertLibraryImage(deps.db, { ...input, imageUrl }));
    await recordActivity(deps, actor, {
      action: 'library.image_saved',
      entityType: 'library_image',
      entityId: image.id,
      summary: `Saved an image to the library${image.contentId === null ? '' : ` for content ${image.contentId}`}`,
      after: { imageUrl: image.imageUrl, contentId: image.contentId, projectId: image.projectId },
    });
    return image;
  });
}

/**
 * The wizard's image step (POST /api/admin/generate-images): one image per saved content piece,
 * stored permanently, then saved as a library image attached to its content, in the content's
 * project. The server picks the project and attaches, so the browser never posts the images back.
 * A content piece deleted meanwhile leaves its image in the library, unattached.
 */
export async function generateLibraryImages(deps: ImageDeps, input: GenerateImagesInput, actor: PublicUser) {
  const { images, costUsd, costUnknown, runId } = await generateImages(deps, input, actor);
  await ensureDefaultProject(deps.db);
  const saved: Array<LibraryImage & { storedImageId: number }> = [];
  for (const [imageIndex, image] of images.entries()) {
    const content = await getLibraryContent(deps.db, image.contentId);
    const row = await insertLibraryImage(deps.db, {
      projectId: content?.projectId ?? DEFAULT_PROJECT.id,
      contentId: content ? content.id : null,
      imageUrl: image.imageUrl,
      imagePrompt: image.imagePrompt,
      provider: image.provider,
      model: image.model,
      size: image.size,
      imageIndex,
    });
    saved.push({ ...toImage(row), storedImageId: image.storedImageId });
  }
  return { images: saved, costUsd, costUnknown, runId };
}

export async function listImages(deps: Pick<AppDeps, 'db'>, filter: LibraryFilter & { contentId?: number }): Promise<LibraryImage[]> {
  return (await listLibraryImages(deps.db, filter)).map(toImage);
}

/** Removes library records only: the bytes stay in Image Storage, where they can still be found and deleted. An undo brings the records back. */
export async function deleteImages(deps: Pick<AppDeps, 'db' | 'now'>, input: { ids: readonly number[]; actor: Actor }): Promise<LibraryDeletion> {
  return inTransaction(deps, async (deps) => {
    const { ids } = input;
    const snapshot = await captureLibraryImages(deps.db, ids);
    const deletedIds = await deleteLibraryImages(deps.db, ids);
    const deleted = deletedIds.length;
    if (deleted === 0) throw new NotFoundError(ids.length === 1 ? LIBRARY_MESSAGES.imageNotFound : LIBRARY_MESSAGES.nothingToDelete);
    const gone = new Set(deletedIds);
    const what = `${deleted} library ${deleted === 1 ? 'image' : 'images'}`;
    const undo = await offerUndo(deps, input.actor, 'library_images', what, { rows: snapshot.rows.filter((row) => gone.has(Number(row.id))) });
    await recordActivity(deps, input.actor, {
      action: 'library.image_deleted',
      entityType: 'library_image',
      entityId: ids.length === 1 ? ids[0] : null,
      summary: `Deleted ${what}`,
      before: { imageIds: deletedIds },
    });
    return { deleted, undo };
  });
}

export async function attachImage(deps: Pick<AppDeps, 'db' | 'now'>, input: { imageId: number; contentId: number; actor: Actor }): Promise<LibraryImage> {
  return inTransaction(deps, async (deps) => {
    const { imageId, contentId } = input;
    const before = await findImage(deps, imageId);
    await findContent(deps, contentId);
    const updated = await setImageContent(deps.db, imageId, contentId);
    if (!updated) {
      if (!(await getLibraryImage(deps.db, imageId))) throw new NotFoundError(LIBRARY_MESSAGES.imageNotFound);
      throw new ConflictError(LIBRARY_MESSAGES.attachedElsewhere);
    }
    await recordActivity(deps, input.actor, {
      action: 'library.image_attached',
      entityType: 'library_image',
      entityId: imageId,
      summary: `Attached library image ${imageId} to content ${contentId}`,
      before: { contentId: before.contentId },
      after: { contentId },
    });
    return toImage(updated);
  });
}

export async function detachImage(deps: Pick<AppDeps, 'db' | 'now'>, input: { imageId: number; actor: Actor }): Promise<LibraryImage> {
  return inTransaction(deps, async (deps) => {
    const before = await findImage(deps, input.imageId);
    const updated = await setImageContent(deps.db, input.imageId, null);
    if (!updated) throw new NotFoundError(LIBRARY_MESSAGES.imageNotFound);
    await recordActivity(deps, input.actor, {
      action: 'library.image_detached',
      entityType: 'library_image',
      entityId: input.imageId,
      summary: `Detached library image ${input.imageId}`,
      before: { contentId: before.contentId },
      after: { contentId: null },
    });
    return toImage(updated);
  });
}

/**
 * Publishes saved content as an article, with its first attached image as the featured image.
 * A content item is published once: a second (or concurrent) publish answers 409 naming the
 * article it became, and leaves no second article behind. The same request sent again (its
 * Idempotency-Key), at once or later, answers the first one's success instead.
 */
export async function publishLibraryContent(deps: Deps, input: { id: number; actor: PublicUser; key?: string | undefined }) {
  const { id, actor, key } = input;
  const { content, repeated } = await unpublishedContent(deps, id, key);
  // The same request again: its success again, nothing new done or recorded.
  if (repeated) return { message: LIBRARY_MESSAGES.published(repeated.title), article: repeated };
  if (content.expertId === null) throw new NotFoundError(LIBRARY_MESSAGES.expertNotFound);
  const [image] = await listLibraryImages(deps.db, { contentId: id });
  try {
    const article = await publishArticle(
      deps,
      {
        content: content.content,
        expertId: content.expertId,
        featuredImage: image?.imageUrl ?? null,
        linkFromProfile: true,
        contentType: normaliseContentType(content.contentType) ?? 'research_insight',
        seoTags: content.seoTags,
      },
      actor,
      async (deps, article) => {
        await claimContentFor(deps, id, article, key);
        await recordArticlePublished(deps, actor, article, 'the promotion library');
      },
    );
    return { message: LIBRARY_MESSAGES.published(article.title), article };
  } catch (error) {
    // The same request sent twice at once: the first one's success, nothing published twice.
    if (error instanceof RepeatedPublish) return { message: LIBRARY_MESSAGES.published(error.article.title), article: error.article };
    throw error;
  }
}
