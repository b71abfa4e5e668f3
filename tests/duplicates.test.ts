import { describe, expect, it } from 'vitest';
import {
  createDuplicateIndex,
  duplicateReason,
  DUPLICATE_MESSAGES,
  findDuplicates,
  MAX_DUPLICATES,
  nameKey,
  nameWords,
  possibleDuplicateMessage,
  similarNames,
  type KnownPerson,
} from '../domain/duplicates.ts';
import { nameSkeleton } from '../api/services/name-skeleton.ts';
import { identifierOfUrl, identifiersFromLinks, mergeIdentifiers } from '../domain/identifiers.ts';
import { NO_IDENTIFIERS, type ExpertIdentifiers } from '../domain/provenance.ts';

/** The one duplicate matcher (domain/duplicates.ts) and the identifier readers it relies on. */

const person = (name: string, identifiers: Partial<ExpertIdentifiers> = {}) => ({ name, identifiers: { ...NO_IDENTIFIERS, ...identifiers } });
let nextId = 0;
const expert = (name: string, identifiers: Partial<ExpertIdentifiers> = {}): KnownPerson => {
  nextId += 1;
  return { kind: 'expert', id: nextId, link: `/expert-${nextId}`, ...person(name, identifiers) };
};
const submission = (name: string, identifiers: Partial<ExpertIdentifiers> = {}): KnownPerson => {
  nextId += 1;
  return { kind: 'submission', id: nextId, link: `/admin/submissions#submission-${nextId}`, ...person(name, identifiers) };
};

describe('names as comparable words', () => {
  it.each([
    ['David Sinclair', ['david', 'sinclair']],
    ['  DAVID   sinclair ', ['david', 'sinclair']],
    ['Dr. David Sinclair', ['david', 'sinclair']],
    ['Prof. Dr. Linda Partridge', ['linda', 'partridge']],
    ['Professor Dame Linda Partridge', ['linda', 'partridge']],
    ['Dr. med. Hans Müller', ['hans', 'muller']],
    ['Peter Attia, MD', ['peter', 'attia']],
    ['Peter Attia MD', ['peter', 'attia']],
    ['Peter Attia, M.D.', ['peter', 'attia']],
    ['Peter Attia M.D.', ['peter', 'attia']],
    ['Dr. Smith', ['dr', 'smith']],
    ['Eric Verdin, MD, PhD', ['eric', 'verdin']],
    ['Martin Luther King Jr.', ['martin', 'luther', 'king']],
    ['Attia, Peter', ['attia', 'peter']],
    ['Aubrey de Grey', ['aubrey', 'de', 'grey']],
    ['José Viña', ['jose', 'vina']],
    ['Søren Kierkegaard', ['soren', 'kierkegaard']],
    ['Łukasz Straße', ['lukasz', 'strasse']],
    ["Seán O'Neill", ['sean', 'oneill']],
    ['Jean-Marie Robine', ['jean', 'marie', 'robine']],
    ['J.M. Robine', ['j', 'm', 'robine']],
    ['JM Robine', ['j', 'm', 'robine']],
    ['S. Jay Olshansky', ['s', 'jay', 'olshansky']],
    ['Robert N. Butler', ['robert', 'n', 'butler']],
    ['James (Jim) Kirkland', ['james', 'kirkland']],
    ['Minh Do', ['minh', 'do']],
    ['Jack Ma', ['jack', 'ma']],
    ['', []],
    ['—', []],
  ])('%s', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });

  it('keys a name the same in any word order', () => {
    expect(nameKey('Sinclair David')).toBe(nameKey('David Sinclair'));
    expect(nameKey('Attia, Peter')).toBe(nameKey('Dr. Peter Attia, MD'));
  });
});

