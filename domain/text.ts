import { LIMITS } from './limits.ts';
import { withoutXmlForbidden } from './xml-text.ts';

/**
 * Markdown to plain text for meta descriptions: code blocks, table rules, link and image targets,
 * footnote markers, reference definitions, HTML tags and every marker character go; table cells
 * become words separated by spaces.
 */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
    .replace(/^\s*([-*_]\s*){3,}$/gm, ' ')
    .replace(/^\s*\[[^\]^][^\]]*\]:\s+\S+.*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]^]*)\]\[[^\]]*\]/g, '$1')
    .replace(/\[\^[^\]]*\]:?/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*([-*+]|\d+\.)\s+(\[[ xX]\]\s+)?/gm, '')
    .replace(/\|/g, ' ')
    .replace(/[#*_`~>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function truncate(text: string, length: number): string {
  return text.length <= length ? text : text.slice(0, length).trimEnd();
}

interface Describable {
  metaDescription?: string | null;
  excerpt?: string | null;
  content: string;
}

/**
 * metaDescription, else excerpt, else the content stripped of markdown and cut to 160 characters;
 * without characters XML forbids, which rows stored before the text rule may hold.
 */
export function articleDescription(article: Describable): string {
  const explicit = article.metaDescription?.trim() || article.excerpt?.trim();
  return withoutXmlForbidden(explicit || truncate(stripMarkdown(article.content), LIMITS.metaDescriptionLength)).trim();
}

/**
 * The name the header shows for a signed-in person: their first name, else their e-mail address
 * (the spec's 'User' read as a role beside the Admin link: 'Admin User'). An administrator whose
 * first name is the word 'Admin' (the start-up account's placeholder) is shown by address too:
 * 'Admin Admin' read as a bug.
 */
export function headerName(user: { firstName: string | null; role: string; email: string }): string {
  const name = firstName(user.firstName ?? '');
  if (!name || (user.role === 'admin' && name.toLowerCase() === 'admin')) return user.email;
  return name;
}

/** First name for greetings and buttons ('Ask AI Peter'). */
export function firstName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const honorifics = /^(dr|prof|professor|sir|dame|mr|mrs|ms)\.?$/i;
  return parts.find((part) => !honorifics.test(part)) ?? parts[0] ?? '';
}
