import confusables from 'unhomoglyph/data.json' with { type: 'json' };

/**
 * Unicode's confusables.txt as unhomoglyph 1.0.6 carries it (Unicode 13.0.0): each character that
 * can be mistaken for another, mapped to its prototype. Read as a map, one look-up per character:
 * the package's own replace (one expression of 6,311 alternatives) tripled the time to index
 * 100,000 names.
 */
const PROTOTYPES: ReadonlyMap<string, string> = new Map(Object.entries(confusables as Record<string, string>));

/**
 * The confusable skeleton of Unicode TS #39 (section 4) for names compared without regard to
 * case: lower case, NFD, each character replaced by its prototype, NFD again. Names that look
 * alike get the same skeleton ('Pаtrick' with a Cyrillic 'а' and 'Patrick'). Digits stay digits:
 * a number in a name must match exactly (domain/duplicates.ts), and '1' read as 'l' made
 * 'Pending 1' a look-alike of 'Pending 10'. Not for reading, only for comparing.
 */
export function nameSkeleton(text: string): string {
  let skeleton = '';
  for (const character of text.toLowerCase().normalize('NFD')) {
    skeleton += /[0-9]/.test(character) ? character : (PROTOTYPES.get(character) ?? character);
  }
  return skeleton.normalize('NFD');
}