describe('similar names', () => {
  it.each([
    ['D. Sinclair', 'David Sinclair'],
    ['David A. Sinclair', 'David Sinclair'],
    ['David Andrew Sinclair', 'D. A. Sinclair'],
    ['S. Jay Olshansky', 'Jay Olshansky'],
    ['JM Robine', 'Jean-Marie Robine'],
    ['Sinclair D.', 'David Sinclair'],
  ])('%s ~ %s', (a, b) => {
    expect(similarNames(nameWords(a), nameWords(b))).toBe(true);
    expect(similarNames(nameWords(b), nameWords(a))).toBe(true);
  });

  it.each([
    ['John Smith', 'Jane Smith'],
    ['Smith', 'John Smith'],
    ['J. S.', 'John Smith'],
    ['D. Sinclair', 'Upton Sinclair'],
    ['David Sinclair', 'David Sinclaire'],
    ['Anna Lee', 'Lee Marvin'],
    // A number is a word, never an initial.
    ['Dr. Pending 1', 'Dr. Pending 10'],
  ])('%s is not %s', (a, b) => {
    expect(similarNames(nameWords(a), nameWords(b))).toBe(false);
    expect(similarNames(nameWords(b), nameWords(a))).toBe(false);
  });

  it('needs a distinct word for each word of the shorter name', () => {
    // Two initials 'j' cannot both take the one 'john'.
    expect(similarNames(['j', 'j', 'smith'], ['john', 'paul', 'smith'])).toBe(false);
    expect(similarNames(['j', 'j', 'smith'], ['john', 'james', 'smith'])).toBe(true);
    // The full word is matched before an initial could take it.
    expect(similarNames(['j', 'jones'], ['jones', 'james'])).toBe(true);
  });
});

describe('why one person may be another', () => {
  it.each<[string, Partial<ExpertIdentifiers>, Partial<ExpertIdentifiers>, string]>([
    ['same Wikidata id', { wikidata: 'Q42' }, { wikidata: 'Q42' }, 'same Wikidata id'],
    ['same ORCID', { orcid: '0000-0002-1825-0097' }, { orcid: '0000-0002-1825-0097' }, 'same ORCID'],
    ['ORCID check digit X in either case', { orcid: '0000-0002-1694-233X' }, { orcid: '0000-0002-1694-233x' }, 'same ORCID'],
    ['same OpenAlex id', { openalex: 'A5012345678' }, { openalex: 'A5012345678' }, 'same OpenAlex id'],
  ])('%s, whatever the names', (_, a, b, reason) => {
    expect(duplicateReason(person('Ada Lovelace', a), person('Someone Else Entirely', b))).toBe(reason);
  });

  it('prefers Wikidata, then ORCID, then OpenAlex', () => {
    const ids = { wikidata: 'Q1', orcid: '0000-0002-1825-0097', openalex: 'A1' };
    expect(duplicateReason(person('A B', ids), person('C D', ids))).toBe('same Wikidata id');
    expect(duplicateReason(person('A B', { ...ids, wikidata: null }), person('C D', ids))).toBe('same ORCID');
  });

  it('never calls two people with different identifiers of one kind duplicates, even of one name', () => {
    expect(duplicateReason(person('John Smith', { wikidata: 'Q401' }), person('John Smith', { wikidata: 'Q402' }))).toBeUndefined();
    expect(duplicateReason(person('John Smith', { orcid: '0000-0001-0000-0001' }), person('John Smith', { orcid: '0000-0001-0000-0002' }))).toBeUndefined();
  });

  it('uses one matching identifier even when another kind differs', () => {
    expect(
      duplicateReason(person('A B', { wikidata: 'Q1', orcid: '0000-0001-0000-0001' }), person('C D', { wikidata: 'Q1', orcid: '0000-0001-0000-0002' })),
    ).toBe('same Wikidata id');
  });

  it('falls back to the name when only one side has an identifier', () => {
    expect(duplicateReason(person('David Sinclair', { wikidata: 'Q1' }), person('Dr. David Sinclair'))).toBe('same name');
  });

  it.each([
    ['Dr. David Sinclair', 'David Sinclair', 'same name'],
    ['Sinclair, David', 'David Sinclair', 'same name'],
    ['DAVID SINCLAIR, PhD', 'david sinclair', 'same name'],
    ['José Viña', 'Jose Vina', 'same name'],
    ['D. Sinclair', 'David Sinclair', 'similar name'],
    ['David A. Sinclair', 'Prof. David Sinclair', 'similar name'],
  ])('%s ~ %s: %s', (a, b, reason) => {
    expect(duplicateReason(person(a), person(b))).toBe(reason);
  });

  it.each([
    ['John Smith', 'Jane Smith'],
    ['', ''],
    ['Smith', 'Smith Jones'],
  ])('%s is not %s', (a, b) => {
    expect(duplicateReason(person(a), person(b))).toBeUndefined();
  });
});

