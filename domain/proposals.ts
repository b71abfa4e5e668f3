import { parseHighlight } from './highlights.ts';
import { IDENTIFIER_LABELS } from './identifiers.ts';
import { sameLinkTarget } from './links.ts';
import { PROVENANCE_LIMITS, type ExpertIdentifiers, type ExpertSource } from './provenance.ts';

/**
 * AI proposes, the editor decides (#21.3): how an AI helper's proposal joins what the editor
 * already has (Replace or Append), and what the editors say about it. No I/O.
 */

/** The editor's text, then the proposal after a blank line (a space on a one-line field); an empty text is simply replaced. */
export function appendText(current: string, addition: string, oneLine = false): string {
  if (current.trim() === '') return addition;
  if (addition.trim() === '') return current;
  return `${current.trimEnd()}${oneLine ? ' ' : '\n\n'}${addition}`;
}

/** The listed entries, then the proposed ones not listed yet (by `same`), up to `max` entries; none is dropped from the editor's own. */
export function appendList<T>(current: readonly T[], proposed: readonly T[], same: (a: T, b: T) => boolean, max = Number.POSITIVE_INFINITY): T[] {
  const next = [...current];
  for (const entry of proposed) {
    if (next.length >= max) break;
    if (!next.some((listed) => same(listed, entry))) next.push(entry);
  }
  return next;
}

/** Comma-separated tags, then the proposed tags not listed yet (without case). */
export function appendTags(current: string, proposed: string): string {
  const split = (text: string) =>
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
  const tags = appendList(split(current), split(proposed), (a, b) => a.toLowerCase() === b.toLowerCase());
  return tags.join(', ');
}

/** Words to mark in a struck-out sentence: each missing word found in it, longest first so a longer name wins over a part of it. */
export function splitOnMissing(text: string, missing: readonly string[]): { text: string; missing: boolean }[] {
  const words = [...new Set(missing.filter((word) => word.trim() !== ''))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [{ text, missing: false }];
  const pattern = new RegExp(`(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'g');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, missing: words.includes(part) }));
}

/** A highlight's topic, compared without case: a proposed highlight on a listed topic is not appended. */
const topicOf = (raw: string) => parseHighlight(raw)?.headline.toLowerCase();
export const sameTopic = (a: string, b: string) => topicOf(a) === topicOf(b);
export const sameSource = (a: ExpertSource, b: ExpertSource) => a.url === b.url;

/** What Find References proposes: links, and (in Manage Experts) sources and identifiers. */
export interface References {
  referenceLinks: string[];
  sources: ExpertSource[];
  identifiers: Record<keyof ExpertIdentifiers, string>;
}

const IDENTIFIER_KINDS = Object.keys(IDENTIFIER_LABELS) as Array<keyof ExpertIdentifiers>;

/** The references with every proposed entry added that is not there yet; a proposed identifier takes its place. */
export function withReferences(current: References, proposed: References): References {
  const identifiers = { ...current.identifiers };
  for (const kind of IDENTIFIER_KINDS) if (proposed.identifiers[kind]) identifiers[kind] = proposed.identifiers[kind];
  return {
    referenceLinks: appendList(current.referenceLinks, proposed.referenceLinks, sameLinkTarget),
    sources: appendList(current.sources, proposed.sources, sameSource, PROVENANCE_LIMITS.sources),
    identifiers,
  };
}

/** The found references instead of the listed ones (an identifier not found keeps the editor's). */
export function insteadOfReferences(current: References, proposed: References): References {
  return withReferences({ ...current, referenceLinks: [], sources: [] }, proposed);
}

/** How many proposed entries are not in the editor's references yet. */
export function newReferences(current: References, proposed: References): number {
  const links = proposed.referenceLinks.filter((link) => !current.referenceLinks.some((listed) => sameLinkTarget(listed, link))).length;
  const sources = proposed.sources.filter((source) => !current.sources.some((listed) => sameSource(listed, source))).length;
  const ids = IDENTIFIER_KINDS.filter((kind) => proposed.identifiers[kind] && proposed.identifiers[kind] !== current.identifiers[kind]).length;
  return links + sources + ids;
}

export const PROPOSAL_TEXTS = {
  heading: (field: string) => `AI proposal for ${field}`,
  yours: 'Your text',
  proposed: 'Proposed',
  empty: '(empty)',
  struckNote: 'Struck-out sentences are not supported by the sources (the marked words are in none of them); Replace and Append leave them out.',
  replaced: 'Replaced with the AI proposal.',
  appended: 'AI proposal appended.',
  accepted: (what: string) => `Accepted ${what}.`,
  ready: (field: string) => ({ title: 'AI Proposal Ready', description: `The proposed ${field} is shown beside yours: Replace, Append or Discard.` }),
  nothingToAppend: 'Append would add nothing: every proposed entry is already listed or the list is full.',
  nothingSupported: 'None of the proposed text is supported by the sources, so there is nothing to insert.',
  noHighlights: { title: 'No highlights found', description: 'The sources support no science highlight for this expert. Please add them by hand.' },
  highlightsReady: (count: number) => ({
    title: 'Science Highlights Proposed',
    description: `${count} ${count === 1 ? 'highlight is' : 'highlights are'} shown beside yours: Replace, Append or Discard.`,
  }),
  noReferences: { title: 'No New References Found', description: 'Every link, source and identifier the sources offer is already listed.' },
  referencesReady: (count: number) => ({
    title: 'References Found',
    description: `${count} ${count === 1 ? 'proposal is' : 'proposals are'} shown beside your references: accept them one by one or all.`,
  }),
} as const;
