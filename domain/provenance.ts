import { z } from 'zod';
import { isHttpUrl } from './links.ts';
import { TEXT_MAX } from './limits.ts';
import { cleanString } from './schemas/clean-string.ts';
import { visibleText } from './visible-text.ts';

/**
 * What makes a published profile believable, kept on the expert and shown to visitors: where each
 * statement came from (sources), who the person is in public registries (identifiers), whether
 * AI drafted it, when an editor last reviewed it, the person's commercial interests and, where a
 * major reference work records one, a neutral line of context.
 */

export const EXPERT_SOURCE_KINDS = ['wikipedia', 'wikidata', 'openalex', 'orcid', 'official', 'institution', 'publication', 'news', 'other'] as const;
export type ExpertSourceKind = (typeof EXPERT_SOURCE_KINDS)[number];

/** The profile fields a source may support. */
export const SUPPORTABLE_FIELDS = [
  'name',
  'title',
  'categories',
  'longevityContribution',
  'biography',
  'books',
  'scienceHighlights',
  'referenceLinks',
  'disclosures',
  'contextNotes',
] as const;
export type SupportableField = (typeof SUPPORTABLE_FIELDS)[number];

export interface ExpertSource {
  title: string;
  url: string;
  kind: ExpertSourceKind;
  /** The day the source was read, 'YYYY-MM-DD'. */
  retrievedAt: string;
  /** Profile fields this source supports. */
  supports: SupportableField[];
}

export interface ExpertIdentifiers {
  /** 'Q' followed by digits. */
  wikidata: string | null;
  /** 0000-0000-0000-000X. */
  orcid: string | null;
  /** 'A' followed by digits. */
  openalex: string | null;
}

export const NO_IDENTIFIERS: ExpertIdentifiers = { wikidata: null, orcid: null, openalex: null };

export const DISCLOSURE_KINDS = ['founder', 'equity', 'adviser', 'product', 'other'] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

export const DISCLOSURE_KIND_LABELS: Record<DisclosureKind, string> = {
  founder: 'Founder',
  equity: 'Equity',
  adviser: 'Adviser',
  product: 'Product',
  other: 'Other',
};

/** A commercial interest: one sentence, and the public source that reports it. */
export interface Disclosure {
  kind: DisclosureKind;
  text: string;
  sourceUrl: string;
}

/** One neutral sentence of context recorded by a major reference work, with its source. */
export interface ContextNote {
  text: string;
  sourceUrl: string;
}

export interface ExpertProvenance {
  sources: ExpertSource[];
  identifiers: ExpertIdentifiers;
  disclosures: Disclosure[];
  contextNotes: ContextNote[];
  aiAssisted: boolean;
  /** ISO time of the last editorial review, or null when never reviewed. */
  lastReviewedAt: string | null;
}

/** The public page of a Wikidata item ('Q42'). */
export function wikidataPageUrl(id: string): string {
  return `https://www.wikidata.org/wiki/${encodeURIComponent(id)}`;
}

/** The public page of an OpenAlex author or work ('A5012…'). */
export function openAlexPageUrl(id: string): string {
  return `https://openalex.org/${encodeURIComponent(id)}`;
}

/** One identifier with the registry that issued it and its public page, as the profile links it. */
export interface IdentifierLink {
  registry: 'Wikidata' | 'ORCID' | 'OpenAlex';
  id: string;
  url: string;
}

/** The identifiers a profile has, in the order pages show them (Wikidata, ORCID, OpenAlex). */
export function identifierLinks(ids: ExpertIdentifiers): IdentifierLink[] {
  const links: IdentifierLink[] = [];
  if (ids.wikidata) links.push({ registry: 'Wikidata', id: ids.wikidata, url: wikidataPageUrl(ids.wikidata) });
  if (ids.orcid) links.push({ registry: 'ORCID', id: ids.orcid, url: `https://orcid.org/${ids.orcid}` });
  if (ids.openalex) links.push({ registry: 'OpenAlex', id: ids.openalex, url: openAlexPageUrl(ids.openalex) });
  return links;
}

/** Public URLs of the identifiers, for JSON-LD `sameAs`. */
export function identifierUrls(ids: ExpertIdentifiers): string[] {
  return identifierLinks(ids).map((link) => link.url);
}

export const PROVENANCE_LIMITS = { sources: 40, disclosures: 20, contextNotes: 5 } as const;

const sentence = cleanString()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(TEXT_MAX.shortText, { error: `must be at most ${TEXT_MAX.shortText} characters long` });
const httpUrl = cleanString()
  .trim()
  .max(TEXT_MAX.url, { error: `must be at most ${TEXT_MAX.url} characters long` })
  .refine(isHttpUrl, { error: 'must be a web address starting with http:// or https://' });
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' });

export const expertSourceSchema = z.object({
  title: sentence.overwrite(visibleText).max(TEXT_MAX.title, { error: `must be at most ${TEXT_MAX.title} characters long` }),
  url: httpUrl,
  kind: z.enum(EXPERT_SOURCE_KINDS, { error: `must be one of ${EXPERT_SOURCE_KINDS.join(', ')}` }),
  retrievedAt: isoDay,
  supports: z
    .array(z.enum(SUPPORTABLE_FIELDS, { error: `must be one of ${SUPPORTABLE_FIELDS.join(', ')}` }))
    .max(SUPPORTABLE_FIELDS.length)
    .transform((fields) => [...new Set(fields)]),
});

const optionalId = (pattern: RegExp, example: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || pattern.test(value), { error: `must look like ${example}` });

export const expertIdentifiersSchema = z.object({
  wikidata: optionalId(/^Q\d{1,12}$/, 'Q42'),
  orcid: optionalId(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, '0000-0002-1825-0097'),
  openalex: optionalId(/^A\d{1,14}$/, 'A5012345678'),
});

export const disclosureSchema = z.object({
  kind: z.enum(DISCLOSURE_KINDS, { error: `must be one of ${DISCLOSURE_KINDS.join(', ')}` }),
  text: sentence,
  sourceUrl: httpUrl,
});

export const contextNoteSchema = z.object({ text: sentence, sourceUrl: httpUrl });

/** The provenance fields an editor may send with an expert; each optional so older clients keep working. */
export const provenanceFields = {
  sources: z.array(expertSourceSchema).max(PROVENANCE_LIMITS.sources, { error: `must have at most ${PROVENANCE_LIMITS.sources} entries` }),
  identifiers: expertIdentifiersSchema,
  disclosures: z.array(disclosureSchema).max(PROVENANCE_LIMITS.disclosures, { error: `must have at most ${PROVENANCE_LIMITS.disclosures} entries` }),
  contextNotes: z.array(contextNoteSchema).max(PROVENANCE_LIMITS.contextNotes, { error: `must have at most ${PROVENANCE_LIMITS.contextNotes} entries` }),
};
