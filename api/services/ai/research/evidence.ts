import type { ResearchSource, SourceKind } from '../../../../domain/ai/research.ts';
import { wikidataPageUrl } from '../../../../domain/provenance.ts';
import type { ResearchSources } from '../../../adapters/research/index.ts';
import type { OpenAlexWork } from '../../../adapters/research/openalex.ts';
import type { Identity } from './identity.ts';
import type { SourceTracker } from './tracker.ts';

/** A link a source offers, with what it is; checked before it becomes a reference link. */
export interface LinkOffer {
  label: string;
  url: string;
  sourceId: string;
}

export interface Evidence {
  sources: ResearchSource[];
  links: LinkOffer[];
}

/** Most-cited works read per person, and how many of them are offered as reference links. */
const TOP_WORKS = 5;
const LINKED_WORKS = 3;
/** The Wikipedia lead is split into sentences so the model can cite them; this many are kept. */
const LEAD_SENTENCES = 12;

function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text])
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .slice(0, LEAD_SENTENCES);
}

function workTitle(work: OpenAlexWork): string {
  return (work.title ?? work.display_name ?? 'Untitled work').replace(/\s+/g, ' ').trim();
}

/**
 * Reads what the public sources say about one identified person: the Wikipedia lead, the
 * Wikidata claims, the OpenAlex profile and its most-cited works. Each becomes a numbered source;
 * the links they offer (never anything the model wrote) are collected for checking.
 */
export async function collectEvidence(sources: ResearchSources, tracker: SourceTracker, identity: Identity, now: Date): Promise<Evidence> {
  const retrievedAt = now.toISOString();
  const { person, author } = identity;
  const [summary, works] = await Promise.all([
    identity.summary ?? (person?.enwikiTitle ? tracker.call('Wikipedia', () => sources.wikipedia.summary(person.enwikiTitle as string), undefined) : undefined),
    author ? tracker.call('OpenAlex', () => sources.openAlex.topWorks(author.id, TOP_WORKS), []) : [],
  ]);

  const found: ResearchSource[] = [];
  const links: LinkOffer[] = [];
  function add(kind: SourceKind, title: string, url: string, facts: string[]): string {
    const id = `S${found.length + 1}`;
    found.push({ id, kind, title, url, retrievedAt, facts: facts.filter(Boolean), supports: [] });
    return id;
  }

  if (summary?.content_urls) {
    const id = add('wikipedia', `Wikipedia: ${summary.title}`, summary.content_urls.desktop.page, [summary.description ?? '', ...sentences(summary.extract)]);
    links.push({ label: 'Wikipedia', url: summary.content_urls.desktop.page, sourceId: id });
  }
  if (person) {
    const label = (ids: string[]) =>
      ids
        .map((item) => identity.labels.get(item))
        .filter(Boolean)
        .join(', ');
    const id = add('wikidata', `Wikidata: ${person.label}`, wikidataPageUrl(person.id), [
      person.description ? `Description: ${person.description}` : '',
      label(person.occupationIds) ? `Occupation: ${label(person.occupationIds)}` : '',
      label(person.employerIds) ? `Employer: ${label(person.employerIds)}` : '',
    ]);
    if (person.officialWebsite) links.push({ label: 'Official website', url: person.officialWebsite, sourceId: id });
    if (person.orcid && !author?.orcid) links.push({ label: 'ORCID', url: `https://orcid.org/${person.orcid}`, sourceId: id });
  }
  if (author) {
    const affiliations = author.affiliations.map((entry) => {
      const years = entry.years.length ? ` (${Math.min(...entry.years)}–${Math.max(...entry.years)})` : '';
      return `${entry.institution.display_name}${years}`;
    });
    const id = add('openalex', `OpenAlex: ${author.display_name}`, author.id, [
      `Works: ${author.works_count}; citations: ${author.cited_by_count}${author.summary_stats?.h_index != null ? `; h-index: ${author.summary_stats.h_index}` : ''}`,
      affiliations.length ? `Affiliations: ${affiliations.slice(0, 6).join('; ')}` : '',
    ]);
    links.push({ label: 'OpenAlex', url: author.id, sourceId: id });
    if (author.orcid) links.push({ label: 'ORCID', url: author.orcid, sourceId: id });
  }
  for (const [index, work] of works.entries()) {
    const title = workTitle(work);
    const venue = work.primary_location?.source?.display_name;
    const id = add('work', title, work.doi ?? work.id, [
      `Work: "${title}"${work.publication_year ? ` (${work.publication_year})` : ''}${venue ? `, ${venue}` : ''}; cited ${work.cited_by_count} times`,
    ]);
    if (index >= LINKED_WORKS) continue;
    if (work.doi) links.push({ label: title, url: work.doi, sourceId: id });
    if (work.ids?.pmid) links.push({ label: `${title} (PubMed)`, url: work.ids.pmid, sourceId: id });
  }
  return { sources: found, links };
}
