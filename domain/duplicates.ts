import { IDENTIFIER_LABELS } from './identifiers.ts';
import type { ExpertIdentifiers } from './provenance.ts';
import { visibleText } from './visible-text.ts';

/**
 * The one duplicate matcher: a person (a user submission, an AI generation, an imported row) is
 * compared with the experts and the pending submissions, first by registry identifier (Wikidata,
 * ORCID, OpenAlex), then by name as people write it: accents, case, punctuation, honorifics
 * ('Dr.', 'Prof.'), degrees ('MD', 'PhD'), word order and initials aside; then, given a confusable
 * skeleton (Unicode TS #39, supplied by the caller: domain/ carries no Unicode data), by how the
 * name looks: 'Pеter Аttia' written with Cyrillic 'е' and 'А' is a look-alike of 'Peter Attia'.
 *
 * Two people whose identifiers of one kind differ are different people, whatever their names:
 * two John Smiths with two Wikidata items are not flagged.
 */

export type DuplicateReason = 'same Wikidata id' | 'same ORCID' | 'same OpenAlex id' | 'same name' | 'look-alike name' | 'similar name';

const IDENTIFIER_REASONS: Record<keyof ExpertIdentifiers, DuplicateReason> = {
  wikidata: 'same Wikidata id',
  orcid: 'same ORCID',
  openalex: 'same OpenAlex id',
};
const IDENTIFIER_KINDS = Object.keys(IDENTIFIER_LABELS) as Array<keyof ExpertIdentifiers>;

/** Best first: an identifier is proof, a name is a hint. */
const REASON_RANK: Record<DuplicateReason, number> = {
  'same Wikidata id': 0,
  'same ORCID': 1,
  'same OpenAlex id': 2,
  'same name': 3,
  'look-alike name': 4,
  'similar name': 5,
};

export interface PersonKey {
  name: string;
  identifiers: ExpertIdentifiers;
}

/** Someone already known: a published expert, or a submission still waiting for review. */
export interface KnownPerson extends PersonKey {
  kind: 'expert' | 'submission';
  id: number;
  /** Where an editor sees them: the public profile, or the submission in the review queue. */
  link: string;
}

export interface PossibleDuplicate {
  kind: 'expert' | 'submission';
  id: number;
  name: string;
  reason: DuplicateReason;
  link: string;
}

/** How many possible duplicates one person lists, best first. */
export const MAX_DUPLICATES = 5;

export function possibleDuplicateMessage(duplicate: Pick<PossibleDuplicate, 'name' | 'reason'>): string {
  return `Possible duplicate of ${duplicate.name} (${duplicate.reason})`;
}

export const DUPLICATE_MESSAGES = {
  confirmationNeeded: (duplicates: ReadonlyArray<Pick<PossibleDuplicate, 'name' | 'reason'>>) =>
    `${duplicates.map(possibleDuplicateMessage).join('; ')}. Check that this is a different person, then approve again with confirmDuplicate set to true.`,
} as const;

/** The question before approving a possible duplicate, from the review dialog and from Save & Approve alike. */
export const DUPLICATE_APPROVAL_TEXTS = {
  title: 'Approve a possible duplicate?',
  differentPerson: (name: string) => `Approve only if ${name} is a different person; the directory would otherwise list them twice.`,
  confirm: 'Approve anyway',
  pending: 'Approving...',
  cancel: 'Go back',
  /** Save & Approve answered 'Go back': the edits were saved before the question. */
  editsKeptTitle: 'Submission Updated',
  editsKept: 'Your changes are saved; the submission is still pending.',
} as const;

export function expertDuplicateLink(slug: string): string {
  return `/${slug}`;
}

export function submissionDuplicateLink(id: number): string {
  return `/admin/submissions#submission-${id}`;
}

// ------------------------------------------------------------------ names

/** Written before a name: dropped from its start. */
const HONORIFICS = new Set(['dr', 'doctor', 'med', 'prof', 'professor', 'mr', 'mrs', 'ms', 'mx', 'miss', 'sir', 'dame', 'lord', 'lady', 'rev', 'hon']);
/**
 * Written after a name (degrees, post-nominals, generational suffixes): dropped from its end.
 * Letters that are also surnames (Do, Ao, Ma) are not here: a surname is never dropped.
 */
const SUFFIXES = new Set([
  'md',
  'phd',
  'dphil',
  'mph',
  'mba',
  'msc',
  'bsc',
  'dsc',
  'frs',
  'frcp',
  'facp',
  'facc',
  'faaas',
  'frsc',
  'mrcp',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'obe',
  'cbe',
  'kbe',
  'dbe',
  'rn',
]);
/** Letters NFKD does not take apart. */
const FOLDED: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđðþı]/g, (letter) => FOLDED[letter] ?? letter);
}

