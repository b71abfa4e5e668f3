import { listSiteTags } from '../../../db/queries/articles.ts';
import {
  ARTICLE_AI_SYSTEM,
  distinctTags,
  excerptPrompt,
  excerptReplySchema,
  seoTagsPrompt,
  seoTagsReplySchema,
  seoTitlePrompt,
  seoTitleReplySchema,
} from '../../../domain/ai/article-generators.ts';
import type { TextModelChoice } from '../../../domain/ai/models.ts';
import type { AppDeps } from '../../deps.ts';
import { runTextGeneration } from './ledger.ts';
import { chooseTextModel } from './model-choice.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'catalogues'>;

export interface ArticleAiInput extends TextModelChoice {
  content: string;
  title?: string | undefined;
}

/** How many of the site's tags the tag prompt offers. */
const SITE_TAGS_OFFERED = 60;

async function runFor(deps: Deps, input: ArticleAiInput, userId: number) {
  return { userId, subject: input.title || input.content.slice(0, 80), choice: await chooseTextModel(deps, input) };
}

/** An SEO meta title of at most 60 characters. */
export async function generateSeoTitle(deps: Deps, input: ArticleAiInput, userId: number): Promise<{ title: string }> {
  const data = await runTextGeneration(
    deps,
    { kind: 'seo-title', ...(await runFor(deps, input, userId)) },
    {
      system: ARTICLE_AI_SYSTEM,
      prompt: seoTitlePrompt(input),
      schema: seoTitleReplySchema,
      schemaName: 'seo_title',
    },
  );
  return { title: data.title.trim() };
}

/** An excerpt of 140 to 160 characters. */
export async function generateExcerpt(deps: Deps, input: ArticleAiInput, userId: number): Promise<{ excerpt: string }> {
  const data = await runTextGeneration(
    deps,
    { kind: 'excerpt', ...(await runFor(deps, input, userId)) },
    {
      system: ARTICLE_AI_SYSTEM,
      prompt: excerptPrompt(input),
      schema: excerptReplySchema,
      schemaName: 'article_excerpt',
    },
  );
  return { excerpt: data.excerpt.trim() };
}

/** 3 to 8 tags; a tag the site already uses keeps the site's spelling, so tag pages stay one per topic. */
export async function generateSeoTags(deps: Deps, input: ArticleAiInput, userId: number): Promise<{ tags: string[] }> {
  const run = await runFor(deps, input, userId);
  const siteTags = await listSiteTags(deps.db, SITE_TAGS_OFFERED);
  const data = await runTextGeneration(
    deps,
    { kind: 'seo-tags', ...run },
    {
      system: ARTICLE_AI_SYSTEM,
      prompt: seoTagsPrompt({ ...input, siteTags }),
      schema: seoTagsReplySchema,
      schemaName: 'seo_tags',
    },
  );
  const known = new Map(siteTags.map((tag) => [tag.toLowerCase(), tag]));
  return { tags: distinctTags(data.tags.map((tag) => known.get(tag.trim().toLowerCase()) ?? tag)) };
}
