import type { Token } from 'markdown-it';
import { LINK_MESSAGES } from '../../../domain/link-check.ts';
import { sameLinkTarget } from '../../../domain/links.ts';
import { stripMarkdown } from '../../../domain/text.ts';
import type { AppDeps } from '../../deps.ts';
import { checkLink } from '../link-check.ts';
import { applyEdits, inlineChildren, inlineTokens, scan, type Edit, type Scan, type Span } from './markdown-spans.ts';

/**
 * No unchecked link in an AI-written article. Links are found with the site's own article parser
 * (publishing/markdown/markdown.ts: the token stream the public page is rendered from), so every form the page
 * would turn into a link is seen: inline links (any title quoting, nested brackets),
 * reference-style and shortcut links, autolinks, bare URLs the linkifier turns into links,
 * footnotes (their text is parsed like any other), and raw HTML <a> and <img> (read with the same
 * parser set to see HTML, since the page shows raw HTML as text and would linkify the URL in it).
 * A link stays a link only when a research source gave it or the link check opened it; any other
 * becomes its text; an image stays only when it is one of our stored images.
 */

/** How many unknown links one article may have checked, and how long each check may take. */
const MAX_CHECKS = 10;
const CHECK_TIMEOUT_MS = 5_000;
/** Rewrites until the parser finds nothing to drop; a construct the rewrite cannot place is then flattened with its block. */
const MAX_PASSES = 3;

/** An address as plain text that no parser links again: its scheme (and '//') taken off. */
function asText(url: string): string {
  return url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:(\/\/)?/, '').replace(/^\/\//, '');
}

export interface LinkRules {
  link(href: string): boolean;
  image(src: string): boolean;
}

/** A link the page would render, where it was written and what to write instead when it goes. */
interface Found {
  kind: 'link' | 'image';
  url: string;
  edit: Edit | undefined;
}

/** Every link and image the site would render, with the edit that turns each into text (or drops an image). */
function findRendered(markdown: string): { found: Found[]; definitions: Scan['definitions']; references: Scan['references'] } {
  const { tokens, spans, definitions, references } = scan(markdown, false);
  const found: Found[] = [];
  for (const { token, lines } of inlineTokens(tokens)) {
    const children = token.children ?? [];
    children.forEach((child, index) => {
      if (child.type === 'image') {
        const span = spans.get(child);
        found.push({
          kind: 'image',
          url: String(child.attrGet('src') ?? ''),
          edit: span && { lines, raw: span.src.slice(span.start, span.end), replacement: '' },
        });
      } else if (child.type === 'link_open') {
        const href = String(child.attrGet('href') ?? '');
        const span = spans.get(child);
        let edit: Edit | undefined;
        if (span && span.labelStart !== undefined && span.labelEnd !== undefined) {
          edit = { lines, raw: span.src.slice(span.start, span.end), replacement: span.src.slice(span.labelStart, span.labelEnd) };
        } else if (span) {
          edit = { lines, raw: span.src.slice(span.start, span.end), replacement: asText(href) };
        } else {
          // Linked after inline parsing (core linkify: 'mailto:…', '//host…'): its text is what was written.
          const text = children[index + 1]?.type === 'text' ? (children[index + 1]?.content ?? '') : '';
          edit = text ? { lines, raw: text, replacement: asText(text) } : undefined;
        }
        found.push({ kind: 'link', url: href, edit });
      }
    });
  }
  return { found, definitions, references };
}

/** The attributes of one HTML tag markdown-it isolated (a single tag, not a document). */
function tagAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<\/?[A-Za-z][A-Za-z0-9-]*/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const value = (match[2] ?? match[3] ?? match[4] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#0*39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    attributes.set((match[1] ?? '').toLowerCase(), value.trim());
  }
  return attributes;
}

const tagName = (tag: string) => /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(tag)?.[1]?.toLowerCase() ?? '';

/**
 * Raw HTML in one piece of inline source: `<a href>` becomes a markdown link when its target may
 * stay (else its text), `<img>` a markdown image when it is ours (else nothing), any other tag goes.
 */
