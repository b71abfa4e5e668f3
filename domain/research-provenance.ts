import { z } from 'zod';
import { TEXT_MAX } from './limits.ts';
import {
  EXPERT_SOURCE_KINDS,
  expertIdentifiersSchema,
  expertSourceSchema,
  NO_IDENTIFIERS,
  PROVENANCE_LIMITS,
  SUPPORTABLE_FIELDS,
  type ExpertIdentifiers,
  type ExpertSource,
  type ExpertSourceKind,
} from './provenance.ts';

/**
 * The AI research's sources and chosen person as an expert's provenance: what approving an
 * AI-generated submission carries over, and what Find References proposes. researchData is
 * stored JSON (older runs, later shapes), so it is read defensively: an entry that does not make
 * a valid source is left out, never an error.
 */

/** The research's source kinds (domain/ai/research.ts) in the expert's vocabulary; a work is a publication. */
const KIND_OF_RESEARCH: Record<string, ExpertSourceKind> = { work: 'publication' };

function sourceKind(kind: unknown): ExpertSourceKind {
  if (typeof kind !== 'string') return 'other';
  const mapped = KIND_OF_RESEARCH[kind] ?? kind;
  return (EXPERT_SOURCE_KINDS as readonly string[]).includes(mapped) ? (mapped as ExpertSourceKind) : 'other';
}

const researchSource = z.object({
  title: z.string(),
  url: z.string(),
  kind: z.unknown(),
  retrievedAt: z.string(),
  supports: z.array(z.unknown()).optional(),
});

/** Research sources as expert sources: kinds mapped, the day of retrieval, only fields a profile has, one per URL. */
export function expertSourcesFromResearch(sources: unknown): ExpertSource[] {
  if (!Array.isArray(sources)) return [];
  const found = new Map<string, ExpertSource>();
  for (const raw of sources) {
    const parsed = researchSource.safeParse(raw);
    if (!parsed.success) continue;
    const source = expertSourceSchema.safeParse({
      title: parsed.data.title.replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX.title),
      url: parsed.data.url,
      kind: sourceKind(parsed.data.kind),
      retrievedAt: parsed.data.retrievedAt.slice(0, 10),
      supports: (parsed.data.supports ?? []).filter((field) => (SUPPORTABLE_FIELDS as readonly unknown[]).includes(field)),
    });
    if (source.success && !found.has(source.data.url)) found.set(source.data.url, source.data);
    if (found.size === PROVENANCE_LIMITS.sources) break;
  }
  return [...found.values()];
}

/** The registry identifiers of the research's chosen person; an id that does not look right is left out. */
export function identifiersOfCandidate(candidate: unknown): ExpertIdentifiers {
  if (typeof candidate !== 'object' || candidate === null) return { ...NO_IDENTIFIERS };
  const { wikidataId, orcid, openAlexId } = candidate as Record<string, unknown>;
  const one = (key: keyof ExpertIdentifiers, value: unknown) => {
    const parsed = expertIdentifiersSchema.shape[key].safeParse(typeof value === 'string' ? value : null);
    return parsed.success ? parsed.data : null;
  };
  return { wikidata: one('wikidata', wikidataId), orcid: one('orcid', orcid), openalex: one('openalex', openAlexId) };
}

/** What an approved AI-generated submission's expert keeps of its research. */
export function provenanceFromResearch(researchData: unknown): { sources: ExpertSource[]; identifiers: ExpertIdentifiers } {
  const data = typeof researchData === 'object' && researchData !== null ? (researchData as Record<string, unknown>) : {};
  return { sources: expertSourcesFromResearch(data.sources), identifiers: identifiersOfCandidate(data.candidate) };
}
