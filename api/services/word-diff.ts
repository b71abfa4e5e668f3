import { diffWords } from 'diff';
import { IMPORT_LIMITS } from '../../domain/exchange.ts';
import type { LineChange } from '../../domain/versions.ts';

/**
 * The words of `after` against those of `before` (jsdiff's diffWords: words and punctuation are
 * the tokens, whitespace is kept but not compared), with each long unchanged stretch cut to the
 * words around the changes. Undefined when nothing but whitespace changed, or when the texts
 * differ in more than IMPORT_LIMITS.diffMaxEdits tokens (a rewrite, shown as the two values):
 * the cap also bounds the time a dry run of a large file spends.
 */
export function wordDiff(before: string, after: string): LineChange[] | undefined {
  const parts = diffWords(before, after, { maxEditLength: IMPORT_LIMITS.diffMaxEdits });
  if (!parts?.some((part) => part.added || part.removed)) return undefined;
  return parts.map((part, index): LineChange => {
    if (part.added) return { op: 'add', text: part.value };
    if (part.removed) return { op: 'remove', text: part.value };
    return { op: 'same', text: around(part.value, index > 0, index < parts.length - 1) };
  });
}

/** An unchanged stretch: its first words when a change comes before it, its last when one follows, '…' for the rest. */
function around(text: string, keepHead: boolean, keepTail: boolean): string {
  const keep = IMPORT_LIMITS.diffContextWords;
  const tokens = text.match(/\s+|\S+/g) ?? [];
  const words = tokens.flatMap((token, index) => (/\S/.test(token) ? [index] : []));
  if (words.length <= (keepHead ? keep : 0) + (keepTail ? keep : 0)) return text;
  const head = keepHead ? tokens.slice(0, (words[keep - 1] ?? 0) + 1).join('') : '';
  const tail = keepTail ? tokens.slice(words[words.length - keep]).join('') : '';
  return [head, '…', tail].filter(Boolean).join(' ');
}
