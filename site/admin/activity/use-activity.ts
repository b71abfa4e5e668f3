import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export interface ActivityFilters {
  action: string;
  /** Entries by this person or about their account. */
  personId: string;
  entityType: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { action: '', personId: '', entityType: '', from: '', to: '' };

type ActivityQuery = Parameters<typeof api.admin.activity.$get>[0]['query'];

/** GET /api/admin/activity with the filters that are set, and the page. */
export function useActivity(filters: ActivityFilters, page: number) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as ActivityQuery;
  return useQuery({
    queryKey: ['admin', 'activity', filters, page],
    queryFn: () => unwrap(api.admin.activity.$get({ query: { ...set, page: String(page) } })),
    placeholderData: (previous) => previous,
  });
}
