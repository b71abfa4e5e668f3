/**
 * Build-time only: an expert as a schema.org Person, one shape for the profile's `ProfilePage`
 * and for the author of an article, so a search engine reads both as the same person: the same
 * `@id` (the profile's address with `#person`), the same `sameAs`.
 */
import type { Expert } from '../../domain/entities.ts';
import { parseReferenceLinks } from '../../domain/links.ts';
import { identifierUrls } from '../../domain/provenance.ts';
import { expertPath } from '../../domain/public-paths.ts';
import type { JsonLd } from './seo.ts';
import { absoluteUrl } from '../../publishing/render/settings.ts';

/** The registries that identify the person (Wikidata, ORCID, OpenAlex) first, then the profile's links, without repeats. */
export function personSameAs(expert: Pick<Expert, 'identifiers' | 'referenceLinks'>): string[] {
  return [...new Set([...identifierUrls(expert.identifiers), ...parseReferenceLinks(expert.referenceLinks).map((link) => link.url)])];
}

export function personJsonLd(expert: Pick<Expert, 'name' | 'title' | 'slug' | 'identifiers' | 'referenceLinks'>): JsonLd {
  const url = absoluteUrl(expertPath(expert.slug));
  const sameAs = personSameAs(expert);
  return {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: expert.name,
    jobTitle: expert.title,
    url,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
