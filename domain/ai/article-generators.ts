import { z } from 'zod';

/**
 * The article editor's generators (spec sections 5 and 7): each a reply schema the provider must
 * fill (strict JSON schema) and its prompt. Length rules are zod refinements: they check the
 * reply without becoming JSON-schema keywords some providers refuse in strict mode; the schemas
 * have no transforms, which a JSON schema cannot express.
 */

export const SEO_TITLE_MAX = 60;
export const EXCERPT_MIN = 140;
export const EXCERPT_MAX = 160;
export const SEO_TAGS_MIN = 3;
export const SEO_TAGS_MAX = 8;
/** How much of an article the prompts quote: enough for its gist, bounded in cost. */
const CONTENT_QUOTE_CHARS = 12_000;

/** Each distinct tag once (ignoring case), trimmed, blanks dropped, first spelling kept. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.map((tag) => tag.trim()).filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && Boolean(seen.add(tag.toLowerCase())));
}

export const seoTitleReplySchema = z.object({
  title: z.string().refine((value) => value.trim().length > 0 && value.trim().length <= SEO_TITLE_MAX, {
    error: `the title must have 1 to ${SEO_TITLE_MAX} characters`,
  }),
});

export const excerptReplySchema = z.object({
  excerpt: z.string().refine((value) => value.trim().length >= EXCERPT_MIN && value.trim().length <= EXCERPT_MAX, {
    error: `the excerpt must have ${EXCERPT_MIN} to ${EXCERPT_MAX} characters`,
  }),
});

export const seoTagsReplySchema = z.object({
  tags: z.array(z.string()).refine(
    (tags) => {
      const distinct = distinctTags(tags);
      return distinct.length >= SEO_TAGS_MIN && distinct.length <= SEO_TAGS_MAX && distinct.every((tag) => tag.length <= 60);
    },
    { error: `give ${SEO_TAGS_MIN} to ${SEO_TAGS_MAX} distinct tags of at most 60 characters` },
  ),
});

export const ARTICLE_AI_SYSTEM =
  'You are the editor of a curated directory of longevity-science experts. You write accurate, plain, ' +
  'non-sensational English for its articles. Answer only with the requested JSON.';

function quote(title: string | undefined, content: string): string {
  return `${title ? `Title: ${title}\n\n` : ''}Article:\n"""\n${content.slice(0, CONTENT_QUOTE_CHARS)}\n"""`;
}

export function seoTitlePrompt(input: { content: string; title?: string | undefined }): string {
  return `Write an SEO meta title for this article: at most ${SEO_TITLE_MAX} characters, specific, no clickbait, no quotes.\n\n${quote(input.title, input.content)}`;
}

export function excerptPrompt(input: { content: string; title?: string | undefined }): string {
  return (
    `Write the article's excerpt (meta description): one or two sentences, between ${EXCERPT_MIN} and ${EXCERPT_MAX} characters ` +
    `including spaces, saying what the reader learns. Count the characters.\n\n${quote(input.title, input.content)}`
  );
}

export function seoTagsPrompt(input: { content: string; title?: string | undefined; siteTags: readonly string[] }): string {
  const known = input.siteTags.length ? `Tags the site already uses (prefer these, spelled exactly so, when they fit): ${input.siteTags.join(', ')}.\n` : '';
  return `Choose ${SEO_TAGS_MIN} to ${SEO_TAGS_MAX} short SEO tags for this article.\n${known}\n${quote(input.title, input.content)}`;
}
