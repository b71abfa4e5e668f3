import { z } from 'zod';
import { normaliseContentType } from './content-types.ts';
import type { ArticleStatus } from './entities.ts';
import { TEXT_MAX } from './limits.ts';
import { cleanString } from './schemas/clean-string.ts';
import { idSchema } from './schemas/params.ts';

/** The Promotion Library's rules and texts (spec sections 2, 7 and 8), written once. */

/** The wizard always saves into project 1, which exists from the first library call on. */
export const DEFAULT_PROJECT = { id: 1, name: 'Content Promotion', description: 'Content saved from the promotion wizard' } as const;

/** One bulk delete names at most this many ids. */
export const BULK_DELETE_MAX = 200;

/** The article a library item became, as the library lists it and a refused second publish names it. */
export interface PublishedArticleRef {
  id: number;
  title: string;
  slug: string;
  /** Its public page: there only while the article is published (a draft's is a 404). */
  path: string;
  status: ArticleStatus;
  /** When a scheduled draft goes live (ISO 8601); null when none is set. */
  publishAt: string | null;
}

/** Where that article stands: live, waiting for its time, a draft, or taken off the site. */
export type ArticleRefState = 'published' | 'scheduled' | 'draft' | 'archived';

export function articleRefState(article: Pick<PublishedArticleRef, 'status' | 'publishAt'>): ArticleRefState {
  if (article.status === 'draft' && article.publishAt) return 'scheduled';
  return article.status;
}

/** Said before the article's link, so an editor knows whether it is live: only a published one is 'Published as'. */
export const ARTICLE_REF_LABELS: Record<ArticleRefState, string> = {
  published: 'Published as',
  scheduled: 'Scheduled article',
  draft: 'Draft article',
  archived: 'Archived article',
};

/** The library card's badge for that article (its link says the rest: 'Draft article Sleep'). */
export const ARTICLE_REF_BADGES: Record<ArticleRefState, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Draft',
  archived: 'Archived',
};

/** The link a refused second publish offers: the public page of a live article, else its editor in Articles. */
export function openArticleText(article: Pick<PublishedArticleRef, 'title' | 'status' | 'publishAt'>): string {
  const state = articleRefState(article);
  return state === 'published' ? `Open “${article.title}”` : `Open the ${ARTICLE_REF_LABELS[state].toLowerCase()} “${article.title}” in Articles`;
}

export const LIBRARY_MESSAGES = {
  contentNotFound: 'Content not found',
  imageNotFound: 'Image not found',
  projectNotFound: 'Project not found',
  expertNotFound: 'Expert not found',
  contentDeleted: 'Content deleted successfully',
  imageDeleted: 'Image deleted successfully',
  contentsDeleted: (count: number) => `${count} content item${count === 1 ? '' : 's'} deleted`,
  imagesDeleted: (count: number) => `${count} image${count === 1 ? '' : 's'} deleted`,
  nothingToDelete: 'None of these items exist',
  attached: 'Image attached successfully',
  detached: 'Image detached successfully',
  attachedElsewhere: 'This image is attached to another content item; detach it first',
  alreadyPublished: 'This content has already been published as an article',
  /** The 409 of a second publish; its body also names the article ({ article: PublishedArticleRef }). */
  alreadyPublishedAs: (title: string) => `This content has already been published as "${title}"`,
  published: (title: string) => `Article "${title}" published`,
  noExpert: 'No Expert Selected',
  publishFailed: 'Unable to publish article. Please try again.',
} as const;

/**
 * POST /api/library/content/{id}/publish may carry an Idempotency-Key (IETF httpapi draft 'The
 * Idempotency-Key HTTP Header Field'): one key per publish the editor means, so the same request
 * sent twice (a double click, a retry after a lost answer) answers the first one's success.
 */
export const publishHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'must be 16 to 100 letters, digits, hyphens or underscores' })
    .optional(),
});

const text = (max: number) =>
  cleanString()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });
const optionalLabel = text(100)
  .nullish()
  .transform((value) => value || null);

const contentType = z
  .string({ error: 'is required' })
  .trim()
  .refine((value) => normaliseContentType(value) !== undefined, { error: 'must be research-insight or expertise-tip' })
  .transform((value) => normaliseContentType(value) as NonNullable<ReturnType<typeof normaliseContentType>>);

export const libraryContentSchema = z.object({
  projectId: idSchema.default(DEFAULT_PROJECT.id),
  ideaId: z
    .union([text(100), z.number().int()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
  expertId: idSchema,
  platform: text(50).min(1, { error: 'must not be empty' }).default('article'),
  contentType,
  content: cleanString({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(TEXT_MAX.longText, { error: `must be at most ${TEXT_MAX.longText} characters long` }),
  aiProvider: optionalLabel,
  aiModel: optionalLabel,
});
export type LibraryContentInput = z.output<typeof libraryContentSchema>;

export const libraryImageSchema = z.object({
  projectId: idSchema.default(DEFAULT_PROJECT.id),
  contentId: idSchema.nullish().transform((value) => value ?? null),
  imageUrl: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(TEXT_MAX.url, { error: `must be at most ${TEXT_MAX.url} characters long` }),
  imagePrompt: text(TEXT_MAX.longText)
    .nullish()
    .transform((value) => value || null),
  provider: optionalLabel,
  model: optionalLabel,
  size: optionalLabel,
  imageIndex: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .nullish()
    .transform((value) => value ?? null),
});
export type LibraryImageInput = z.output<typeof libraryImageSchema>;

export const libraryListQuery = z.object({
  search: text(200).optional(),
  expertId: idSchema.optional(),
});
export type LibraryFilter = z.output<typeof libraryListQuery>;

export const bulkIdsSchema = z.object({
  ids: z
    .array(idSchema, { error: 'must be a list of ids' })
    .min(1, { error: 'must list at least one id' })
    .max(BULK_DELETE_MAX, { error: `at most ${BULK_DELETE_MAX} items can be deleted at once` })
    .transform((ids) => [...new Set(ids)]),
});

export const attachSchema = z.object({ contentId: idSchema });
export const imageIdParams = z.object({ imageId: idSchema });

export const projectSchema = z.object({
  name: text(200).min(1, { error: 'is required' }),
  description: text(TEXT_MAX.shortText)
    .nullish()
    .transform((value) => value || null),
});