describe('names that look alike (confusable skeleton, Unicode TS #39)', () => {
  it.each([
    ['P\u0435ter \u0410ttia', 'Peter Attia', 'look-alike name'],
    ['Ρeter Αttia', 'Peter Attia', 'look-alike name'], // Greek capital Rho and Alpha
    ['Dr. P\u0435ter H. \u0410ttia', 'Peter Attia', 'similar name'],
    ['Pe\u200Bter Att\u00ADia', 'Peter Attia', 'same name'],
    ['Peter Attia', 'Peter Attia', 'same name'],
  ])('%s is %s (%s)', (a, b, reason) => {
    expect(duplicateReason(person(a), person(b), nameSkeleton)).toBe(reason);
    expect(
      createDuplicateIndex([expert(b)], nameSkeleton)
        .match(person(a))
        .map((found) => found.reason),
    ).toEqual([reason]);
  });

  it.each([
    ['Dr. Pending 1', 'Dr. Pending 10'],
    ['Peter Attia', 'Peter Altia'],
    ['Ian Smith', 'Jan Smith'],
  ])('%s is not %s', (a, b) => {
    expect(duplicateReason(person(a), person(b), nameSkeleton)).toBeUndefined();
  });

  it('without a skeleton, compares names as written only', () => {
    expect(duplicateReason(person('P\u0435ter \u0410ttia'), person('Peter Attia'))).toBeUndefined();
  });
});

