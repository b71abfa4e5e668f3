import { describe, expect, it } from 'vitest';
import { canonicalNumber, checkSentence, passagesFor, sourceText } from '../domain/ai/sentence-check.ts';

/** The rule a model-written sentence must pass: its numbers, years and names occur in the sources it cites. */

const source = sourceText([
  'Wikipedia: Élodie Müller',
  'Élodie Müller is a French biologist at the Université de Montréal who studies NAD+ metabolism.',
  'Works: 87; citations: 15234; h-index: 41',
  'In 2009 she joined the Salk Institute.',
]);

describe('checkSentence', () => {
  it('compares numbers whatever their formatting, names without case or accents', () => {
    for (const sentence of [
      'Her work has been cited 15,234 times.',
      'Her work has been cited 15 234 times.',
      'Her work has been cited 15234 times.',
      'She moved to the Salk Institute in 2009.',
      'Elodie Muller works at the Universite de Montreal.',
      'ELODIE MÜLLER studies NAD+ metabolism.',
    ]) {
      expect(checkSentence(sentence, [source]), sentence).toEqual({ supported: true, missing: [] });
    }
  });

  it('names every number, year and name no cited source contains', () => {
    expect(checkSentence('In 2011 she joined Stanford University, publishing 90 works.', [source])).toEqual({
      supported: false,
      missing: ['2011', '90', 'Stanford', 'University'],
    });
    expect(checkSentence('She was cited 15,000 times.', [source])).toEqual({ supported: false, missing: ['15,000'] });
    // Nothing cited: every checkable word is missing.
    expect(checkSentence('She won the Nobel Prize in 2031.', [])).toEqual({ supported: false, missing: ['2031', 'Nobel', 'Prize'] });
  });

  it('reads a sentence’s first word as a name only when it is an acronym or starts a run of capitals', () => {
    expect(checkSentence('Described NAD+ metabolism. Studied it further.', [source])).toEqual({ supported: true, missing: [] });
    expect(checkSentence('Oxford Biology hosted her.', [source]).missing).toEqual(['Oxford', 'Biology']);
    expect(checkSentence('NIH funded the work.', [source]).missing).toEqual(['NIH']);
    expect(checkSentence("Salk's Institute-affiliated lab grew.", [source])).toEqual({ supported: true, missing: [] });
  });

  it('reads thousands and decimals as their value', () => {
    expect(['15,234', '15 234', '15\u202f234', '1,234,567', '1.5', '1,5', '2009', '0042'].map(canonicalNumber)).toEqual([
      '15234',
      '15234',
      '15234',
      '1234567',
      '1.5',
      '1.5',
      '2009',
      '42',
    ]);
  });
});

describe('passagesFor', () => {
  it('answers the line of a source that shares most with the sentence', () => {
    const lines = ['Works: 87; citations: 15234; h-index: 41', 'In 2009 she joined the Salk Institute.'];
    expect(passagesFor('She joined the Salk Institute in 2009.', lines)).toEqual(['In 2009 she joined the Salk Institute.']);
    expect(passagesFor('Cited 15,234 times.', lines)).toEqual(['Works: 87; citations: 15234; h-index: 41']);
    expect(passagesFor('Unrelated words entirely.', lines)).toEqual([]);
  });
});
