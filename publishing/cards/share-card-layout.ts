/**
 * Line breaking for the share cards' text: greedy by words, a word too long for a line broken by
 * characters, and at most `maxLines` lines, the last one ending in '…' when text was left out.
 * The width of a text is measured by the caller (the card's font), so this is plain logic.
 */
export function wrapLines(text: string, measure: (text: string) => number, maxWidth: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word) <= maxWidth) {
      line = word;
      continue;
    }
    // A word wider than the line (a long URL-like name): break it where it no longer fits.
    let part = '';
    for (const char of Array.from(word)) {
      if (part && measure(part + char) > maxWidth) {
        lines.push(part);
        part = char;
      } else part += char;
    }
    line = part;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (measure(last) > maxWidth && last.length > 1) last = `${Array.from(last).slice(0, -2).join('').trimEnd()}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** Up to two initials of a name, without titles (the card's stand-in for a missing portrait). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part) && !/^(dr|prof)\.?$/i.test(part))
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}