describe('matching against experts and pending submissions', () => {
  const sinclair = expert('David Sinclair', { wikidata: 'Q5237' });
  const attia = expert('Peter Attia', { orcid: '0000-0002-1825-0097' });
  const pending = submission('Dr. Peter Attia');
  const otherSmith = expert('John Smith', { wikidata: 'Q402' });
  const known = [sinclair, attia, pending, otherSmith, expert('Upton Sinclair'), expert('Jane Smith')];
  const index = createDuplicateIndex(known);

  it('finds by identifier, best reason first, experts before submissions', () => {
    const found = index.match(person('P. Attia', { orcid: '0000-0002-1825-0097' }));
    expect(found).toEqual([
      { kind: 'expert', id: attia.id, name: 'Peter Attia', reason: 'same ORCID', link: attia.link },
      { kind: 'submission', id: pending.id, name: 'Dr. Peter Attia', reason: 'similar name', link: pending.link },
    ]);
  });

  it('finds by name when the person has no identifier', () => {
    expect(index.match(person('Sinclair, David')).map((found) => [found.name, found.reason])).toEqual([['David Sinclair', 'same name']]);
  });

  it('leaves out the record itself', () => {
    expect(index.match(person('Dr. Peter Attia'), { kind: 'submission', id: pending.id }).map((found) => found.id)).toEqual([attia.id]);
    // An expert with the same id as the excluded submission is still found: kinds differ.
    expect(index.match(person('Peter Attia'), { kind: 'expert', id: pending.id }).map((found) => found.id)).toEqual([attia.id, pending.id]);
  });

  it('finds nobody for a new person, a lone surname, or a namesake with another Wikidata item', () => {
    expect(index.match(person('Cynthia Kenyon'))).toEqual([]);
    expect(index.match(person('Sinclair'))).toEqual([]);
    expect(index.match(person('John Smith', { wikidata: 'Q401' }))).toEqual([]);
  });

  it('finds a namesake without identifiers, and an identifier match under another name', () => {
    expect(index.match(person('John Smith')).map((found) => found.id)).toEqual([otherSmith.id]);
    expect(index.match(person('Completely Different', { wikidata: 'Q5237' })).map((found) => found.reason)).toEqual(['same Wikidata id']);
  });

  it('lists at most MAX_DUPLICATES', () => {
    const many = Array.from({ length: MAX_DUPLICATES + 3 }, () => submission('Maria Garcia'));
    expect(findDuplicates(person('Maria Garcia'), many)).toHaveLength(MAX_DUPLICATES);
  });

  it('says why, in one sentence per duplicate', () => {
    expect(possibleDuplicateMessage({ name: 'Peter Attia', reason: 'same ORCID' })).toBe('Possible duplicate of Peter Attia (same ORCID)');
    expect(DUPLICATE_MESSAGES.confirmationNeeded([{ name: 'Peter Attia', reason: 'same ORCID' }])).toBe(
      'Possible duplicate of Peter Attia (same ORCID). Check that this is a different person, then approve again with confirmDuplicate set to true.',
    );
  });

  it('stays fast on a large directory', () => {
    const big = Array.from({ length: 20_000 }, (_, n) => expert(`Person${n} Surname${n % 500}`));
    const large = createDuplicateIndex(big);
    const started = performance.now();
    for (let n = 0; n < 200; n++) large.match(person(`Someone${n} Surname${n}`));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('identifiers read from links', () => {
  it.each([
    ['https://www.wikidata.org/wiki/Q42', { kind: 'wikidata', id: 'Q42' }],
    ['http://www.wikidata.org/entity/Q42', { kind: 'wikidata', id: 'Q42' }],
    ['https://m.wikidata.org/wiki/Q42/', { kind: 'wikidata', id: 'Q42' }],
    ['https://orcid.org/0000-0002-1694-233X', { kind: 'orcid', id: '0000-0002-1694-233X' }],
    ['https://www.orcid.org/0000-0002-1825-0097/', { kind: 'orcid', id: '0000-0002-1825-0097' }],
    ['https://openalex.org/A5012345678', { kind: 'openalex', id: 'A5012345678' }],
    ['https://api.openalex.org/authors/a5012345678', { kind: 'openalex', id: 'A5012345678' }],
    ['https://openalex.org/W123', undefined],
    ['https://www.wikidata.org/wiki/Property:P570', undefined],
    ['https://evil.example/orcid.org/0000-0002-1825-0097', undefined],
    ['https://orcid.org.evil.example/0000-0002-1825-0097', undefined],
    ['not a url', undefined],
  ])('%s', (url, expected) => {
    expect(identifierOfUrl(url)).toEqual(expected);
  });

  it('takes the first of each kind from reference links, labelled or not', () => {
    expect(
      identifiersFromLinks([
        'Official|https://example.org',
        'ORCID|https://orcid.org/0000-0002-1825-0097',
        'https://orcid.org/0000-0001-0000-0001',
        'https://www.wikidata.org/wiki/Q7',
      ]),
    ).toEqual({ wikidata: 'Q7', orcid: '0000-0002-1825-0097', openalex: null });
  });

  it('merges sets, the first that has an identifier winning', () => {
    expect(mergeIdentifiers({ wikidata: 'Q1', orcid: null }, { wikidata: 'Q2', orcid: '0000-0002-1825-0097', openalex: '' }, undefined)).toEqual({
      wikidata: 'Q1',
      orcid: '0000-0002-1825-0097',
      openalex: null,
    });
  });
});
