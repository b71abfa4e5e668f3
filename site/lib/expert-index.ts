/**
 * Build-time only: the compact experts index that the browsing islands search, filter and page
 * in the browser. It is emitted once per build as /data/experts.<hash>.json; the hash of its
 * content is in the name, so the file can be cached forever and a new build never serves a stale
 * copy. Pages hand its URL to islands, which fetch it only when a visitor filters or pages.
 */
import { createHash } from 'node:crypto';
import type { Expert } from '../../domain/entities.ts';
import { distinctWords } from '../../domain/search-terms.ts';
import type { ExpertCardData } from '../islands/expert-card.tsx';
import type { ExpertIndexEntry } from './search-engine.ts';
import { safeImageUrl } from './safe-url.ts';
import { siteData } from './site-data.ts';

export interface ExpertIndex {
  /** Short content hash, the file name's version part. */
  version: string;
  /** Site-relative URL of the file. */
  url: string;
  /** The file's body: a JSON array of ExpertIndexEntry, in the directory's order (by name). */
  json: string;
}

/** Exactly what a card and the category filter need. */
export function toCardData(expert: Expert): ExpertCardData {
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
export function toExpertIndexEntry(expert: Expert): ExpertIndexEntry {
  return { ...toCardData(expert), biography: distinctWords(expert.biography ?? '') };
}

export function expertIndexUrl(version: string): string {
  return `/data/experts.${version}.json`;
}

async function build(): Promise<ExpertIndex> {
  const { experts } = await siteData();
  const json = JSON.stringify(experts.map(toExpertIndexEntry));
  const version = createHash('sha256').update(json).digest('hex').slice(0, 16);
  return { version, url: expertIndexUrl(version), json };
}

let cached: Promise<ExpertIndex> | undefined;

export function expertIndex(): Promise<ExpertIndex> {
  cached ??= build();
  return cached;
}
