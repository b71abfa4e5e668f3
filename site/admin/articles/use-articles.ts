import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../lib/use-auth.ts';
import { adminArticlesQuery, expertsQuery, publicExpertsQuery } from '../queries.ts';

export function useAdminArticles() {
  return useQuery(adminArticlesQuery);
}

/**
 * The experts (for the editor's select) and a lookup of their names by id: every expert for an
 * editor, the published ones for a contributor (their admin list holds only their own drafts).
 */
export function useExperts() {
  const { can } = useAuth();
  const query = useQuery(can('experts.edit') ? expertsQuery : publicExpertsQuery);
  const experts = useMemo(() => query.data ?? [], [query.data]);
  const names = useMemo(() => new Map(experts.map((expert) => [expert.id, expert.name])), [experts]);
  return { experts, names };
}

/** The name shown for an article's expert. */
export function expertName(names: ReadonlyMap<number, string>, expertId: number | null): string {
  if (expertId === null) return 'No expert';
  return names.get(expertId) ?? 'Unknown expert';
}
