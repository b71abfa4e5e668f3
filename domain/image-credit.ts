import { z } from 'zod';
import { isHttpUrl } from './links.ts';
import { TEXT_MAX } from './limits.ts';
import { cleanName } from './schemas/clean-string.ts';

/**
 * Who made a stored image and under which licence: kept on the stored image (stored_images.credit),
 * so every page that shows the image shows its credit, whichever expert or article uses it.
 * Set by accepting a Wikimedia Commons portrait, or by an editor on any stored image.
 */

export const CREDIT_MAX = { author: 200, licence: 100, sourceName: 100 } as const;

/** Names (the author, the source) are shown inside a sentence: also without invisible or direction-changing characters. */
const text = (max: number) =>
  cleanName()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters long` });

const webAddress = z
  .string()
  .trim()
  .max(TEXT_MAX.url, { error: `must be at most ${TEXT_MAX.url} characters long` })
  .refine(isHttpUrl, { error: 'must be an http(s) URL' });

/** Blank optional fields are null, so an editor's empty input clears them. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish().transform((value) => value ?? null),
  );

export const imageCreditSchema = z.object({
  /** The photographer or rights holder, as the source names them. */
  author: text(CREDIT_MAX.author),
  /** The licence's short name: 'CC BY-SA 4.0', 'CC0', 'Public domain', 'All rights reserved, used with permission'. */
  licence: text(CREDIT_MAX.licence),
  licenceUrl: optional(webAddress),
  /** Where the image comes from ('Wikimedia Commons') and its page there. */
  sourceName: optional(text(CREDIT_MAX.sourceName)),
  sourceUrl: optional(webAddress),
  /** Whether the licence asks for the credit to be shown (CC BY, CC BY-SA); shown either way. */
  attributionRequired: z.boolean({ error: 'must be true or false' }).default(true),
});

export type ImageCredit = z.output<typeof imageCreditSchema>;

/** The credit as the pages read it: 'Photo: {author}, {licence}, via {source}', each part linked where it has a URL. */
export function creditParts(credit: ImageCredit): {
  author: string;
  licence: { text: string; url: string | null };
  source: { text: string; url: string | null } | null;
} {
  return {
    author: credit.author,
    licence: { text: credit.licence, url: credit.licenceUrl },
    source: credit.sourceName ? { text: credit.sourceName, url: credit.sourceUrl } : null,
  };
}

/** One piece of the credit line: its text, and its link where it has a page (the licence's marked rel=license). */
export interface CreditSegment {
  text: string;
  url?: string | null | undefined;
  rel?: 'license' | undefined;
}

/**
 * The credit line in pieces, written once for every place that shows it (the profile and article
 * pages, the admin's review dialog and editors): 'Photo: {author}, {licence}, via {source}'.
 */
export function creditSegments(credit: ImageCredit): CreditSegment[] {
  const { author, licence, source } = creditParts(credit);
  return [
    { text: `Photo: ${author}, ` },
    { text: licence.text, url: licence.url, rel: 'license' },
    ...(source ? [{ text: ', via ' }, { text: source.text, url: source.url }] : []),
  ];
}

/** The same line as plain text (share cards, alt text of admin previews). */
export function creditText(credit: ImageCredit): string {
  return creditSegments(credit)
    .map((segment) => segment.text)
    .join('');
}
