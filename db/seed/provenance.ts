import type { ExpertProvenance } from '../../domain/provenance.ts';

/**
 * Provenance of the curated seed experts, keyed by the seed expert's name (db/seed/experts.ts):
 * the public sources each profile's statements rest on (with the day each was read), the
 * person's registry identifiers, commercial interests and neutral context notes, each sourced.
 * The seed loader writes it onto the expert row; `lastReviewedAt` is the day the entry was checked.
 */
export type SeedProvenance = Omit<ExpertProvenance, 'aiAssisted' | 'lastReviewedAt'> & { lastReviewedAt: string };

export const SEED_PROVENANCE: Record<string, SeedProvenance> = {};
