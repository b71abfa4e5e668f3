import { LIMITS } from './limits.ts';
import { stripMarkdown, truncate } from './text.ts';
import { visibleText } from './visible-text.ts';

/** Reading a generated article's title, slug and summary from its markdown (spec section 2, /admin/promote). */

const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const BOLD_LINE = /^\s*(\*\*|__)(.+?)\1\s*$/;

function lines(markdown: string): string[] {
  return markdown.split(/\r?\n/).map((line) => line.trim());
}

/** The text of the first heading line, else undefined. */
export function firstHeading(markdown: string): string | undefined {
  for (const line of lines(markdown)) {
    const match = HEADING.exec(line);
    if (match?.[1]) return stripMarkdown(match[1]);
  }
  return undefined;
}

/** First bold line, else first heading line, else first line longer than 10 characters (the preview's order). */
function previewLine(markdown: string): string | undefined {
  const all = lines(markdown);
  const bold = all.map((line) => BOLD_LINE.exec(line)?.[2]).find(Boolean);
  return bold ?? firstHeading(markdown) ?? all.find((line) => line.length > 10);
}

/** The Preview Article slug: lowercased, non-alphanumerics removed, whitespace to dashes, repeated dashes collapsed; else 'preview-article'. */
export function previewSlug(markdown: string): string {
  const line = previewLine(markdown);
  const slug = (line ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
  return slug || 'preview-article';
}

export const UNTITLED_ARTICLE = 'Untitled Article';

/** The article's title: its first heading, else the preview's line (bold or long first line), stripped of markup. */
export function articleTitle(markdown: string): string {
  const line = firstHeading(markdown) ?? previewLine(markdown);
  return truncate(visibleText(stripMarkdown(line ?? '')).trim(), 200) || UNTITLED_ARTICLE;
}

/** The body without its leading H1, since the article page prints the title itself. */
export function bodyWithoutTitle(markdown: string): string {
  return markdown.replace(/^\s*#\s+[^\n]*\n+/, '').trim();
}

/** An excerpt and meta description: the plain text cut at a word boundary to 160 characters. */
export function summaryOf(markdown: string): string {
  const plain = stripMarkdown(bodyWithoutTitle(markdown));
  if (plain.length <= LIMITS.metaDescriptionLength) return plain;
  const cut = truncate(plain, LIMITS.metaDescriptionLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}
