import type { CheckedField, CheckedSentence } from '../../../domain/ai/research.ts';
import { LIMITS } from '../../../domain/limits.ts';

/** How the review dialog lays out the sentences the research checked (pure, no React). */

export interface TextPart {
  text: string;
  /** A number, year or name no cited source contains (shown marked). */
  missing: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The sentence cut into runs, each of the words no source contains as its own marked run. A word
 * counts only where it stands alone ('2011' is not marked inside '20112').
 */
export function markMissingWords(text: string, missing: readonly string[]): TextPart[] {
  const words = [...new Set(missing.filter((word) => word.trim() !== ''))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [{ text, missing: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start), missing: false });
    parts.push({ text: match[0], missing: true });
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), missing: false });
  return parts;
}

/** Only the shape the research writes: anything else (hand-made rows, older runs) gives no sentences. */
export function checkedSentences(researchData: unknown): CheckedSentence[] {
  const sentences = (researchData as { sentences?: unknown } | null | undefined)?.sentences;
  return Array.isArray(sentences) ? (sentences as CheckedSentence[]).filter((sentence) => typeof sentence?.text === 'string') : [];
}

export function sentencesOf(sentences: readonly CheckedSentence[], field: CheckedField): CheckedSentence[] {
  return sentences.filter((sentence) => sentence.field === field);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Whether the field still says what the research kept (the supported sentences, in order): then
 * the dialog shows the field as those sentences with their marks. After an edit it shows the
 * field as it is now, and the checked sentences beside it as what the AI wrote.
 */
export function fieldIsAsWritten(current: string | readonly string[], sentences: readonly CheckedSentence[]): boolean {
  const kept = sentences.filter((sentence) => sentence.supported).map((sentence) => sentence.text);
  // The research keeps at most LIMITS.scienceHighlights highlights, in order.
  if (Array.isArray(current))
    return current.length === Math.min(kept.length, LIMITS.scienceHighlights) && current.every((line, index) => squash(line) === squash(kept[index] ?? ''));
  return squash(typeof current === 'string' ? current : '') === squash(kept.join(' '));
}

/** Why a sentence was left out, as the editor reads it beside the struck-out text. */
export function leftOutReason(sentence: CheckedSentence): string {
  if (sentence.reason === 'web-address') return 'left out: it carried a web address';
  if (sentence.reason === 'no-source')
    return sentence.missing.length > 0 ? 'left out: it cites no source; the marked words are in none' : 'left out: it cites no source';
  return 'left out: the marked words are in none of the sources it cites';
}

/** 'topic|summary' as a reader sees a science highlight. */
export function highlightText(text: string): string {
  const [topic = '', ...rest] = text.split('|');
  return rest.length > 0 ? `${topic}: ${rest.join('|')}` : topic;
}
