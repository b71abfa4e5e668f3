/**
 * Article markdown to HTML, at build time and in the article editor's preview (plain JavaScript:
 * it runs in the browser too), with GitHub's extensions (tables, strikethrough,
 * task lists, footnotes) and nothing an author could use to run script in a visitor's browser.
 * One parser for the whole build: a build renders up to 10,000 articles.
 */
import MarkdownIt, { type Env } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import taskLists from 'markdown-it-task-lists';
import { slugify } from '../../domain/slugs.ts';

const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/** Schemes whose links leave the site and so open in a new tab without passing on trust or referrer. */
const EXTERNAL = /^(https?:)?\/\//i;

/** Ids the page around the article already uses: a heading named 'Main' must not steal the skip link's target. */
const PAGE_IDS = ['main', 'site-footer'];

/**
 * A link or image is kept only when it has an allowed scheme or none at all (a relative URL).
 * The URL is read the way a browser reads it: surrounding controls and spaces trimmed, tabs and
 * newlines dropped anywhere. Anything before the first ':' that comes before '/', '?' or '#' is
 * a scheme, so 'JaVaScRiPt:', 'java\tscript:' and 'java%09script:' are all refused.
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([^:/?#]*):/.exec(cleaned);
  return !scheme || SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}

function headingText(children: ReadonlyArray<{ type: string; content: string }> | null): string {
  return (children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** Per-document state: markdown-it hands the same object to every rule of one render. */
interface RenderEnv extends Env {
  usedIds?: Set<string>;
}

// html: false — raw HTML in an article is shown as text, never rendered.
const md = new MarkdownIt({ html: false, linkify: true })
  .use(footnote)
  .use(taskLists, { enabled: false });

// Bare URLs become links only when written with their scheme: fuzzy matching would link 'README.md'.
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
md.validateLink = isSafeUrl;

/** The page's title is its only h1, so the body's headings start one level below it. */
function demote(tag: string): string {
  return `h${Math.min(6, Number(tag.slice(1)) + 1)}`;
}

// Headings get ids (unique within the page) so sections can be linked to.
md.core.ruler.push('heading_ids', (state) => {
  const env = state.env as RenderEnv;
  const used = (env.usedIds ??= new Set(PAGE_IDS));
  state.tokens.forEach((token, index) => {
    if (token.type === 'heading_close') token.tag = demote(token.tag);
    if (token.type !== 'heading_open') return;
    token.tag = demote(token.tag);
    const base = slugify(headingText(state.tokens[index + 1]?.children ?? null)) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    token.attrSet('id', id);
  });
});

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && EXTERNAL.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'nofollow noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

const renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  token?.attrSet('loading', 'lazy');
  token?.attrSet('decoding', 'async');
  return renderImage ? renderImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

export function renderMarkdown(markdown: string): string {
  const env: RenderEnv = {};
  return md.render(markdown, env);
}
