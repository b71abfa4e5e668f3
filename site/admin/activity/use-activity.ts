import { useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../../../domain/activity.ts';

export interface ActivityFilters {
  action: string;
  actorUserId: string;
  entityType: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { action: '', actorUserId: '', entityType: '', from: '', to: '' };

/** GET /api/admin/activity with the filters that are set, and the page. */
export function useActivity(filters: ActivityFilters, page: number) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  params.set('page', String(page));
  return useQuery<ActivityPage>({ queryKey: [`/api/admin/activity?${params.toString()}`], placeholderData: (previous) => previous });
}
