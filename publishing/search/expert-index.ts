/**
 * The compact experts index that the browsing islands search, filter and page in the browser:
 * what each entry holds. The build writes it once per build as /data/experts.<hash>.json
 * (publishing/search/node-search-index-files.ts); the hash of its content is in the name, so the file can be
 * cached forever and a new build never serves a stale copy. Pages hand its URL to islands, which
 * fetch it only when a visitor filters or pages.
 */
import type { ExpertCardData, ExpertIndexEntry, ExpertListItem } from '../../domain/site-pages.ts';
import type { Expert } from '../../domain/entities.ts';
import { distinctWords } from '../../domain/search-terms.ts';
import { safeImageUrl } from '../../domain/safe-url.ts';

/** Exactly what a card and the category filter need. */
export function toCardData(expert: ExpertListItem): ExpertCardData {
  return {
    slug: expert.slug,
    name: expert.name,
    title: expert.title,
    categories: expert.categories,
    longevityContribution: expert.longevityContribution,
    imageUrl: safeImageUrl(expert.imageUrl),
  };
}

/** A card plus what only the search reads: the biography's distinct words. */
export function toExpertIndexEntry(expert: ExpertListItem & Pick<Expert, 'biography'>): ExpertIndexEntry {
  return { ...toCardData(expert), biography: distinctWords(expert.biography ?? '') };
}

export function expertIndexUrl(version: string): string {
  return `/data/experts.${version}.json`;
}
