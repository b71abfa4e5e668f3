import { getArticleById, insertArticleWithFreeSlug } from '../../db/queries/articles.ts';
import { claimContentArticle, getLibraryContent, type LibraryContentRow } from '../../db/queries/library.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { articleTitle, bodyWithoutTitle, summaryOf } from '../../domain/article-text.ts';
import type { Article, PublicUser } from '../../domain/entities.ts';
import type { ContentType } from '../../domain/content-types.ts';
import { briefLinks } from '../../domain/ai/wizard-prompts.ts';
import { LIBRARY_MESSAGES, type PublishedArticleRef } from '../../domain/library.ts';
import { articlePath } from '../../domain/public-paths.ts';
import { WIZARD_MESSAGES, type WizardPublishStatus } from '../../domain/wizard.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { AlreadyPublishedError, ConflictError, NotFoundError, type HttpError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { generateSeoTags } from './ai/article-generators.ts';
import { keepVerifiedLinks } from './ai/article-links.ts';
import { storePermanentImage } from './permanent-images.ts';
import { checkScheduleTime, recordScheduled } from './schedule.ts';
import { inTransaction, type InTx } from './transaction.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'catalogues' | 'rebuild' | 'storage' | 'imageFetcher'>;

export interface PublishInput {
  content: string;
  expertId: number;
  featuredImage: string | null;
  linkFromProfile: boolean;
  contentType: ContentType;
  seoTags?: string[] | undefined;
  /** 'published' (the default) goes live now; 'draft' is saved for later, or, with publishAt, scheduled. */
  status?: WizardPublishStatus | undefined;
  /** When a draft is published by the scheduler (checked by the scheduling rule: future, within its horizon). */
  publishAt?: Date | undefined;
}

/** Tags the editor gave, else generated ones; a failed generation publishes without tags (the spec's silent SEO-tag failure). */
async function tagsFor(deps: Deps, input: PublishInput, title: string, userId: number): Promise<string[]> {
  if (input.seoTags?.length) return input.seoTags;
  try {
    return (await generateSeoTags(deps, { content: input.content, title }, userId)).tags;
  } catch {
    return [];
  }
}

/** Our own stored images are used as they are; any other address is copied into storage first, so the page never depends on it. */
async function featuredImageFor(deps: Deps, url: string | null, title: string): Promise<string | null> {
  if (!url || deps.storage.keyFor(url)) return url;
  const stored = await storePermanentImage(deps, {
    originalUrl: url,
    imagePrompt: null,
    provider: 'upload',
    model: 'none',
    size: 'unknown',
    sourceType: 'article',
    sourceId: title.slice(0, 200),
  });
  return stored.storedUrl;
}

/**
 * Publishes generated content as a live article (shared by the wizard and the library, which
 * each record their own activity entry): title from the first heading, a free slug,
 * excerpt and meta description from the text, SEO tags, the featured image, aiGenerated true.
 * Its links are checked first (article-links.ts): a link stays only when the expert's brief gave
 * it or the link check opens it, an image only when it is one of ours; the rest becomes text.
 * With linkFromProfile the expert is the article's expert (its author and the profile's
 * 'Health Optimization Inspired by …' section); without it the article stands alone. A rebuild
 * is requested so the page appears at /articles/{slug}. The links, tags and image are settled
 * first; the article is then stored in one transaction with what the caller `records` beside it
 * (its activity entry, the library's claim), so a failure there leaves no article.
 */
export async function publishArticle(
  deps: Deps,
  input: PublishInput,
  actor: PublicUser,
  records: (deps: InTx<Deps>, article: Article) => Promise<void> = async () => {},
): Promise<Article> {
  const now = currentTime(deps);
  if (input.publishAt) checkScheduleTime(input.publishAt, now);
  const live = (input.status ?? 'published') === 'published' && !input.publishAt;
  const expert = await getExpertById(deps.db, input.expertId);
  if (!expert) throw new NotFoundError(WIZARD_MESSAGES.expertNotFound);
  const { markdown: content } = await keepVerifiedLinks(deps, input.content, briefLinks(expert));
  const title = articleTitle(content);
  const summary = summaryOf(content);
  const [seoTags, featuredImageUrl] = await Promise.all([
    tagsFor(deps, { ...input, content }, title, actor.id),
    featuredImageFor(deps, input.featuredImage, title),
  ]);
  return inTransaction(deps, async (deps) => {
    const article = await insertArticleWithFreeSlug(
      deps.db,
      title,
      {
        title,
        content: bodyWithoutTitle(content) || content,
        excerpt: summary,
        metaTitle: title.slice(0, 60),
        metaDescription: summary,
        featuredImageUrl,
        contentType: input.contentType,
        expertId: input.linkFromProfile ? expert.id : null,
        seoTags,
        status: live ? 'published' : 'draft',
        aiGenerated: true,
        publishedAt: live ? now : null,
        ...(input.publishAt ? { publishAt: input.publishAt, publishScheduledBy: actor.id } : {}),
      },
      { reason: 'create', actor, at: now },
    );
    // A draft (scheduled or not) is not public: nothing to rebuild until it is published.
    if (live) await deps.rebuild.request(`article ${article.id} published from the wizard`);
    await records(deps, article);
    return article;
  });
}

