import { listPublishedArticlesByExpert } from '../../../db/queries/articles.ts';
import { getExpertById } from '../../../db/queries/experts.ts';
import type { ImagePromptInput } from '../../../domain/ai/images.ts';
import {
  WIZARD_AI_SYSTEM,
  articlePrompt,
  articleReplySchema,
  ideasPrompt,
  ideasReplySchema,
  imagePromptPrompt,
  imagePromptReplySchema,
  briefLinks,
  type ExpertBrief,
} from '../../../domain/ai/wizard-prompts.ts';
import type { Expert } from '../../../domain/entities.ts';
import { WIZARD_MESSAGES, type ContentFromIdeasRequest, type IdeasRequest } from '../../../domain/wizard.ts';
import { currentTime } from '../../clock.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, NotFoundError } from '../../errors.ts';
import { keepVerifiedLinks, type CleanedArticle } from './article-links.ts';
import { runTextGeneration } from './ledger.ts';
import { chooseTextModel } from './model-choice.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'textAi' | 'catalogues' | 'imageFetcher' | 'storage'>;

async function findExpert(deps: Pick<AppDeps, 'db'>, id: number): Promise<Expert> {
  const expert = await getExpertById(deps.db, id);
  if (!expert) throw new NotFoundError(WIZARD_MESSAGES.expertNotFound);
  return expert;
}

async function briefFor(deps: Pick<AppDeps, 'db' | 'now'>, expert: Expert): Promise<ExpertBrief> {
  const articles = await listPublishedArticlesByExpert(deps.db, expert.id, currentTime(deps));
  return { expert, articleTitles: articles.map((article) => article.title) };
}

export interface Idea {
  id: string;
  title: string;
  description: string;
  targetExpert: string;
}

/** Step 1: article ideas from what the directory knows about the expert (and the editor's own direction). */
export async function generateIdeas(deps: Deps, input: IdeasRequest, userId: number): Promise<{ ideas: Idea[] }> {
  const expert = await findExpert(deps, input.expertId);
  const choice = await chooseTextModel(deps, input);
  const data = await runTextGeneration(
    deps,
    { kind: 'ideas', userId, subject: expert.name, choice },
    {
      system: WIZARD_AI_SYSTEM,
      prompt: ideasPrompt(await briefFor(deps, expert), input.userIdea),
      schema: ideasReplySchema,
      schemaName: 'article_ideas',
    },
  );
  return {
    ideas: data.ideas.map((idea, index) => ({
      id: `idea-${Date.now().toString(36)}-${index}`,
      title: idea.title.trim(),
      description: idea.description.trim(),
      targetExpert: String(expert.id),
    })),
  };
}

export interface GeneratedContent {
  content: string;
  expert: string;
  idea: { id?: string | number | undefined; title: string; description: string };
  /** Links made plain text and images dropped (no source gave them and the link check did not open them). */
  removedLinks: CleanedArticle['removed'];
}

/**
 * Step 2: one article per idea, each its own ledger run, so one failure keeps the others; the
 * reply lists what failed with the provider's message. Links survive only when a source gave them
 * (the expert's reference links and books) or the link check opened them (see article-links.ts).
 */
export async function generateContentFromIdeas(deps: Deps, input: ContentFromIdeasRequest, userId: number) {
  const expert = await findExpert(deps, input.experts[0] as number);
  const choice = await chooseTextModel(deps, input);
  const brief = await briefFor(deps, expert);
  const supplied = briefLinks(expert);
  const outcomes = await Promise.allSettled(
    input.ideas.map(async (idea) => {
      const data = await runTextGeneration(
        deps,
        { kind: 'article-content', userId, subject: idea.title, choice },
        {
          system: WIZARD_AI_SYSTEM,
          prompt: articlePrompt(brief, idea, input.contentType),
          schema: articleReplySchema,
          schemaName: 'article_markdown',
        },
      );
      const cleaned = await keepVerifiedLinks(deps, data.markdown.trim(), supplied);
      return { content: cleaned.markdown, removedLinks: cleaned.removed, expert: String(expert.id), idea };
    }),
  );
  const contents: GeneratedContent[] = [];
  const failed: Array<{ idea: string; message: string }> = [];
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'fulfilled') contents.push(outcome.value);
    else failed.push({ idea: input.ideas[index]?.title ?? '', message: outcome.reason instanceof HttpError ? outcome.reason.message : 'Generation failed' });
  }
  if (contents.length === 0 && outcomes[0]?.status === 'rejected') throw outcomes[0].reason;
  return { contents, failed, contentType: input.contentType, provider: choice.provider, model: choice.model };
}

/** Step 3: an image prompt in the chosen style, written from the article. */
export async function generateImagePrompt(deps: Deps, input: ImagePromptInput, userId: number): Promise<{ prompt: string }> {
  const expert = input.expert ? await findExpert(deps, input.expert) : undefined;
  const data = await runTextGeneration(
    deps,
    { kind: 'image-prompt', userId, subject: input.content.slice(0, 80), choice: await chooseTextModel(deps) },
    {
      system: WIZARD_AI_SYSTEM,
      prompt: imagePromptPrompt({ ...input, expertName: expert?.name }),
      schema: imagePromptReplySchema,
      schemaName: 'image_prompt',
    },
  );
  return { prompt: data.prompt.trim() };
}