function htmlEdits(children: readonly Token[], spans: WeakMap<Token, Span>, lines: [number, number] | null, rules: LinkRules): Edit[] {
  const edits: Edit[] = [];
  const tags = children.filter((child) => child.type === 'html_inline' && spans.has(child));
  for (let index = 0; index < tags.length; index++) {
    const tag = tags[index] as Token;
    const span = spans.get(tag) as Span;
    const name = tagName(tag.content);
    if (name === 'a' && !tag.content.startsWith('</')) {
      const close = tags.slice(index + 1).find((next) => tagName(next.content) === 'a' && next.content.startsWith('</') && spans.get(next)?.src === span.src);
      const closeSpan = close && spans.get(close);
      if (close && closeSpan) {
        const href = tagAttributes(tag.content).get('href') ?? '';
        const inner = span.src.slice(span.end, closeSpan.start);
        edits.push({ lines, raw: span.src.slice(span.start, closeSpan.end), replacement: rules.link(href) ? `[${inner}](<${href}>)` : inner });
        index = tags.indexOf(close);
        continue;
      }
    }
    if (name === 'img') {
      const attributes = tagAttributes(tag.content);
      const src = attributes.get('src') ?? '';
      edits.push({ lines, raw: tag.content, replacement: rules.image(src) ? `![${(attributes.get('alt') ?? '').replace(/[[\]]/g, '')}](<${src}>)` : '' });
      continue;
    }
    edits.push({ lines, raw: tag.content, replacement: '' });
  }
  return edits;
}

/** Raw HTML (inline tags and HTML blocks) rewritten as markdown or removed; undefined when there is none. */
function withoutRawHtml(markdown: string, rules: LinkRules): string | undefined {
  const { tokens, spans } = scan(markdown, true);
  const edits: Edit[] = [];
  const lines = markdown.split('\n');
  for (const token of tokens) {
    if (token.type === 'html_block' && token.map) {
      const [start, end] = token.map;
      const region = lines.slice(start, end).join('\n');
      const inner = scan(region, true, region, true);
      const rewritten = applyEdits(
        region,
        inlineChildren(inner.tokens).flatMap((children) => htmlEdits(children, inner.spans, null, rules)),
      );
      // Whatever is left of the block is plain text; a tag markdown-it does not isolate here cannot survive as a block.
      edits.push({ lines: [start, end], raw: region, replacement: rewritten === region ? stripMarkdown(region) : rewritten });
    }
  }
  for (const { token, lines: range } of inlineTokens(tokens)) edits.push(...htmlEdits(token.children ?? [], spans, range, rules));
  return edits.length ? applyEdits(markdown, edits) : undefined;
}

/** Every raw HTML tag of an article, inline or in HTML blocks (each block read again as inline HTML). */
function rawHtmlTags(markdown: string): string[] {
  const { tokens } = scan(markdown, true);
  const blocks = tokens
    .filter((token) => token.type === 'html_block')
    .flatMap((token) => inlineChildren(scan(token.content, true, token.content, true).tokens));
  return [...inlineChildren(tokens), ...blocks]
    .flat()
    .filter((child) => child.type === 'html_inline')
    .map((child) => child.content);
}

/** What an article links to and shows, in every form (raw HTML <a> and <img> included): the link check's candidates and the report. */
function targetsOf(markdown: string): { links: string[]; images: string[] } {
  const rendered = findRendered(markdown).found;
  const links = new Set(rendered.filter((entry) => entry.kind === 'link').map((entry) => entry.url));
  const images = new Set(rendered.filter((entry) => entry.kind === 'image').map((entry) => entry.url));
  for (const tag of rawHtmlTags(markdown)) {
    if (tagName(tag) === 'a') links.add(tagAttributes(tag).get('href') ?? '');
    if (tagName(tag) === 'img') images.add(tagAttributes(tag).get('src') ?? '');
  }
  return { links: [...links].filter(Boolean), images: [...images].filter(Boolean) };
}

