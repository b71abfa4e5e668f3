import { describe, expect, it } from 'vitest';
import {
  appendList,
  appendTags,
  appendText,
  insteadOfReferences,
  newReferences,
  splitOnMissing,
  withReferences,
  type References,
} from '../domain/proposals.ts';
import type { ExpertSource } from '../domain/provenance.ts';

const source = (url: string): ExpertSource => ({ title: url, url, kind: 'other', retrievedAt: '2026-11-25', supports: [] });
const none = { wikidata: '', orcid: '', openalex: '' };

describe('how a proposal joins the editor’s text', () => {
  it('appends after a blank line (a space on one line) and never drops the editor’s words', () => {
    expect(appendText('Mine.\nSecond.  ', 'Proposed.')).toBe('Mine.\nSecond.\n\nProposed.');
    expect(appendText('Mine', 'Proposed', true)).toBe('Mine Proposed');
    expect(appendText('  ', 'Proposed')).toBe('Proposed');
    expect(appendText('Mine', '')).toBe('Mine');
  });

  it('appends list entries not listed yet, up to the limit', () => {
    expect(appendList(['a', 'b'], ['B', 'c', 'd'], (x, y) => x.toLowerCase() === y.toLowerCase(), 3)).toEqual(['a', 'b', 'c']);
    expect(appendTags('Fasting, sleep', 'fasting, healthspan')).toBe('Fasting, sleep, healthspan');
  });

  it('marks the missing words of a struck-out sentence, longest first', () => {
    expect(splitOnMissing('In 2011 at Stanford University it showed', ['Stanford', 'Stanford University', '2011'])).toEqual([
      { text: 'In ', missing: false },
      { text: '2011', missing: true },
      { text: ' at ', missing: false },
      { text: 'Stanford University', missing: true },
      { text: ' it showed', missing: false },
    ]);
    expect(splitOnMissing('Plain (a+b)', [])).toEqual([{ text: 'Plain (a+b)', missing: false }]);
  });

  it('accepts found references: all new ones appended, or the found ones instead', () => {
    const current: References = {
      referenceLinks: ['Lab|https://example.org/lab'],
      sources: [source('https://example.org/a')],
      identifiers: { ...none, orcid: '0000-0002-1825-0097' },
    };
    const found: References = {
      referenceLinks: ['https://example.org/lab', 'https://example.org/new'],
      sources: [source('https://example.org/a'), source('https://example.org/b')],
      identifiers: { ...none, wikidata: 'Q100' },
    };
    expect(newReferences(current, found)).toBe(3);
    const all = withReferences(current, found);
    expect(all.referenceLinks).toEqual(['Lab|https://example.org/lab', 'https://example.org/new']);
    expect(all.sources.map((entry) => entry.url)).toEqual(['https://example.org/a', 'https://example.org/b']);
    expect(all.identifiers).toEqual({ wikidata: 'Q100', orcid: '0000-0002-1825-0097', openalex: '' });
    expect(newReferences(all, found)).toBe(0);
    const instead = insteadOfReferences(current, found);
    expect(instead.referenceLinks).toEqual(found.referenceLinks);
    expect(instead.identifiers.orcid).toBe('0000-0002-1825-0097');
  });
});
