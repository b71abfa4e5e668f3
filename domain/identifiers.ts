import { parseReferenceLinks } from './links.ts';
import { NO_IDENTIFIERS, type ExpertIdentifiers } from './provenance.ts';

/**
 * A person's registry identifiers (Wikidata, ORCID, OpenAlex) read from where they show up: the
 * links of a profile or a submission, and the candidate the AI research chose.
 */

const PATTERNS: { [K in keyof ExpertIdentifiers]: { hosts: RegExp; path: RegExp } } = {
  wikidata: { hosts: /^(www\.|m\.)?wikidata\.org$/, path: /^\/(?:wiki|entity)\/(Q\d{1,12})\/?$/ },
  orcid: { hosts: /^(www\.)?orcid\.org$/, path: /^\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/?$/ },
  openalex: { hosts: /^(api\.)?openalex\.org$/, path: /^\/(?:authors\/)?(A\d{1,14})\/?$/i },
};

/** The identifier a URL names, when it is a Wikidata item, an ORCID iD or an OpenAlex author page. */
export function identifierOfUrl(url: string): { kind: keyof ExpertIdentifiers; id: string } | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  for (const kind of Object.keys(PATTERNS) as Array<keyof ExpertIdentifiers>) {
    const { hosts, path } = PATTERNS[kind];
    const id = hosts.test(host) ? path.exec(parsed.pathname)?.[1] : undefined;
    if (id) return { kind, id: kind === 'openalex' ? id.toUpperCase() : id };
  }
  return undefined;
}

/** The identifiers named by reference links ('label|url' or a URL each); the first link of each kind wins. */
export function identifiersFromLinks(links: readonly string[]): ExpertIdentifiers {
  const found: ExpertIdentifiers = { ...NO_IDENTIFIERS };
  for (const link of parseReferenceLinks(links)) {
    const named = identifierOfUrl(link.url);
    if (named && found[named.kind] === null) found[named.kind] = named.id;
  }
  return found;
}

/** Each identifier from the first set that has it. */
export function mergeIdentifiers(...sets: ReadonlyArray<Partial<ExpertIdentifiers> | undefined>): ExpertIdentifiers {
  const merged: ExpertIdentifiers = { ...NO_IDENTIFIERS };
  for (const kind of Object.keys(merged) as Array<keyof ExpertIdentifiers>) {
    merged[kind] = sets.map((set) => set?.[kind]).find((value): value is string => typeof value === 'string' && value !== '') ?? null;
  }
  return merged;
}

export const IDENTIFIER_LABELS: Record<keyof ExpertIdentifiers, string> = { wikidata: 'Wikidata', orcid: 'ORCID', openalex: 'OpenAlex' };