/** Without any link or image the rules refuse, as the parser reads it; the block of one it cannot place is flattened. */
function withoutRefused(markdown: string, rules: LinkRules): string {
  let text = markdown;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { found, definitions, references } = findRendered(text);
    const refused = found.filter((entry) => (entry.kind === 'link' ? !rules.link(entry.url) : !rules.image(entry.url)));
    const unused = definitions.filter((definition) => {
      const href = references[definition.label]?.href;
      return href !== undefined && !rules.link(href) && !rules.image(href);
    });
    if (refused.length === 0) {
      // Definitions of refused targets render nothing, but their address would stay in the stored text.
      const lines = text.split('\n');
      return unused.length ? lines.filter((_, index) => !unused.some((definition) => index >= definition.start && index < definition.end)).join('\n') : text;
    }
    text = applyEdits(
      text,
      refused.flatMap((entry) => entry.edit ?? []),
    );
  }
  return flattenRefused(text, rules);
}

const ADDRESS = /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/\S+|(?<![\w/])\/\/\S+|\bmailto:\S+/g;

/** Last resort: each block that still renders a refused link becomes plain text without addresses; if even that fails, the whole text. */
function flattenRefused(markdown: string, rules: LinkRules): string {
  const { tokens } = scan(markdown, false);
  const edits: Edit[] = [];
  let everywhere = false;
  const lines = markdown.split('\n');
  for (const { token, lines: range } of inlineTokens(tokens)) {
    const bad = (token.children ?? []).some(
      (child) =>
        (child.type === 'link_open' && !rules.link(String(child.attrGet('href') ?? ''))) ||
        (child.type === 'image' && !rules.image(String(child.attrGet('src') ?? ''))),
    );
    if (!bad) continue;
    if (!range) everywhere = true;
    else {
      const region = lines.slice(range[0], range[1]).join('\n');
      edits.push({ lines: range, raw: region, replacement: stripMarkdown(region).replace(ADDRESS, '') });
    }
  }
  const flattened = applyEdits(markdown, edits);
  const clean = findRendered(flattened).found.every((entry) => (entry.kind === 'link' ? rules.link(entry.url) : rules.image(entry.url)));
  return !everywhere && clean ? flattened : stripMarkdown(markdown).replace(ADDRESS, '');
}

export interface CleanedArticle {
  markdown: string;
  /** Links and images that did not stay, with why (the link check's reason, or that no source gave it and it was not checked). */
  removed: Array<{ url: string; kind: 'link' | 'image'; reason: string }>;
}

/**
 * An AI-written article with only links a source gave (`supplied`) or the link check opened
 * (final 2xx through the guarded fetcher, at most MAX_CHECKS per article), and only our own stored
 * images; everything else as plain text, raw HTML rewritten as markdown or removed.
 */
export async function keepVerifiedLinks(
  deps: Pick<AppDeps, 'imageFetcher' | 'storage'>,
  markdown: string,
  supplied: readonly string[],
): Promise<CleanedArticle> {
  const targets = targetsOf(markdown);
  const isSupplied = (url: string) => supplied.some((source) => sameLinkTarget(source, url));
  const anchor = (url: string) => url.startsWith('#') && url.length > 1;
  const unknown = targets.links.filter((url) => !isSupplied(url) && !anchor(url));
  const verdicts = new Map<string, string | null>();
  await Promise.all(unknown.slice(0, MAX_CHECKS).map(async (url) => verdicts.set(url, await checkLink(deps, url, CHECK_TIMEOUT_MS))));
  const rules: LinkRules = {
    link: (href) => anchor(href) || isSupplied(href) || verdicts.get(href) === null,
    image: (src) => Boolean(src) && deps.storage.keyFor(src) !== undefined,
  };

  let text = markdown;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const rewritten = withoutRawHtml(text, rules);
    if (rewritten === undefined) break;
    text = rewritten;
  }
  const cleaned = withoutRefused(text, rules);

  const removed: CleanedArticle['removed'] = [
    ...targets.links.filter((url) => !rules.link(url)).map((url) => ({ url, kind: 'link' as const, reason: verdicts.get(url) ?? LINK_MESSAGES.notChecked })),
    ...targets.images.filter((url) => !rules.image(url)).map((url) => ({ url, kind: 'image' as const, reason: LINK_MESSAGES.imageNotStored })),
  ];
  return { markdown: cleaned, removed };
}
