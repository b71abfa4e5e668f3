import { z } from 'zod';
import { CONTENT_TYPE_LABELS, type ContentType } from '../content-types.ts';
import type { Expert } from '../entities.ts';
import { isHttpUrl, parseReferenceLinks } from '../links.ts';
import { IDEAS_PER_CALL } from '../wizard.ts';
import { IMAGE_SIZE_LABELS, type ImageSize, type ImageStyle } from './images.ts';

/**
 * The wizard's generators: reply schemas (strict JSON schema, no transforms) and prompts. The
 * model is told what the directory knows about the expert, never asked to recall it.
 */

export const WIZARD_AI_SYSTEM =
  'You write for a curated directory of longevity-science experts. You write accurate, plain, non-sensational ' +
  'English grounded only in the material you are given. You never claim that anything cures, treats or prevents a ' +
  'disease, never give personal medical advice, and frame health points as research findings or general ' +
  'lifestyle information to discuss with a qualified professional. Answer only with the requested JSON.';

export const ideasReplySchema = z.object({
  ideas: z
    .array(z.object({ title: z.string(), description: z.string() }))
    .refine((ideas) => ideas.length >= 1 && ideas.length <= IDEAS_PER_CALL && ideas.every((idea) => idea.title.trim() !== ''), {
      error: `give 1 to ${IDEAS_PER_CALL} ideas, each with a title`,
    }),
});

export const articleReplySchema = z.object({
  markdown: z.string().refine((value) => (value.match(/^#\s+\S/gm) ?? []).length === 1, { error: 'the article must have exactly one H1 title line' }),
});

export const imagePromptReplySchema = z.object({
  prompt: z.string().refine((value) => value.trim().length >= 20 && value.trim().length <= 1500, { error: 'the prompt must have 20 to 1500 characters' }),
});

export interface ExpertBrief {
  expert: Pick<Expert, 'name' | 'title' | 'longevityContribution' | 'biography' | 'scienceHighlights' | 'books' | 'referenceLinks'>;
  articleTitles: string[];
}

/**
 * The links the brief gives the model (the expert's reference links and book links): the sources
 * an article written from it may link to without a check.
 */
export function briefLinks(expert: Pick<Expert, 'name' | 'referenceLinks' | 'books'>): string[] {
  const books = expert.books.flatMap((raw) => {
    const url = raw.split('|')[2]?.trim() ?? '';
    return isHttpUrl(url) ? [url] : [];
  });
  return [...parseReferenceLinks(expert.referenceLinks).map((link) => link.url), ...books];
}

/** Everything the directory knows about the expert, as the model's only source. */
export function expertBrief({ expert, articleTitles }: ExpertBrief): string {
  const list = (items: readonly string[]) => (items.length ? items.map((item) => `- ${item}`).join('\n') : '- (none)');
  return [
    `Expert: ${expert.name}, ${expert.title}`,
    `Contribution to longevity: ${expert.longevityContribution}`,
    `Biography: ${expert.biography.slice(0, 4000) || '(none)'}`,
    `Science highlights (topic|summary):\n${list(expert.scienceHighlights)}`,
    `Books (title|author|url):\n${list(expert.books)}`,
    `Reference links (label|url):\n${list(expert.referenceLinks)}`,
    `Articles already on the site about this expert:\n${list(articleTitles)}`,
  ].join('\n\n');
}

export function ideasPrompt(brief: ExpertBrief, userIdea: string | undefined): string {
  return (
    `Propose up to ${IDEAS_PER_CALL} distinct article ideas for the site, each inspired by this expert's work as described below ` +
    'and different from the articles already on the site. Each idea has a short title and a one- or two-sentence description.' +
    (userIdea ? `\n\nThe editor's own direction: ${userIdea}` : '') +
    `\n\n${expertBrief(brief)}`
  );
}

export function articlePrompt(brief: ExpertBrief, idea: { title: string; description: string }, contentType: ContentType): string {
  return (
    `Write one ${CONTENT_TYPE_LABELS[contentType]} article in markdown (600 to 900 words) for the idea below. Start with exactly one ` +
    'H1 title line (# Title), then use ## subheadings. Ground every statement about the expert in the material given; do not invent ' +
    'studies, numbers or quotes. Link only to the reference links given, if at all. End with a short note that the article is ' +
    'informational and not medical advice.' +
    `\n\nIdea: ${idea.title}\n${idea.description}\n\n${expertBrief(brief)}`
  );
}

export function imagePromptPrompt(input: { content: string; style: ImageStyle; size: ImageSize; expertName?: string | undefined }): string {
  return (
    `Write one prompt for an image generator: a ${input.style} featured image for the article below, framed for ${IMAGE_SIZE_LABELS[input.size]}. ` +
    'No text, letters, logos or recognisable real people in the image; no medical procedures or gore. Describe subject, setting, light and composition.' +
    (input.expertName ? ` The article is inspired by the work of ${input.expertName}; do not depict them.` : '') +
    `\n\nArticle:\n"""\n${input.content.slice(0, 6000)}\n"""`
  );
}
