import type { Expert } from './entities.ts';
import type { Disclosure } from './provenance.ts';

/** What the public pages say about an expert's provenance, written once. */
export const PROVENANCE_TEXTS = {
  sourcesTitle: 'Sources',
  reviewed: (day: string) => `Last reviewed by the editors on ${day}`,
  aiDrafted: 'Drafted with AI from the sources below; reviewed by an editor',
  /** An AI-drafted profile whose sources were all removed since. */
  aiDraftedWithoutSources: 'Drafted with AI; reviewed by an editor',
  disclosuresTitle: 'Commercial interests',
  contextTitle: 'Context',
  articleDisclosure: (name: string) => `Commercial interests of ${name}, whose work this article discusses`,
  source: 'Source',
} as const;

/**
 * The commercial interests shown beside an article: all of its author expert's. An article is
 * linked to an expert (expertId) because it discusses that expert's work and advice, and whether
 * a text mentions a product cannot be told reliably from its words, so every linked article
 * carries every disclosure: saying too much is the safe mistake.
 */
export function articleDisclosures(author: Pick<Expert, 'disclosures'> | undefined): Disclosure[] {
  return author?.disclosures ?? [];
}
