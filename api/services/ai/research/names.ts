/** Names compared the way people write them: accents, case, punctuation and middle initials aside. */
function tokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((token) => token.length > 1);
}

/** True when every word of the query is in the name and first and last words agree ('David Sinclair' ~ 'David A. Sinclair'). */
export function sameName(query: string, name: string): boolean {
  const wanted = tokens(query);
  const have = tokens(name);
  if (wanted.length === 0 || have.length === 0) return false;
  return wanted.every((token) => have.includes(token)) && wanted[0] === have[0] && wanted.at(-1) === have.at(-1);
}

/** Words of a disambiguating hint worth matching (four letters or more). */
export function hintWords(hint: string): string[] {
  return tokens(hint).filter((token) => token.length >= 4);
}

export function countMatches(words: readonly string[], haystack: string): number {
  const have = new Set(tokens(haystack));
  return words.filter((word) => have.has(word)).length;
}
