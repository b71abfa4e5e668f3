import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { REFRESH_EXPERTS } from '../experts/use-experts.ts';
import { featuredExpertsQuery } from '../queries.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';

export function useFeaturedExperts() {
  return useQuery(featuredExpertsQuery);
}

/** PUT /api/experts/featured with the ordered ids; the answer is the new saved list. */
export function useSaveFeatured(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    call: (expertIds: number[]) => unwrap(api.experts.featured.$put({ json: { expertIds } })),
    success: ({ message }) => ({ title: 'Success', description: message }),
    onSuccess: ({ experts }) => {
      // The saved list is known at once, so the working selection matches it without a flash of the old one.
      queryClient.setQueryData(featuredExpertsQuery.queryKey, experts);
      onSaved();
    },
    failure: { title: 'Error', text: 'Failed to update featured experts' },
    refresh: REFRESH_EXPERTS,
  });
}
