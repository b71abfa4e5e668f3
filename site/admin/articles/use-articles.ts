import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminArticlesQuery, expertsQuery } from '../queries.ts';

export function useAdminArticles() {
  return useQuery(adminArticlesQuery);
}

/** The experts (for the editor's select) and a lookup of their names by id. */
export function useExperts() {
  const query = useQuery(expertsQuery);
  const experts = useMemo(() => query.data ?? [], [query.data]);
  const names = useMemo(() => new Map(experts.map((expert) => [expert.id, expert.name])), [experts]);
  return { experts, names };
}

/** The name shown for an article's expert. */
export function expertName(names: ReadonlyMap<number, string>, expertId: number | null): string {
  if (expertId === null) return 'No expert';
  return names.get(expertId) ?? 'Unknown expert';
}