/** How the library and a refused second publish name the article: id, title, slug, public path, and whether it is live or scheduled. */
export function publishedArticleRef(article: Pick<Article, 'id' | 'title' | 'slug' | 'status' | 'publishAt'>): PublishedArticleRef {
  return { id: article.id, title: article.title, slug: article.slug, path: articlePath(article.slug), status: article.status, publishAt: article.publishAt };
}

/** The 409 of content that has already become an article, naming it (or saying so plainly if it cannot be read). */
async function alreadyPublished(deps: Pick<AppDeps, 'db'>, articleId: number): Promise<HttpError> {
  const article = await getArticleById(deps.db, articleId);
  if (!article) return new ConflictError(LIBRARY_MESSAGES.alreadyPublished);
  return new AlreadyPublishedError(LIBRARY_MESSAGES.alreadyPublishedAs(article.title), publishedArticleRef(article));
}

/**
 * The article `content` became through the publish request holding `key` (its Idempotency-Key), if
 * it did: a repeat of that request (a double click, a retry after a lost answer) is answered with
 * that article, while any other publish of published content is refused.
 */
async function articleMadeWith(deps: Pick<AppDeps, 'db'>, content: LibraryContentRow, key: string | undefined): Promise<Article | undefined> {
  if (!key || content.articleId === null || content.publishKey !== key) return undefined;
  return getArticleById(deps.db, content.articleId);
}

/**
 * The library content about to be published: 404 when unknown, 409 naming its article when it was
 * published already, unless by this same request (`key`), whose article is then `repeated`.
 */
export async function unpublishedContent(
  deps: Pick<AppDeps, 'db'>,
  contentId: number,
  key?: string,
): Promise<{ content: LibraryContentRow; repeated?: Article }> {
  const content = await getLibraryContent(deps.db, contentId);
  if (!content) throw new NotFoundError(LIBRARY_MESSAGES.contentNotFound);
  const repeated = await articleMadeWith(deps, content, key);
  if (repeated) return { content, repeated };
  if (content.articleId !== null) throw await alreadyPublished(deps, content.articleId);
  return { content };
}

/**
 * Ends a publish transaction whose content the same request (the same key) published at the same
 * moment: the transaction keeps no second article, and the request answers with the first one's.
 */
export class RepeatedPublish extends Error {
  readonly article: Article;
  constructor(article: Article) {
    super('The same publish request was sent twice');
    this.article = article;
  }
}

/**
 * Records that library content became `article` (with the request's key), unless another publish
 * of it got there first: then this publish's transaction keeps no article (so the content is
 * published once), and it answers 409 naming the other one or, when the other one was this same
 * request sent twice at once (the same key), throws RepeatedPublish with that one's article.
 */
export async function claimContentFor(deps: Pick<AppDeps, 'db'>, contentId: number, article: Article, key?: string): Promise<void> {
  if (await claimContentArticle(deps.db, contentId, article.id, key ?? null)) return;
  const content = await getLibraryContent(deps.db, contentId);
  if (!content) throw new NotFoundError(LIBRARY_MESSAGES.contentNotFound);
  const first = await articleMadeWith(deps, content, key);
  if (first) throw new RepeatedPublish(first);
  throw content.articleId === null ? new ConflictError(LIBRARY_MESSAGES.alreadyPublished) : await alreadyPublished(deps, content.articleId);
}

/** The activity entry of an article published from generated content (the wizard or the library). */
export function recordArticlePublished(deps: InTx<Pick<AppDeps, 'db' | 'now'>>, actor: Actor, article: Article, from: string): Promise<void> {
  return recordActivity(deps, actor, {
    action: 'article.published',
    entityType: 'article',
    entityId: article.id,
    summary: `Published "${article.title}" from ${from}`,
    after: { title: article.title, slug: article.slug, status: article.status, expertId: article.expertId, featuredImageUrl: article.featuredImageUrl },
  });
}

/**
 * POST /api/admin/publish-article: the wizard's step 4. 'Publish now', 'Save as draft', or a draft
 * scheduled for publishAt. With contentId (the library item the wizard saved) the item is claimed
 * for the article, so the library shows it published and refuses to publish it again; two
 * publishes of one item at once publish it once.
 */
export async function publishWizardArticle(deps: Deps, input: PublishInput & { contentId?: number | undefined; actor: PublicUser }): Promise<Article> {
  const { actor, contentId, ...publish } = input;
  if (contentId !== undefined) await unpublishedContent(deps, contentId);
  return publishArticle(deps, publish, actor, async (deps, article) => {
    if (contentId !== undefined) await claimContentFor(deps, contentId, article);
    if (article.status === 'published') {
      await recordArticlePublished(deps, actor, article, 'the promotion wizard');
    } else if (input.publishAt) {
      await recordScheduled(deps, actor, {
        entityType: 'article',
        entityId: article.id,
        action: 'publish',
        title: article.title,
        at: input.publishAt,
        previous: null,
      });
    } else {
      await recordActivity(deps, actor, {
        action: 'article.created',
        entityType: 'article',
        entityId: article.id,
        summary: `Saved "${article.title}" as a draft from the promotion wizard`,
        after: { title: article.title, slug: article.slug, status: article.status, expertId: article.expertId },
      });
    }
  });
}
