import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Expert } from '../../../domain/entities.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { FEATURED_EXPERTS_KEY, refreshExperts } from '../experts/use-experts.ts';

export function useFeaturedExperts() {
  return useQuery<Expert[]>({ queryKey: FEATURED_EXPERTS_KEY });
}

/** PUT /api/experts/featured with the ordered ids; the answer is the new saved list. */
export function useSaveFeatured(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expertIds: number[]) =>
      apiRequest<{ message: string; experts: Expert[] }>('PUT', '/api/experts/featured', { expertIds }),
    onSuccess: ({ message, experts }) => {
      // The saved list is known at once, so the working selection matches it without a flash of the old one.
      queryClient.setQueryData(FEATURED_EXPERTS_KEY, experts);
      toast({ title: 'Success', description: message });
      onSaved();
      return refreshExperts(queryClient);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update featured experts'), variant: 'destructive' }),
  });
}
