import type { ExpertSourceKind, SupportableField } from './provenance.ts';

/** What the expert editor's provenance section says (#22.1, #22.3); limits and rules are in provenance.ts. */

export const SOURCE_KIND_LABELS: Record<ExpertSourceKind, string> = {
  wikipedia: 'Wikipedia',
  wikidata: 'Wikidata',
  openalex: 'OpenAlex',
  orcid: 'ORCID',
  official: 'Official website',
  institution: 'Institution',
  publication: 'Publication',
  news: 'News',
  other: 'Other',
};

export const SUPPORTABLE_FIELD_LABELS: Record<SupportableField, string> = {
  name: 'Name',
  title: 'Title',
  categories: 'Categories',
  longevityContribution: 'Contribution',
  biography: 'Biography',
  books: 'Books',
  scienceHighlights: 'Highlights',
  referenceLinks: 'Reference links',
  disclosures: 'Commercial interests',
  contextNotes: 'Context',
};

export const PROVENANCE_EDITOR_TEXTS = {
  legend: 'Provenance',
  lastReviewed: (day: string) => `Last reviewed: ${day}`,
  neverReviewed: 'Last reviewed: never',
  reviewedTick: 'Reviewed: I checked this profile against its sources (saving sets the review date to today)',
  aiAssisted: 'AI-assisted: yes (drafted with AI from its sources)',
  notAiAssisted: 'AI-assisted: no',
  identifiersLegend: 'Identifiers',
  sourcesLegend: 'Sources',
  disclosuresLegend: 'Commercial interests (disclosures)',
  contextLegend: 'Context notes',
  full: (max: number, noun: string) => `${max} of ${max}: the most allowed. Remove a ${noun} to add another.`,
  count: (count: number, max: number) => `${count} of ${max} added.`,
} as const;
