/**
 * How the public search reads words, written once for the index (built at site build time) and
 * the query (typed in the browser): lower case without accents, British spellings folded into
 * American ones, and a light English stemmer, so 'Ageing' finds 'aging', 'haematology' finds
 * 'hematology' and 'senolytics' finds 'senolytic'. No search library here: the engine that uses
 * these rules lives in site/lib/search-engine.ts.
 */

/** Whole words whose British and American forms differ in more than a regular ending. */
const SPELLINGS: Readonly<Record<string, string>> = {
  ageing: 'aging',
  programme: 'program',
  programmes: 'programs',
  grey: 'gray',
  greying: 'graying',
  mould: 'mold',
  sulphur: 'sulfur',
  aluminium: 'aluminum',
  catalogue: 'catalog',
  dialogue: 'dialog',
  enrolment: 'enrollment',
  fulfil: 'fulfill',
  defence: 'defense',
  licence: 'license',
  practise: 'practice',
  modelling: 'modeling',
  travelling: 'traveling',
  counselling: 'counseling',
  labelled: 'labeled',
  signalling: 'signaling',
};

/** Regular British patterns, applied in order to a lower-case word. */
const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  // haematology, anaemia, leukaemia, ischaemia, glycaemic
  [/aem/g, 'em'],
  // oestrogen, oesophagus, oedema, coeliac, foetal
  [/^oe/, 'e'],
  [/^coel/, 'cel'],
  [/^foet/, 'fet'],
  // paediatric, orthopaedic, encyclopaedia
  [/paed/g, 'ped'],
  // centre, fibre, litre, metre, theatre (and their plurals)
  [/([^aeiou])tre(s?)$/, '$1ter$2'],
  // behaviour, tumour, colour, flavour, labour, humour...
  [/^(behavi|tum|col|flav|lab|hum|hon|fav|neighb|rum|vig|od|harb)our/, '$1or'],
  // optimise, randomised, characterisation, minimising...
  [
    /^(optim|organ|recogn|random|character|minim|maxim|standard|special|priorit|summar|personal|util|mobil|stabil|hospital|immun|metabol|real|normal|visual|categor|emphas)is(e|ed|es|ing|ation|ations|er|ers)$/,
    '$1iz$2',
  ],
  // analyse, analysed, analysing (never analysis)
  [/^(analy|paraly|catal)s(e|ed|es|ing)$/, '$1z$2'],
];

/** Words too common to help a search; they are left out of the index and the query. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have in into is it its of on or that the their this to was were which with'.split(' '),
);

function foldCase(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** British spellings to American ones; anything else unchanged. */
export function americanSpelling(word: string): string {
  const whole = SPELLINGS[word];
  if (whole) return whole;
  let result = word;
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * A light English stemmer (Harman's "S" stemmer): plural endings only, which is what most
 * searches over names, titles and topics need without the surprises of a full stemmer.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && !word.endsWith('aes') && !word.endsWith('ees') && !word.endsWith('oes')) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('us') && !word.endsWith('ss') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** One word as the search stores and compares it: folded, American, stemmed. */
export function searchTerm(word: string): string {
  return stem(americanSpelling(foldCase(word)));
}

/** The index's term processing: like searchTerm, with stop words dropped. */
export function indexTerm(word: string): string | null {
  const folded = foldCase(word);
  return STOP_WORDS.has(folded) ? null : searchTerm(folded);
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a query that count: stop words dropped, except the last one, which may be the
 * start of a longer word still being typed ('the' → 'therapy').
 */
export function queryWords(query: string): string[] {
  const words = foldCase(query).match(WORD) ?? [];
  return words.filter((word, index) => index === words.length - 1 || !STOP_WORDS.has(word));
}

/**
 * Long text (a biography, an article body) reduced to its distinct words in first-seen order:
 * what a search needs of it, at a fraction of the size, so the browser's index stays small.
 */
export function distinctWords(text: string): string {
  const seen = new Set<string>();
  for (const word of foldCase(text).match(WORD) ?? []) {
    if (!STOP_WORDS.has(word) && !/^\d+$/.test(word)) seen.add(word);
  }
  return [...seen].join(' ');
}
