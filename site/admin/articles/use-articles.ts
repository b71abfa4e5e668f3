import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Article, Expert } from '../../../domain/entities.ts';

/** Every article in every status, with its content. */
export const ADMIN_ARTICLES_KEY = ['/api/admin/articles'] as const;
const EXPERTS_KEY = ['/api/experts'] as const;

export function useAdminArticles() {
  return useQuery<Article[]>({ queryKey: ADMIN_ARTICLES_KEY });
}

/** The experts (for the editor's select) and a lookup of their names by id. */
export function useExperts() {
  const query = useQuery<Expert[]>({ queryKey: EXPERTS_KEY });
  const experts = useMemo(() => query.data ?? [], [query.data]);
  const names = useMemo(() => new Map(experts.map((expert) => [expert.id, expert.name])), [experts]);
  return { experts, names };
}

/** The name shown for an article's expert. */
export function expertName(names: ReadonlyMap<number, string>, expertId: number | null): string {
  if (expertId === null) return 'No expert';
  return names.get(expertId) ?? 'Unknown expert';
}
