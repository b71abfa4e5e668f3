import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Expert } from '../../../domain/entities.ts';
import type { ExpertProfileInput } from '../../../domain/schemas/expert.ts';
import { apiRequest, errorMessage, messageWithReason } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

/** Every expert, by name (the same key the article editor reads, so one page asks once). */
const EXPERTS_KEY = ['/api/experts'] as const;
/** The featured experts in their home-page order. */
export const FEATURED_EXPERTS_KEY = ['/api/experts/featured'] as const;

export function useExperts() {
  return useQuery<Expert[]>({ queryKey: EXPERTS_KEY });
}

/** After any write the lists are read again: featuring one expert can renumber the others. */
export function refreshExperts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: EXPERTS_KEY }),
    queryClient.invalidateQueries({ queryKey: FEATURED_EXPERTS_KEY }),
  ]);
}

/** The Edit Expert dialog's save (PUT /api/experts/{id}). */
export function useUpdateExpert(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, profile }: { id: number; profile: ExpertProfileInput }) => apiRequest<Expert>('PUT', `/api/experts/${id}`, profile),
    onSuccess: (expert) => {
      toast({ title: 'Expert Updated', description: `${expert.name} has been saved.` });
      onSaved();
      return refreshExperts(queryClient);
    },
    onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update expert'), variant: 'destructive' }),
  });
}

/** 'New Expert' (POST /api/experts): the server makes the slug from the name and rebuilds the site. */
export function useCreateExpert(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ExpertProfileInput) => apiRequest<Expert>('POST', '/api/experts', profile),
    onSuccess: (expert) => {
      toast({ title: 'Expert Created', description: `${expert.name} has been added to the directory.` });
      onCreated();
      return refreshExperts(queryClient);
    },
    onError: (error) => toast({ title: 'Create Failed', description: errorMessage(error, 'Failed to create expert'), variant: 'destructive' }),
  });
}

export function useDeleteExpert(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/experts/${id}`),
    onSuccess: ({ message }) => {
      toast({ title: 'Expert Deleted', description: message });
      onDeleted();
      return refreshExperts(queryClient);
    },
    onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete expert'), variant: 'destructive' }),
  });
}

/**
 * One card's Featured switch (PATCH /api/experts/{id}/featured). Each card has its own, so two
 * switches flipped in a row each show their own pending state.
 */
export function useFeaturedSwitch(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      apiRequest<Expert>('PATCH', `/api/experts/${id}/featured`, { featured }),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Expert featured status updated' });
      onChanged();
    },
    onError: (error) =>
      toast({ title: 'Update Failed', description: messageWithReason(error, 'Failed to update featured status'), variant: 'destructive' }),
    onSettled: () => refreshExperts(queryClient),
  });
}
