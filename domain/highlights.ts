/** Science highlights are stored as 'headline|description' or a plain headline. */
export interface Highlight {
  headline: string;
  description: string | undefined;
}

export function parseHighlight(raw: string): Highlight | undefined {
  const bar = raw.indexOf('|');
  const headline = (bar >= 0 ? raw.slice(0, bar) : raw).trim();
  const description = bar >= 0 ? raw.slice(bar + 1).trim() : '';
  if (!headline) return undefined;
  return { headline, description: description || undefined };
}

export function parseHighlights(raw: readonly string[]): Highlight[] {
  return raw.map(parseHighlight).filter((item): item is Highlight => item !== undefined);
}