/** A word as honorifics and degrees are listed: folded, without dots or apostrophes ('M.D.' is 'md'). */
function plain(word: string): string {
  return fold(word).replace(/[^a-z0-9]/g, '');
}

/** 'J.M.' and, in a name written in mixed case, 'JM' are initials, one letter each. */
function splitInitials(word: string, mixedCase: boolean): string[] {
  if (/^(\p{Lu}\.){2,}$/u.test(word)) return word.split('.').filter(Boolean);
  if (mixedCase && /^\p{Lu}{2,3}$/u.test(word)) return [...word];
  return [word];
}

/**
 * A name as comparable words: folded to plain lowercase letters, honorifics dropped from the
 * start and degrees from the end (as long as two words remain), a parenthesis dropped, 'J.M.'
 * split into initials. Single letters are initials.
 */
export function nameWords(name: string): string[] {
  // 'Peter Attia, MD' and 'Attia, Peter': a comma ends the name only when degrees follow it.
  const withoutParentheses = visibleText(name).replace(/\([^)]*\)/g, ' ');
  const [head = '', ...rest] = withoutParentheses.split(',');
  const tailWords = rest.join(' ').split(/\s+/).map(plain).filter(Boolean);
  const text = tailWords.length > 0 && tailWords.every((word) => SUFFIXES.has(word)) ? head : withoutParentheses.replace(/,/g, ' ');
  const raw = text.split(/[\s\-–]+/).filter((word) => plain(word) !== '');
  while (raw.length > 2 && HONORIFICS.has(plain(raw[0] ?? ''))) raw.shift();
  while (raw.length > 2 && SUFFIXES.has(plain(raw.at(-1) ?? ''))) raw.pop();
  const mixedCase = raw.some((word) => /\p{Ll}/u.test(word));
  return raw
    .flatMap((word) => splitInitials(word, mixedCase))
    .flatMap((word) => fold(word.replace(/['’`]/g, '')).split(/[^a-z0-9]+/))
    .filter(Boolean);
}

/** The same person's name in any order: the sorted words. */
export function nameKey(name: string): string {
  return [...nameWords(name)].sort().join(' ');
}

/** One letter; a number ('2' in 'Dr. Pending 2') is a word that must match exactly. */
function isInitial(word: string): boolean {
  return /^[a-z]$/.test(word);
}

/** 'j' stands for 'john'; two full words must be the same word. */
function wordsAgree(a: string, b: string): boolean {
  if (a === b) return true;
  if (isInitial(a) && !isInitial(b)) return b.startsWith(a);
  if (isInitial(b) && !isInitial(a)) return a.startsWith(b);
  return false;
}

/**
 * Whether two names may be one person written differently: every word of the shorter name
 * agrees with a different word of the longer one (a full word with the same word, an initial
 * with a word it starts), at least one full word is the same in both, and the shorter name has
 * two words or more. 'D. Sinclair' ~ 'David A. Sinclair'; 'Smith' alone matches nobody.
 */
export function similarNames(a: readonly string[], b: readonly string[]): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 2) return false;
  const free = [...longer];
  let sharedWord = false;
  // Same words first, so an initial never takes the word another full word needs.
  const rest: string[] = [];
  for (const word of shorter) {
    const at = isInitial(word) ? -1 : free.indexOf(word);
    if (at >= 0) {
      free.splice(at, 1);
      sharedWord = true;
    } else {
      rest.push(word);
    }
  }
  for (const word of rest) {
    const at = free.findIndex((other) => wordsAgree(word, other));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return sharedWord;
}

// ------------------------------------------------------------------ matching

function identifierVerdict(a: ExpertIdentifiers, b: ExpertIdentifiers): DuplicateReason | 'different' | undefined {
  for (const kind of IDENTIFIER_KINDS) {
    if (a[kind] && b[kind] && a[kind].toUpperCase() === b[kind].toUpperCase()) return IDENTIFIER_REASONS[kind];
  }
  return IDENTIFIER_KINDS.some((kind) => a[kind] && b[kind]) ? 'different' : undefined;
}

/**
 * A name's confusable skeleton (Unicode TS #39): the same string for names that look alike, e.g.
 * with a Cyrillic 'а' for a Latin 'a'. Not for reading, only for comparing.
 */
export type Skeleton = (text: string) => string;

/** How two lists of name words relate: the same words, or words of one person written differently. */
function namesAgree(a: readonly string[], b: readonly string[]): 'same' | 'similar' | undefined {
  if (a.length === 0 || b.length === 0) return undefined;
  if ([...a].sort().join(' ') === [...b].sort().join(' ')) return 'same';
  return similarNames(a, b) ? 'similar' : undefined;
}

/**
 * Why `person` may be `known`, or undefined when nothing suggests it. Names are compared as
 * written (normalised) and, with a skeleton, as they look: names that agree only by their look
 * are a 'look-alike name' when the same, a 'similar name' when written differently.
 */
export function duplicateReason(person: PersonKey, known: PersonKey, skeleton?: Skeleton): DuplicateReason | undefined {
  const verdict = identifierVerdict(person.identifiers, known.identifiers);
  if (verdict === 'different') return undefined;
  if (verdict) return verdict;
  const written = namesAgree(nameWords(person.name), nameWords(known.name));
  if (written) return written === 'same' ? 'same name' : 'similar name';
  if (!skeleton) return undefined;
  const looks = namesAgree(lookWords(person.name, skeleton), lookWords(known.name, skeleton));
  return looks === 'same' ? 'look-alike name' : looks === 'similar' ? 'similar name' : undefined;
}

/** A name's words as it looks: its skeleton's words. */
function lookWords(name: string, skeleton: Skeleton): string[] {
  return nameWords(skeleton(visibleText(name)));
}

/**
 * The index keys of a name's full words, as written and (with a skeleton) as they look: one key
 * space, so a Latin name, whose skeleton words are mostly its own, adds few keys.
 */
function wordKeys(name: string, skeleton: Skeleton | undefined): string[] {
  const words = skeleton ? [...nameWords(name), ...lookWords(name, skeleton)] : nameWords(name);
  return [...new Set(words.filter((word) => !isInitial(word)).map((word) => `word:${word}`))];
}

export interface DuplicateIndex {
  /** The known people `person` may be, best reason first, at most MAX_DUPLICATES; `exclude` leaves out a record (the person itself). */
  match(person: PersonKey, exclude?: { kind: KnownPerson['kind']; id: number }): PossibleDuplicate[];
}

/**
 * Indexes the known people by identifier and by full word of their name (and of its skeleton), so
 * one match looks only at the few who share an identifier or a word, however large the directory is.
 */
export function createDuplicateIndex(known: readonly KnownPerson[], skeleton?: Skeleton): DuplicateIndex {
  const byKey = new Map<string, KnownPerson[]>();
  const add = (key: string, person: KnownPerson) => {
    const list = byKey.get(key);
    if (list) list.push(person);
    else byKey.set(key, [person]);
  };
  for (const person of known) {
    for (const kind of IDENTIFIER_KINDS) {
      const id = person.identifiers[kind];
      if (id) add(`${kind}:${id.toUpperCase()}`, person);
    }
    for (const key of wordKeys(person.name, skeleton)) add(key, person);
  }
  return {
    match(person, exclude) {
      const keys = [
        ...IDENTIFIER_KINDS.flatMap((kind) => (person.identifiers[kind] ? [`${kind}:${person.identifiers[kind].toUpperCase()}`] : [])),
        ...wordKeys(person.name, skeleton),
      ];
      const seen = new Set<KnownPerson>();
      const found: PossibleDuplicate[] = [];
      for (const candidate of keys.flatMap((key) => byKey.get(key) ?? [])) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        if (exclude && candidate.kind === exclude.kind && candidate.id === exclude.id) continue;
        const reason = duplicateReason(person, candidate, skeleton);
        if (reason) found.push({ kind: candidate.kind, id: candidate.id, name: candidate.name, reason, link: candidate.link });
      }
      return bestFirst(found);
    },
  };
}

/** Best reason first, experts before submissions, older first; at most MAX_DUPLICATES. */
function bestFirst(found: PossibleDuplicate[]): PossibleDuplicate[] {
  return found
    .sort((a, b) => REASON_RANK[a.reason] - REASON_RANK[b.reason] || Number(a.kind === 'submission') - Number(b.kind === 'submission') || a.id - b.id)
    .slice(0, MAX_DUPLICATES);
}

/** Several indexes as one (e.g. the kept experts' index and the pending submissions'). */
export function combinedIndex(indexes: readonly DuplicateIndex[]): DuplicateIndex {
  return { match: (person, exclude) => bestFirst(indexes.flatMap((index) => index.match(person, exclude))) };
}

/** One person against a list, without keeping an index. */
export function findDuplicates(
  person: PersonKey,
  known: readonly KnownPerson[],
  exclude?: { kind: KnownPerson['kind']; id: number },
  skeleton?: Skeleton,
): PossibleDuplicate[] {
  return createDuplicateIndex(known, skeleton).match(person, exclude);
}
