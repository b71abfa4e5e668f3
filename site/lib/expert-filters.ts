import { normaliseCategory, type CategoryKey } from '../../domain/categories.ts';
import { pageFromPath, parsePageParam } from '../../domain/paging.ts';
import { readParams } from './url-state.ts';

/**
 * The expert filters a URL asks for: ?category= (any accepted spelling), ?search= and the page
 * (?page=, else the static page's '/page/{n}' path).
 */
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
    page: params.has('page') ? parsePageParam(params.get('page')) : pageFromPath(window.location.pathname),
  };
}
