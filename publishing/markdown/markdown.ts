/**
 * Article markdown to HTML, at build time and in the article editor's preview (plain JavaScript:
 * it runs in the browser too), with GitHub's extensions (tables, strikethrough,
 * task lists, footnotes) and nothing an author could use to run script in a visitor's browser.
 * One parser for the whole build: a build renders up to 10,000 articles.
 */
import MarkdownIt, { type Env, type Token } from 'markdown-it';
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

type InlineToken = NonNullable<Token['children']>[number];

/** A link with a refused scheme keeps its text and loses its tags; a refused image becomes its alt text. */
function withoutRefusedLinks(children: InlineToken[], makeText: (content: string) => InlineToken): InlineToken[] {
  const refused: boolean[] = [];
  const kept: InlineToken[] = [];
  for (const child of children) {
    if (child.type === 'link_open') {
      refused.push(!isSafeUrl(String(child.attrGet('href') ?? '')));
      if (refused.at(-1)) continue;
    } else if (child.type === 'link_close') {
      if (refused.pop()) continue;
    } else if (child.type === 'image' && !isSafeUrl(String(child.attrGet('src') ?? ''))) {
      kept.push(makeText(child.content));
      continue;
    }
    kept.push(child);
  }
  return kept;
}

/**
 * The page's title is its only h1, so the body's top heading level becomes h2 and the others keep
 * their distance from it: '#'/'##' and '##'/'###' both read h2/h3, with no level skipped.
 */
function shiftHeadings(tokens: Token[]): void {
  const levels = tokens.filter((token) => token.type === 'heading_open').map((token) => Number(token.tag.slice(1)));
  if (levels.length === 0) return;
  const shift = 2 - Math.min(...levels);
  for (const token of tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + shift)}`;
  }
}

/**
 * The article parser: what an article's markdown means (which text is a link, an image, a
 * footnote). The site renders its tokens (below); the API reads the same tokens to find every
 * link in AI-written articles before they are published (api/services/ai/article-links.ts), so
 * both agree on what is a link. `html: true` is only for that check, to see raw HTML as tags: the
 * site itself never renders raw HTML (it is shown as text).
 */
export function createArticleParser(options: { html?: boolean } = {}): InstanceType<typeof MarkdownIt> {
  const parser = new MarkdownIt({ html: options.html ?? false, linkify: true }).use(footnote).use(taskLists, { enabled: false });
  // Bare URLs become links only when written with their scheme: fuzzy matching would link 'README.md'.
  parser.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
  // Every destination parses as a link, so a refused one can be shown as its text (below) rather
  // than as the raw '[text](javascript:…)' markdown-it leaves when its own filter refuses it.
  parser.validateLink = () => true;

  parser.core.ruler.push('refused_links', (state) => {
    const makeText = (content: string) => Object.assign(new state.Token('text', '', 0), { content });
    for (const token of state.tokens) {
      if (token.type === 'inline' && token.children) token.children = withoutRefusedLinks(token.children, makeText);
    }
  });

  // Headings get ids (unique within the page) so sections can be linked to.
  parser.core.ruler.push('heading_ids', (state) => {
    const env = state.env as RenderEnv;
    const used = (env.usedIds ??= new Set(PAGE_IDS));
    shiftHeadings(state.tokens);
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const base = slugify(headingText(state.tokens[index + 1]?.children ?? null)) || 'section';
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      token.attrSet('id', id);
    });
  });
  return parser;
}

// html: false — raw HTML in an article is shown as text, never rendered.
const md = createArticleParser();

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && EXTERNAL.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'nofollow noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

// Wide tables scroll sideways inside a focusable region (keyboard users can scroll it too); the
// region's edge shadows (prose.css) show that there is more to see.
md.renderer.rules.table_open = (tokens, index, options, _env, self) =>
  `<div class="table-scroll" role="region" aria-label="Table, scrolls sideways" tabindex="0">${self.renderToken(tokens, index, options)}`;
md.renderer.rules.table_close = (tokens, index, options, _env, self) => `${self.renderToken(tokens, index, options)}</div>`;

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
