import { z } from 'zod';
import { isWellFormedBook } from '../books.ts';
import { normaliseCategory } from '../categories.ts';
import { parseHighlight } from '../highlights.ts';
import { LIMITS, TEXT_MAX } from '../limits.ts';
import { isHttpUrl, parseReferenceLink, parseReferenceLinks, looksOfficial, sameLinkTarget } from '../links.ts';
import { EXPERT_MESSAGES, MESSAGES } from '../messages.ts';
import { youtubeVideoId } from '../youtube.ts';
import { isImageAddress } from './image-address.ts';
import { requireFilled } from './required.ts';
import { cleanName, cleanString } from './clean-string.ts';

/**
 * Fields of an expert profile, shared by the public submission form and the admin editor, with
 * the specification's limits. Field rules name their field in the API's message; the spec's
 * whole-form messages (invalid URL, missing official website, the list limits) and the shapes of
 * list entries are object rules exported below, so their messages read as whole sentences.
 */

function text(max: number) {
  return cleanString()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });
}

/** A name or title: also without invisible or direction-changing characters. */
function nameText(max: number) {
  return cleanName()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });
}

/** Optional free text: absent, null or blank all become ''. */
function optionalText(max: number) {
  return text(max)
    .nullish()
    .transform((value) => value ?? '');
}

/** A list of short strings, blank entries dropped. Per-list limits of the spec are `requireListLimits`. */
function list() {
  return z
    .array(text(TEXT_MAX.listItem))
    .max(TEXT_MAX.listItems, { error: `must have at most ${TEXT_MAX.listItems} entries` })
    .transform((items) => items.filter((item) => item !== ''));
}

/** Optional URL text: absent, null or blank all become null; what it may point to is an object rule. */
function optionalUrl() {
  return text(TEXT_MAX.url)
    .nullish()
    .transform((value) => value || null);
}

const expertNameField = nameText(TEXT_MAX.name);
const expertTitleField = nameText(TEXT_MAX.title);
const longevityContributionField = text(TEXT_MAX.longText);
const biographyField = optionalText(TEXT_MAX.longText);

/** Any accepted spelling of a category (key, legacy key, URL slug) becomes its stored key. */
const categoryKey = text(60).transform((value, ctx) => {
  const key = normaliseCategory(value);
  if (!key) {
    ctx.addIssue({ code: 'custom', message: `unknown category "${value}"` });
    return z.NEVER;
  }
  return key;
});

/** Stored category keys without duplicates; an unknown category is refused rather than dropped. */
export const categoriesField = z
  .array(categoryKey)
  .max(TEXT_MAX.listItems, { error: `must have at most ${TEXT_MAX.listItems} entries` })
  .transform((keys) => [...new Set(keys)]);

/** 'label|url' or a plain URL each; validity is checked by `requireValidLinks` with the spec's message. */
export const referenceLinksField = list();
/** 'title|author|url' each; see `requireWellFormedEntries`. */
export const booksField = list();
/** 'topic|one-sentence summary' each. */
export const scienceHighlightsField = list();
/** YouTube iframe embed codes (or video links) each. */
export const youtubeEmbedsField = list();
/** An uploaded image's /uploads/images/ path or an http(s) URL; see `requireProfileUrls`. */
export const imageUrlField = optionalUrl();
export const customGptUrlField = optionalUrl();
/** The fields the submission form and the admin editor both have, checked the same way. */
export const coreProfileFields = {
  name: expertNameField,
  title: expertTitleField,
  categories: categoriesField,
  longevityContribution: longevityContributionField,
  biography: biographyField,
  referenceLinks: referenceLinksField.default([]),
};

/** `schema`, after name, title, at least one category and the contribution, in the spec's words when missing. */
export function requireCoreFields<S extends z.ZodType>(schema: S) {
  return requireFilled([[['name', 'title', 'categories', 'longevityContribution'], MESSAGES.submissionMissingInformation]], schema);
}

/** Object rule: every reference link carries an http(s) URL. */
export function requireValidLinks(value: { referenceLinks: readonly string[] }, ctx: z.RefinementCtx): void {
  if (value.referenceLinks.some((raw) => parseReferenceLink(raw) === undefined)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidUrl });
  }
}

/** Links whose target an earlier link already has are dropped, as the editor ignores duplicates. */
export function withoutDuplicateLinks(links: readonly string[]): string[] {
  return links.filter((link, index) => !links.slice(0, index).some((earlier) => sameLinkTarget(earlier, link)));
}

export function hasOfficialWebsite(links: readonly string[]): boolean {
  return parseReferenceLinks(links).some(looksOfficial);
}

/** Object rule: the spec's limits on books, science highlights and YouTube embeds, in its words. */
export function requireListLimits(
  value: { books: readonly string[]; scienceHighlights: readonly string[]; youtubeEmbeds: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (value.books.length > LIMITS.books) ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.tooManyBooks });
  if (value.scienceHighlights.length > LIMITS.scienceHighlights) {
    ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.tooManyHighlights });
  }
  if (value.youtubeEmbeds.length > LIMITS.youtubeEmbeds) ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.tooManyVideos });
}

/** Object rule: books, highlights and embeds each in the shape the profile page renders. */
export function requireWellFormedEntries(
  value: { books: readonly string[]; scienceHighlights: readonly string[]; youtubeEmbeds: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (!value.books.every(isWellFormedBook)) ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.invalidBook });
  if (!value.scienceHighlights.every((raw) => parseHighlight(raw) !== undefined)) {
    ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.invalidHighlight });
  }
  if (!value.youtubeEmbeds.every((raw) => youtubeVideoId(raw) !== undefined)) {
    ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.invalidVideo });
  }
}

/** Object rule: the image is a file we store (never a data URL) or a web address; the GPT link a web address. */
export function requireProfileUrls(value: { imageUrl: string | null; customGptUrl: string | null }, ctx: z.RefinementCtx): void {
  if (value.imageUrl !== null && /^data:/i.test(value.imageUrl)) {
    ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.imageDataUrl });
  } else if (value.imageUrl !== null && !isImageAddress(value.imageUrl)) {
    ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.invalidImageUrl });
  }
  if (value.customGptUrl !== null && !isHttpUrl(value.customGptUrl)) {
    ctx.addIssue({ code: 'custom', message: EXPERT_MESSAGES.invalidCustomGptUrl });
  }
}
