import { normaliseCategory, type CategoryKey } from '../../domain/categories.ts';
import { parsePageParam } from '../../domain/paging.ts';
import { readParams } from './url-state.ts';

/** The expert filters a URL asks for: ?category= (any accepted spelling), ?search= and ?page=. */
export interface ExpertFilters {
  /** A stored key; undefined for 'all', empty or an unknown value. */
  category: CategoryKey | undefined;
  /** True when ?category= was written in another spelling than its stored key (or is unknown). */
  categoryRewritten: boolean;
  search: string;
  page: number;
}

export function readExpertFilters(): ExpertFilters {
  const params = readParams();
  const raw = params.get('category')?.trim() ?? '';
  const category = raw && raw !== 'all' ? normaliseCategory(raw) : undefined;
  return {
    category,
    categoryRewritten: raw !== '' && raw !== 'all' && raw !== category,
    search: params.get('search') ?? '',
    page: parsePageParam(params.get('page')),
  };
}
