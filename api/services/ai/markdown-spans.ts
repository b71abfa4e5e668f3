import type { Env, StateBlock, StateInline, Token } from 'markdown-it';
import { createArticleParser } from '../../../publishing/markdown/markdown.ts';

/**
 * The article parser (publishing/markdown/markdown.ts) with a memory of where each construct was written, and
 * exact rewrites from it: markdown-it's token stream says what a text means but not where in the
 * source each link sits, so its link, image, autolink, linkify, raw-HTML and reference rules are
 * wrapped to note their source spans, and edits replace exactly those.
 */

type InlineRule = (state: StateInline, silent: boolean) => boolean;
type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/** Where a construct was written: its source text is src.slice(start, end); a link's label is src.slice(labelStart, labelEnd). */
export interface Span {
  src: string;
  start: number;
  end: number;
  labelStart?: number;
  labelEnd?: number;
}

export interface Scan {
  tokens: Token[];
  spans: WeakMap<Token, Span>;
  /** Lines [start, end) of each reference definition, with its label. */
  definitions: Array<{ start: number; end: number; label: string }>;
  references: Record<string, { href: string }>;
}

/** A rule of a markdown-it ruler, to wrap it (the list is internal to markdown-it but stable: it is how rules are replaced). */
function ruleOf<F>(ruler: unknown, name: string): { fn: F; alt: string[] } {
  const rule = (ruler as { __rules__: Array<{ name: string; fn: F; alt: string[] }> }).__rules__.find((entry) => entry.name === name);
  if (!rule) throw new Error(`markdown-it has no rule '${name}'`);
  return rule;
}

const SCHEME_CHAR = /[A-Za-z0-9+.-]/;

/**
 * Parses with the article parser, its link, image, autolink, linkify and raw-HTML rules wrapped to
 * note where each construct was written, and its reference rule to note definition lines.
 */
export function scan(markdown: string, html: boolean, src = markdown, inlineOnly = false): Scan {
  const parser = createArticleParser({ html });
  const spans = new WeakMap<Token, Span>();
  const definitions: Scan['definitions'] = [];
  const wrapInline = (name: string, types: string[]) => {
    const original = ruleOf<InlineRule>(parser.inline.ruler, name).fn;
    parser.inline.ruler.at(name, (state: StateInline, silent: boolean) => {
      const start = state.pos;
      const before = state.tokens.length;
      if (!original(state, silent)) return false;
      if (silent) return true;
      const token = state.tokens.slice(before).find((pushed) => types.includes(pushed.type));
      if (!token) return true;
      const span: Span = { src: state.src, start, end: state.pos };
      if (name === 'linkify') {
        // The rule fires at the ':' of 'https://', the scheme already read as text.
        while (span.start > 0 && SCHEME_CHAR.test(state.src.charAt(span.start - 1))) span.start--;
      }
      if (name === 'link' || name === 'image') {
        const labelStart = start + (name === 'image' ? 2 : 1);
        const saved = state.pos;
        const labelEnd = state.md.helpers.parseLinkLabel(state, labelStart - 1, name === 'link');
        state.pos = saved;
        if (labelEnd >= 0) Object.assign(span, { labelStart, labelEnd });
      }
      spans.set(token, span);
      return true;
    });
  };
  wrapInline('link', ['link_open']);
  wrapInline('image', ['image']);
  wrapInline('autolink', ['link_open']);
  wrapInline('linkify', ['link_open']);
  if (html) wrapInline('html_inline', ['html_inline']);
  const { fn: readReference, alt: referenceAlt } = ruleOf<BlockRule>(parser.block.ruler, 'reference');
  parser.block.ruler.at(
    'reference',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      const known = new Set(Object.keys((state.env as { references?: object }).references ?? {}));
      if (!readReference(state, startLine, endLine, silent)) return false;
      const label = Object.keys((state.env as { references?: object }).references ?? {}).find((key) => !known.has(key)) ?? '';
      if (!silent) definitions.push({ start: startLine, end: state.line, label });
      return true;
    },
    { alt: [...referenceAlt] },
  );
  const env: Env = {};
  const tokens = inlineOnly ? parser.parseInline(src, env) : parser.parse(markdown, env);
  return { tokens, spans, definitions, references: env.references ?? {} };
}

/** One replacement: `raw` (found within the lines, or anywhere when null) becomes `replacement`. */
export interface Edit {
  lines: [number, number] | null;
  raw: string;
  replacement: string;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `raw` in `text` and `replacement` put in its place. A construct written over several lines inside
 * a quote or list reaches the parser without the line prefixes ('> ', indentation), so its lines
 * are matched with any such prefix between them, and the replacement's lines get the same prefix.
 */
function replaceOnce(text: string, raw: string, replacement: string): string | undefined {
  if (raw === '') return undefined;
  const at = text.indexOf(raw);
  if (at >= 0) return text.slice(0, at) + replacement + text.slice(at + raw.length);
  if (!raw.includes('\n')) return undefined;
  const match = new RegExp(raw.split('\n').map(escapeForPattern).join('(\\n[ \\t>]*)')).exec(text);
  if (!match) return undefined;
  const separator = match[1] ?? '\n';
  return text.slice(0, match.index) + replacement.split('\n').join(separator) + text.slice(match.index + match[0].length);
}

/** Applies edits bottom-up (so earlier line numbers stay true), whole-document ones last. */
export function applyEdits(markdown: string, edits: readonly Edit[]): string {
  let lines = markdown.split('\n');
  const placed = edits.filter((edit) => edit.lines !== null).sort((a, b) => (b.lines?.[0] ?? 0) - (a.lines?.[0] ?? 0));
  for (const edit of placed) {
    const [start, end] = edit.lines as [number, number];
    const changed = replaceOnce(lines.slice(start, end).join('\n'), edit.raw, edit.replacement);
    if (changed !== undefined) lines = [...lines.slice(0, start), ...changed.split('\n'), ...lines.slice(end)];
  }
  let text = lines.join('\n');
  for (const edit of edits.filter((entry) => entry.lines === null)) text = replaceOnce(text, edit.raw, edit.replacement) ?? text;
  return text;
}

/** Block tokens with the lines they came from: inline tokens carry their block's map (inline footnotes have none). */
export function* inlineTokens(tokens: readonly Token[]): Generator<{ token: Token; lines: [number, number] | null }> {
  for (const token of tokens) {
    if (token.type === 'inline') yield { token, lines: token.map ? [token.map[0], token.map[1]] : null };
  }
}

export function inlineChildren(tokens: readonly Token[]): Token[][] {
  return tokens.filter((token) => token.type === 'inline').map((token) => token.children ?? []);
}
