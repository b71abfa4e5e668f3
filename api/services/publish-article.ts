import { insertArticleWithFreeSlug } from '../../db/queries/articles.ts';
import { getExpertById } from '../../db/queries/experts.ts';
import { articleTitle, bodyWithoutTitle, summaryOf } from '../../domain/article-text.ts';
import type { Article, PublicUser } from '../../domain/entities.ts';
import type { ContentType } from '../../domain/content-types.ts';
import { briefLinks } from '../../domain/ai/wizard-prompts.ts';
import { WIZARD_MESSAGES } from '../../domain/wizard.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import { recordActivity, type Actor } from './activity.ts';
import { generateSeoTags } from './ai/article-generators.ts';
import { keepVerifiedLinks } from './ai/article-links.ts';
import { storePermanentImage } from './permanent-images.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'catalogues' | 'rebuild' | 'storage' | 'imageFetcher'>;

export interface PublishInput {
  content: string;
  expertId: number;
  featuredImage: string | null;
  linkFromProfile: boolean;
  contentType: ContentType;
  seoTags?: string[] | undefined;
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
 * is requested so the page appears at /articles/{slug}.
 */
export async function publishArticle(deps: Deps, input: PublishInput, actor: PublicUser): Promise<Article> {
  const expert = await getExpertById(deps.db, input.expertId);
  if (!expert) throw new NotFoundError(WIZARD_MESSAGES.expertNotFound);
  const { markdown: content } = await keepVerifiedLinks(deps, input.content, briefLinks(expert));
  const title = articleTitle(content);
  const summary = summaryOf(content);
  const [seoTags, featuredImageUrl] = await Promise.all([tagsFor(deps, { ...input, content }, title, actor.id), featuredImageFor(deps, input.featuredImage, title)]);
  const article = await insertArticleWithFreeSlug(deps.db, title, {
    title,
    content: bodyWithoutTitle(content) || content,
    excerpt: summary,
    metaTitle: title.slice(0, 60),
    metaDescription: summary,
    featuredImageUrl,
    contentType: input.contentType,
    expertId: input.linkFromProfile ? expert.id : null,
    seoTags,
    status: 'published',
    aiGenerated: true,
    publishedAt: currentTime(deps),
  }, { reason: 'create', actor, at: currentTime(deps) });
  await deps.rebuild.request(`article ${article.id} published from the wizard`);
  return article;
}

/** The activity entry of an article published from generated content (the wizard or the library). */
export function recordArticlePublished(deps: Pick<AppDeps, 'db' | 'now'>, actor: Actor, article: Article, from: string): Promise<void> {
  return recordActivity(deps, actor, {
    action: 'article.published',
    entityType: 'article',
    entityId: article.id,
    summary: `Published "${article.title}" from ${from}`,
    after: { title: article.title, slug: article.slug, status: article.status, expertId: article.expertId, featuredImageUrl: article.featuredImageUrl },
  });
}

/** POST /api/admin/publish-article: the wizard's Publish. */
export async function publishWizardArticle(deps: Deps, input: PublishInput & { actor: PublicUser }): Promise<Article> {
  const { actor, ...publish } = input;
  const article = await publishArticle(deps, publish, actor);
  await recordArticlePublished(deps, actor, article, 'the promotion wizard');
  return article;
}
