import { correctedValue, partShape, type Correction, type CorrectionPart, type EntryPart } from '../../../domain/corrections.ts';

/**
 * The value an editor writes when accepting a correction by hand: a text as it is, a list one
 * entry a line, sourced entries (commercial interests, context notes, sources) and the identifiers
 * as JSON (the form the API takes).
 */

/** The JSON form of each list of sourced entries, shown as the value editor's hint. */
const ENTRY_HINTS: Record<EntryPart, string> = {
  disclosures: 'The whole list of commercial interests as JSON: [{ "kind": "founder", "text": "…", "sourceUrl": "https://…" }].',
  contextNotes: 'The whole list of context notes as JSON: [{ "text": "…", "sourceUrl": "https://…" }].',
  sources: 'The whole list of sources as JSON: [{ "title": "…", "url": "https://…", "kind": "news", "retrievedAt": "2026-11-28", "supports": ["biography"] }].',
};

export function valueAsText(part: CorrectionPart, value: unknown): string {
  const shape = partShape(part);
  if (shape === 'text') return typeof value === 'string' ? value : '';
  if (shape === 'list') return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string').join('\n') : '';
  if (shape === 'record') return JSON.stringify(value ?? {}, null, 2);
  return JSON.stringify(Array.isArray(value) ? value : [], null, 2);
}

/** The editor's text as the part's value; undefined when sourced entries are not valid JSON. */
export function valueFromText(part: CorrectionPart, text: string): unknown {
  const shape = partShape(part);
  if (shape === 'text') return text.trim();
  if (shape === 'list') {
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The text the value editor starts from: the part with the correction applied where that is safe, else the part as it is. */
export function startingValue(correction: Correction, current: unknown): string {
  const part = correction.part as CorrectionPart;
  return valueAsText(part, correctedValue(part, current, correction) ?? current);
}

export function valueHint(part: CorrectionPart): string {
  const shape = partShape(part);
  if (shape === 'text') return 'The whole new text of this part, as it will be published.';
  if (shape === 'list') return 'The whole list, one entry a line, as it will be published.';
  if (shape === 'record') return 'The identifiers as JSON: { "wikidata": "Q42", "orcid": "0000-0002-1825-0097", "openalex": "A5012345678" } (null for none).';
  return ENTRY_HINTS[part as EntryPart];
}
