import type { ExpertProfile } from '../../../domain/entities.ts';
import {
  NO_IDENTIFIERS,
  type ContextNote,
  type Disclosure,
  type ExpertIdentifiers,
  type ExpertProvenance,
  type ExpertSource,
} from '../../../domain/provenance.ts';
import type { ExpertProfileInput } from '../../../domain/schemas/expert.ts';
import type { FormValues } from '../../ui/forms/form-values.ts';

/** The identifiers as typed: '' for none (the shared schema turns it into null). */
export type IdentifierValues = Record<keyof ExpertIdentifiers, string>;

/** The provenance part of the editor (Manage Experts only; a submission has none). */
export interface ProvenanceValues {
  sources: ExpertSource[];
  identifiers: IdentifierValues;
  disclosures: Disclosure[];
  contextNotes: ContextNote[];
  /** The 'Reviewed' tick: saving sets the review date to now. */
  reviewed: boolean;
}

/** The editor's form: the profile schema's fields, every one a string or a list, and the provenance. */
export type ExpertEditorValues = FormValues<ExpertProfileInput> & ProvenanceValues;

/** 'New Expert': the editor opens blank. */
export const BLANK_PROFILE: ExpertProfile = {
  name: '',
  title: '',
  categories: [],
  longevityContribution: '',
  biography: '',
  imageUrl: null,
  customGptUrl: null,
  youtubeEmbeds: [],
  books: [],
  scienceHighlights: [],
  referenceLinks: [],
};

/** A new expert's provenance: nothing yet, never reviewed. */
export const BLANK_PROVENANCE: ExpertProvenance = {
  sources: [],
  identifiers: NO_IDENTIFIERS,
  disclosures: [],
  contextNotes: [],
  aiAssisted: false,
  lastReviewedAt: null,
};

const identifierValues = (ids: ExpertIdentifiers): IdentifierValues => ({ wikidata: ids.wikidata ?? '', orcid: ids.orcid ?? '', openalex: ids.openalex ?? '' });

/** Blank image and GPT links go back as '' and the shared schema turns them into null. */
export function toEditorValues(profile: ExpertProfile, provenance: ExpertProvenance = BLANK_PROVENANCE): ExpertEditorValues {
  return {
    name: profile.name,
    title: profile.title,
    categories: [...profile.categories],
    longevityContribution: profile.longevityContribution,
    biography: profile.biography,
    referenceLinks: [...profile.referenceLinks],
    books: [...profile.books],
    scienceHighlights: [...profile.scienceHighlights],
    youtubeEmbeds: [...profile.youtubeEmbeds],
    imageUrl: profile.imageUrl ?? '',
    customGptUrl: profile.customGptUrl ?? '',
    sources: provenance.sources.map((source) => ({ ...source, supports: [...source.supports] })),
    identifiers: identifierValues(provenance.identifiers),
    disclosures: provenance.disclosures.map((disclosure) => ({ ...disclosure })),
    contextNotes: provenance.contextNotes.map((note) => ({ ...note })),
    reviewed: false,
  };
}

/** The form without its provenance: what a submission's save sends. */
export function profileValues(values: ExpertEditorValues): FormValues<ExpertProfileInput> {
  const { sources: _sources, identifiers: _identifiers, disclosures: _disclosures, contextNotes: _contextNotes, reviewed: _reviewed, ...profile } = values;
  return profile;
}
