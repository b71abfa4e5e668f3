import { PROPOSAL_FIELD_LABELS, type ProposalField, type ProposedChanges } from '../../../domain/expert-proposals.ts';
import type { Disclosure } from '../../../domain/provenance.ts';

/** How a proposed value reads and is edited on screen: text as is, a list one entry per line. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? entry : describeDisclosure(entry as Disclosure))).join('\n');
  return typeof value === 'string' ? value : '';
}

export function describeDisclosure(disclosure: Disclosure): string {
  return `${disclosure.text} (${disclosure.kind}; source: ${disclosure.sourceUrl})`;
}

/** The edited text back in the field's shape: lists from their lines (blank lines dropped). */
export function valueFromText(field: Exclude<ProposalField, 'addDisclosures' | 'photo'>, text: string): string | string[] {
  return ['referenceLinks', 'books', 'scienceHighlights', 'youtubeEmbeds'].includes(field) ? text.split('\n').filter((line) => line.trim() !== '') : text;
}

/** The fields of a proposal in the order the profile shows them. */
export function proposalFields(changes: ProposedChanges): ProposalField[] {
  return (Object.keys(PROPOSAL_FIELD_LABELS) as ProposalField[]).filter((field) => changes[field] !== undefined);
}
