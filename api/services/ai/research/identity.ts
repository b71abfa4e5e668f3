import type { Candidate } from '../../../../domain/ai/research.ts';
import { openAlexPageUrl, wikidataPageUrl } from '../../../../domain/provenance.ts';
import { openAlexShortId, type OpenAlexAuthor } from '../../../adapters/research/openalex.ts';
import type { ResearchSources } from '../../../adapters/research/index.ts';
import type { WikidataPerson } from '../../../adapters/research/wikidata.ts';
import type { WikipediaSummary } from '../../../adapters/research/wikipedia.ts';
import { countMatches, hintWords, sameName } from './names.ts';
import type { SourceTracker } from './tracker.ts';

/** A person the name may mean, with what each source said about them. */
export interface Identity {
  candidate: Candidate;
  person?: WikidataPerson;
  author?: OpenAlexAuthor;
  /** Labels of the person's employers and occupations (Wikidata items). */
  labels: Map<string, string>;
  /** Found through Wikipedia when Wikidata could not be asked. */
  summary?: WikipediaSummary;
}

/** An OpenAlex profile with fewer works is too thin to tell anyone apart (or to write from). */
const MIN_WORKS = 3;

function normalOrcid(value: string | null | undefined): string | null {
  const match = value?.match(/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/);
  return match ? match[0] : null;
}

function authorInstitutions(author: OpenAlexAuthor): string[] {
  return [...new Set([...(author.last_known_institutions ?? []), ...author.affiliations.map((entry) => entry.institution)].map((inst) => inst.display_name))];
}

/**
 * The OpenAlex profile that is this Wikidata person: the same ORCID, or else the only named
 * profile whose institutions include one of the person's employers. Anything less certain is
 * left out, so two people's works are never blended.
 */
function matchAuthor(person: WikidataPerson, labels: Map<string, string>, authors: readonly OpenAlexAuthor[]): OpenAlexAuthor | undefined {
  const orcid = normalOrcid(person.orcid);
  const byOrcid = orcid ? authors.find((author) => normalOrcid(author.orcid) === orcid) : undefined;
  if (byOrcid) return byOrcid;
  const employers = person.employerIds.map((id) => labels.get(id)?.toLowerCase()).filter((label): label is string => Boolean(label));
  const byEmployer = authors.filter((author) => authorInstitutions(author).some((inst) => employers.includes(inst.toLowerCase())));
  return byEmployer.length === 1 ? byEmployer[0] : undefined;
}

/** What OpenAlex says of an author's work, for a chooser that has no Wikidata description. */
function authorDescription(author: OpenAlexAuthor): string {
  const works = `Author of ${author.works_count.toLocaleString('en-US')} work${author.works_count === 1 ? '' : 's'}`;
  return `${works}, cited ${author.cited_by_count.toLocaleString('en-US')} time${author.cited_by_count === 1 ? '' : 's'}`;
}

function fromPerson(person: WikidataPerson, labels: Map<string, string>, author: OpenAlexAuthor | undefined): Identity {
  const employer = person.employerIds.map((id) => labels.get(id)).find(Boolean) ?? null;
  const occupation = person.occupationIds.map((id) => labels.get(id)).find(Boolean);
  return {
    person,
    author,
    labels,
    candidate: {
      key: `wd:${person.id}`,
      name: person.label,
      description: person.description ?? occupation ?? (author ? authorDescription(author) : null),
      affiliation: employer ?? (author ? (authorInstitutions(author)[0] ?? null) : null),
      profileUrl: wikidataPageUrl(person.id),
      worksCount: author?.works_count ?? null,
      citedByCount: author?.cited_by_count ?? null,
      wikidataId: person.id,
      openAlexId: author ? openAlexShortId(author.id) : null,
      orcid: normalOrcid(person.orcid) ?? normalOrcid(author?.orcid),
    },
  };
}

function fromAuthor(author: OpenAlexAuthor): Identity {
  return {
    author,
    labels: new Map(),
    candidate: {
      key: `oa:${openAlexShortId(author.id)}`,
      name: author.display_name,
      description: authorDescription(author),
      affiliation: authorInstitutions(author)[0] ?? null,
      profileUrl: openAlexPageUrl(openAlexShortId(author.id)),
      worksCount: author.works_count,
      citedByCount: author.cited_by_count,
      wikidataId: null,
      openAlexId: openAlexShortId(author.id),
      orcid: normalOrcid(author.orcid),
    },
  };
}

/** When Wikidata could not be asked: the Wikipedia page of exactly this name, if there is one. */
async function fromWikipedia(sources: ResearchSources, tracker: SourceTracker, name: string): Promise<Identity[]> {
  const hits = await tracker.call('Wikipedia', () => sources.wikipedia.search(name), []);
  const hit = hits.find((page) => sameName(name, page.title));
  if (!hit) return [];
  const summary = await tracker.call('Wikipedia', () => sources.wikipedia.summary(hit.key), undefined);
  if (!summary?.wikibase_item) return [];
  const candidate: Candidate = {
    key: `wd:${summary.wikibase_item}`,
    name: summary.title,
    description: summary.description ?? null,
    affiliation: null,
    profileUrl: wikidataPageUrl(summary.wikibase_item),
    worksCount: null,
    citedByCount: null,
    wikidataId: summary.wikibase_item,
    openAlexId: null,
    orcid: null,
  };
  return [{ candidate, labels: new Map(), summary }];
}

/**
 * Everyone the name may mean. Wikidata people (humans of that name) anchor identities, each
 * joined to its OpenAlex profile only when certain; without any Wikidata person, the OpenAlex
 * profiles of that name are the candidates.
 */
export async function findIdentities(sources: ResearchSources, tracker: SourceTracker, name: string): Promise<Identity[]> {
  const [ids, authors] = await Promise.all([
    tracker.call('Wikidata', () => sources.wikidata.search(name), undefined),
    tracker.call('OpenAlex', () => sources.openAlex.authors(name), []),
  ]);
  const namedAuthors = authors.filter((author) => sameName(name, author.display_name) && author.works_count >= MIN_WORKS);
  const people = ids ? (await tracker.call('Wikidata', () => sources.wikidata.people(ids), [])).filter((p) => p.isHuman && sameName(name, p.label)) : [];
  if (people.length > 0) {
    const itemIds = [...new Set(people.flatMap((person) => [...person.employerIds, ...person.occupationIds]))].slice(0, 50);
    const labels = await tracker.call('Wikidata', () => sources.wikidata.labels(itemIds), new Map<string, string>());
    return people.map((person) => fromPerson(person, labels, matchAuthor(person, labels, namedAuthors)));
  }
  if (namedAuthors.length > 0) return namedAuthors.map(fromAuthor);
  return ids === undefined ? fromWikipedia(sources, tracker, name) : [];
}

/** Keeps the candidates that best match a title or institution hint; all of them when none matches. */
export function narrowIdentities(identities: readonly Identity[], hint: string | undefined): Identity[] {
  const words = hint ? hintWords(hint) : [];
  if (words.length === 0 || identities.length < 2) return [...identities];
  const scored = identities.map((identity) => {
    const occupations = identity.person?.occupationIds.map((id) => identity.labels.get(id) ?? '') ?? [];
    const haystack = [
      identity.candidate.description,
      identity.candidate.affiliation,
      ...occupations,
      ...(identity.author ? authorInstitutions(identity.author) : []),
    ].join(' ');
    return { identity, score: countMatches(words, haystack) };
  });
  const best = Math.max(...scored.map((entry) => entry.score));
  return best === 0 ? [...identities] : scored.filter((entry) => entry.score === best).map((entry) => entry.identity);
}
