/**
 * Names, titles and slugs as they are seen. A name is shown inside other text (`<title>`, meta
 * tags, headings, 'Books by …') and compared with other names (duplicates), so a character that
 * is not seen must not be in it:
 * - direction controls (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM), which turn the text around
 *   them ('U+202E' makes 'Attia' read 'aittA' and reverses what follows it);
 * - zero-width spaces and joiners, word joiner, soft hyphen, byte order mark, variation selectors,
 *   tags and the other characters Unicode says to draw as nothing (Default_Ignorable_Code_Point)
 *   or that only format (Cf), which hide one name inside another;
 * - control characters. Every run of blanks (tabs, line breaks, no-break and wide spaces) becomes
 *   one space, and the result is in NFC, so 'é' is one character however it was typed.
 * Zero-width joiners inside a word of a script that uses them (some Indic and Persian spellings)
 * go too: a name's letters stay, only their joining may change (docs/DECISIONS.md).
 */
const INVISIBLE = /(?!\p{White_Space})[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;
const BLANKS = /\p{White_Space}+/gu;

export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '').replace(BLANKS, ' ').normalize('NFC');
}

/**
 * A name set inside a sentence of plain text (a toast, a confirmation) between the isolating marks
 * FSI and PDI, the plain-text form of `<bdi>`: a name written right to left keeps its order and
 * leaves the sentence's alone.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
