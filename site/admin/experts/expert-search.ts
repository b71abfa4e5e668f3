import type { Expert } from '../../../domain/entities.ts';

/** Experts whose name or title contains the query, ignoring case and surrounding spaces. */
export function searchExperts(experts: readonly Expert[], query: string): readonly Expert[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return experts;
  return experts.filter((expert) => expert.name.toLowerCase().includes(needle) || expert.title.toLowerCase().includes(needle));
}
