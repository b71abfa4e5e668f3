import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_MESSAGES } from '../../../domain/messages.ts';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { STORED_IMAGES_KEY } from '../ui/use-stored-images.ts';

export function useDeleteStoredImage(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/permanent-images/${id}`),
    onSuccess: () => {
      toast({ title: 'Image Deleted', description: IMAGE_MESSAGES.deleted });
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: STORED_IMAGES_KEY });
    },
    onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Failed to delete image'), variant: 'destructive' }),
  });
}

export function useCleanupImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string; removedImages: number; removedFiles: number }>('POST', '/api/permanent-images/cleanup'),
    onSuccess: ({ message }) => {
      toast({ title: 'Cleanup Complete', description: message });
      return queryClient.invalidateQueries({ queryKey: STORED_IMAGES_KEY });
    },
    onError: (error) => toast({ title: 'Cleanup Failed', description: errorMessage(error, 'Failed to cleanup images'), variant: 'destructive' }),
  });
}
