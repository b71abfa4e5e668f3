/**
 * The rule a model-written sentence must pass to keep its place: every number, year and proper
 * name in it occurs in the text of the sources it cites. Compared without case, accents or number
 * formatting ('15,234' = '15234' = '15 234'). Ordinary words are not checked (the model may
 * paraphrase), and the first word of a sentence is read as a name only when it is an acronym or
 * starts a run of capitalised words ('Harvard Medical School'), since every sentence starts with a
 * capital.
 */

/** Lower case, accents and other combining marks removed, compatibility forms folded ('ﬁ' → 'fi'). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A number as written: digit groups with thousands separators, an optional decimal part. */
const NUMBER = /\d{1,3}(?:[,.'’\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g;

/** A number's value as text ('15,234' → '15234', '1.5' → '1.5', '2009' → '2009'), whatever its separators. */
export function canonicalNumber(written: string): string {
  const compact = written.replace(/[\s'’\u00a0\u202f]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    normal = compact
      .split(decimal === ',' ? '.' : ',')
      .join('')
      .replace(decimal, '.');
  } else {
    const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : '';
    const groups = separator ? compact.split(separator) : [compact];
    // '15,234' and '1.234.567' are thousands; '1,5' and '3.14' are decimals.
    const thousands = groups.length > 2 || (groups.length === 2 && groups[1]?.length === 3 && (groups[0]?.length ?? 0) <= 3 && separator === ',');
    normal = thousands ? groups.join('') : groups.join('.');
  }
  const value = Number(normal);
  return Number.isFinite(value) ? String(value) : normal;
}

function numbersIn(text: string): { written: string; canonical: string }[] {
  return [...text.matchAll(NUMBER)].map((match) => ({ written: match[0].trim(), canonical: canonicalNumber(match[0]) }));
}

/** Words as compared: letter runs, split at hyphens and apostrophes ('O’Brien' → 'o', 'brien'). */
const WORD = /[\p{L}\p{M}]+/gu;

function wordsIn(text: string): string[] {
  return [...foldText(text).matchAll(WORD)].map((match) => match[0]);
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);
/** 'NIH', 'mTOR', 'DNA': two or more capitals, read as a name wherever they stand. */
const isAcronymLike = (word: string) => (word.match(/\p{Lu}/gu) ?? []).length >= 2 || /^\p{Ll}+\p{Lu}/u.test(word);

/** The names of a text: in each of its sentences, capitalised words after the first, acronyms anywhere, and a first word that begins a run of capitals. */
function namesIn(text: string): string[] {
  return text.split(/(?<=[.!?:;])\s+/).flatMap((sentence) => {
    const words = [...sentence.matchAll(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu)].map((match) => match[0]);
    return words.filter((word, index) => {
      if (word.length < 2) return false;
      if (isAcronymLike(word)) return true;
      if (!isCapitalised(word)) return false;
      const next = words[1] ?? '';
      return index > 0 || (isCapitalised(next) && !isAcronymLike(next));
    });
  });
}

export interface SentenceCheck {
  supported: boolean;
  /** The numbers and names as the sentence writes them that no cited source contains, each once. */
  missing: string[];
}

/** The text a source offers for checking: its title and facts, folded into words and numbers. */
export interface SourceText {
  words: ReadonlySet<string>;
  numbers: ReadonlySet<string>;
}

export function sourceText(lines: readonly string[]): SourceText {
  const text = lines.join('\n');
  return { words: new Set(wordsIn(text)), numbers: new Set(numbersIn(text).map((number) => number.canonical)) };
}

/** Checks a sentence against the joined text of the sources it cites. */
export function checkSentence(sentence: string, sources: readonly SourceText[]): SentenceCheck {
  const has = (set: 'words' | 'numbers', value: string) => sources.some((source) => source[set].has(value));
  const missing = new Set<string>();
  for (const number of numbersIn(sentence)) if (!has('numbers', number.canonical)) missing.add(number.written);
  for (const name of namesIn(sentence)) {
    // The capitalised parts of a hyphenated or possessive name must be there ('Harvard-affiliated' needs 'harvard', "Harvard's" too).
    const parts = name.split(/['’-]/).filter((part) => part.length > 1 && (isCapitalised(part) || isAcronymLike(part)));
    if (parts.some((part) => wordsIn(part).some((word) => !has('words', word)))) missing.add(name.replace(/['’]s$/u, ''));
  }
  return { supported: missing.size === 0, missing: [...missing] };
}

/** Common words too short or too frequent to tell which line of a source a sentence rests on. */
const FILLER = new Set([
  'that',
  'this',
  'with',
  'from',
  'have',
  'were',
  'been',
  'their',
  'which',
  'about',
  'into',
  'also',
  'they',
  'them',
  'over',
  'more',
  'than',
  'such',
]);

/**
 * The lines of a source a sentence rests on: those sharing the most of its numbers and longer
 * words, best first (at most `count`); none when no line shares anything.
 */
export function passagesFor(sentence: string, lines: readonly string[], count = 1): string[] {
  const wanted = new Set([
    ...wordsIn(sentence).filter((word) => word.length >= 4 && !FILLER.has(word)),
    ...numbersIn(sentence).map((number) => number.canonical),
  ]);
  const scored = lines.map((line, index) => {
    const have = new Set([...wordsIn(line), ...numbersIn(line).map((number) => number.canonical)]);
    return { line, index, score: [...wanted].filter((word) => have.has(word)).length };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.line);
}
