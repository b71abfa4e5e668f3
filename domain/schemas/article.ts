import { z } from 'zod';
import { checkModelChoice, textModelChoiceFields } from '../ai/models.ts';
import { normaliseContentType } from '../content-types.ts';
import { ARTICLE_STATUSES } from '../entities.ts';
import { TEXT_MAX } from '../limits.ts';
import { ARTICLE_MESSAGES } from '../messages.ts';
import { RESERVED_ARTICLE_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slugs.ts';
import { requireFilled } from './required.ts';
import { cleanName, cleanString } from './clean-string.ts';

/**
 * Bodies of the admin article calls (spec sections 5 and 7). The spec's own messages (title and
 * content required, the slug rule) are whole-form messages; other field rules name their field.
 */

function text(max: number) {
  return cleanString()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });
}

/** Optional text where blank means "none"; a title's also without invisible or direction-changing characters. */
function nullableText(max: number, base = cleanString) {
  return base()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` })
    .nullable()
    .transform((value) => value || null);
}

/** Blank and null read as "empty", so the required rule below answers with the spec's message. */
const requiredText = (max: number, base = cleanString) =>
  z.preprocess((value) => value ?? '', base().max(max, { error: `must be at most ${max} characters long` }));

const contentTypeField = z.string().transform((value, ctx) => {
  const type = normaliseContentType(value);
  if (!type) {
    ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.unknownContentType });
    return z.NEVER;
  }
  return type;
});

/** A path our own image storage serves (one file name, nothing that could climb out of the folder). */
const LOCAL_IMAGE_PATH = /^\/uploads\/images\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

function isImageAddress(value: string): boolean {
  if (LOCAL_IMAGE_PATH.test(value)) return !value.includes('..');
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

/** The featured image: an http(s) URL or an /uploads/images/ path; blank or null means none. */
export const featuredImageUrlField = nullableText(TEXT_MAX.url).refine((value) => value === null || isImageAddress(value), {
  error: 'must be an http(s) URL or an /uploads/images/ path',
});

const POSITIVE_WHOLE = { error: 'must be a positive whole number' };
const idNumber = z.number(POSITIVE_WHOLE).int(POSITIVE_WHOLE).positive(POSITIVE_WHOLE).max(Number.MAX_SAFE_INTEGER, POSITIVE_WHOLE);

/** Trimmed, blanks dropped, duplicates (ignoring case) dropped keeping the first spelling, then at most TEXT_MAX.tags. */
export const seoTagsField = z
  .array(text(TEXT_MAX.tag), { error: 'must be a list of tags' })
  .max(TEXT_MAX.listItems, { error: `must have at most ${TEXT_MAX.listItems} entries` })
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const folded = tag.toLowerCase();
      if (tag === '' || seen.has(folded)) return false;
      seen.add(folded);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(TEXT_MAX.tags, { error: `at most ${TEXT_MAX.tags} tags are allowed` }));

/** PATCH /api/admin/articles/{id}: any subset of the editable fields; unknown keys are ignored. */
export const articleUpdateSchema = z
  .object({
    title: requiredText(TEXT_MAX.title, cleanName)
      .transform((value) => value.trim())
      .optional(),
    slug: cleanName().trim().optional(),
    content: requiredText(TEXT_MAX.articleContent).optional(),
    excerpt: nullableText(TEXT_MAX.shortText).optional(),
    status: z.enum(ARTICLE_STATUSES, { error: `must be one of ${ARTICLE_STATUSES.join(', ')}` }).optional(),
    metaTitle: nullableText(TEXT_MAX.title, cleanName).optional(),
    metaDescription: nullableText(TEXT_MAX.shortText).optional(),
    contentType: contentTypeField.optional(),
    featuredImageUrl: featuredImageUrlField.optional(),
    expertId: idNumber.nullable().optional(),
    seoTags: seoTagsField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.title === '' || (value.content !== undefined && value.content.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.titleAndContentRequired });
    } else if (value.slug !== undefined && !SLUG_PATTERN.test(value.slug)) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.invalidSlug });
    } else if (value.slug !== undefined && value.slug.length > SLUG_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.slugTooLong });
    } else if (value.slug !== undefined && RESERVED_ARTICLE_SLUGS.has(value.slug)) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.slugReserved });
    }
  });

export type ArticleUpdate = z.output<typeof articleUpdateSchema>;

/**
 * POST /api/admin/articles ('New Article'): the editor's fields, title and content required (the
 * spec's message); a blank slug is made from the title, the status is draft unless chosen.
 */
export const articleCreateSchema = requireFilled([[['title', 'content'], ARTICLE_MESSAGES.titleAndContentRequired]], articleUpdateSchema);

export type ArticleCreate = z.output<typeof articleCreateSchema>;

/** The full featured list in its new order; whether it is exactly the featured set is the service's check. */
export const featuredReorderSchema = z.object({
  articleIds: z
    .array(idNumber, { error: 'must be a list of article ids' })
    .max(TEXT_MAX.listItems, { error: `must have at most ${TEXT_MAX.listItems} entries` }),
});

/** The editor's SEO title, tags and excerpt generators: content is needed, the rest is optional. */
export const articleAiSchema = requireFilled(
  [[['content'], ARTICLE_MESSAGES.aiContentRequired]],
  z
    .object({
      content: text(TEXT_MAX.articleContent),
      title: text(TEXT_MAX.title).optional(),
      ...textModelChoiceFields,
    })
    .superRefine(checkModelChoice),
);
